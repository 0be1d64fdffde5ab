// @vitest-environment happy-dom
import type { NativeWrite } from '@/utils/page-contract/fill-write';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFiller } from '@/utils/page/page-filler';
import { CHANGED_BEFORE_WRITE } from '@/utils/page/field-shape';

afterEach(() => {
  document.body.innerHTML = '';
});

const input = (selector: string) => document.querySelector<HTMLInputElement>(selector)!;

/** Collects the page, lets `change` alter it as its own script would, then writes `writes`. */
function fillAfter(change: () => void, writes: NativeWrite[]) {
  const filler = new PageFiller(document);
  filler.collect();
  change();
  return filler.write(writes);
}

describe('PageFiller.write checks each element just before writing it', () => {
  it('fails a box an earlier write turned into a submit button, without submitting, and writes the rest', () => {
    document.body.innerHTML = `<form>
      <input id="name"><input type="checkbox" id="terms"><input id="city">
    </form>`;
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', onSubmit);
    // The page's own script: typing a name turns the terms box into the form's submit button.
    input('#name').addEventListener('input', () => (input('#terms').type = 'submit'));
    const { errors } = fillAfter(() => {}, [
      { index: 0, value: 'Ada' },
      { index: 1, checked: true },
      { index: 2, value: 'Leeds' },
    ]);
    expect(errors).toEqual({ 1: CHANGED_BEFORE_WRITE });
    expect(onSubmit).not.toHaveBeenCalled();
    expect([input('#name').value, input('#city').value]).toEqual(['Ada', 'Leeds']);
  });

  it.each<[string, string, () => void, NativeWrite]>([
    [
      'a text box turned into an email box',
      '<input id="f">',
      () => void (input('#f').type = 'email'),
      { index: 0, value: 'x' },
    ],
    [
      'a list turned into a multiple choice',
      '<select id="f"><option>a</option><option>b</option></select>',
      () => void (document.querySelector('select')!.multiple = true),
      { index: 0, selected: ['b'] },
    ],
    [
      'a radio turned into a checkbox',
      '<input type="radio" name="r" id="f">',
      () => void (input('#f').type = 'checkbox'),
      { index: 0, checked: true },
    ],
    [
      'a region the page made read-only',
      '<div id="f" contenteditable="true">old</div>',
      () => document.querySelector('#f')!.setAttribute('contenteditable', 'false'),
      { index: 0, value: 'new' },
    ],
  ])('fails %s, leaving it as it is', (_case, html, change, write) => {
    document.body.innerHTML = html;
    const field = document.querySelector<HTMLInputElement>('#f')!;
    const state = () => [field.value, field.checked, field.textContent];
    let changed: unknown;
    const { errors } = fillAfter(() => {
      change();
      changed = state();
    }, [write]);
    expect(errors).toEqual({ 0: CHANGED_BEFORE_WRITE });
    expect(state()).toEqual(changed);
  });

  it('fails only the field whose write throws, and reports why', () => {
    document.body.innerHTML = '<input id="a"><input id="b"><input id="c">';
    input('#b').dispatchEvent = () => {
      throw new Error('the page threw');
    };
    const { errors } = fillAfter(() => {}, [
      { index: 0, value: 'one' },
      { index: 1, value: 'two' },
      { index: 2, value: 'three' },
    ]);
    expect(errors).toEqual({ 1: 'the page threw' });
    expect(input('#c').value).toBe('three');
  });
});
