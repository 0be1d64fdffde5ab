// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FillableElement } from '@/utils/page/fillable-element';
import { writeField } from '@/utils/page/write-field';
import { CHANGED_BEFORE_WRITE } from '@/utils/page/field-shape';
import { mountReactForm, type MountedForm } from '../support/react-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let form: MountedForm;
const field = <T extends FillableElement>(name: string) => document.querySelector<T>(`[name="${name}"]`)!;

beforeEach(async () => {
  form = await mountReactForm();
});

afterEach(() => {
  form.unmount();
  document.body.innerHTML = '';
});

describe('writeField into React-controlled fields', () => {
  it('changes a controlled text input’s React state', async () => {
    await act(async () => writeField(field('firstName'), { index: 0, value: 'Ada' }));
    expect(form.state().firstName).toBe('Ada');
    expect(field<HTMLInputElement>('firstName').value).toBe('Ada');
  });

  it('needs more than a plain assignment: React ignores `value =` plus an input event', async () => {
    // The reason writeField uses the prototype's setter; if this ever changes, so can writeField.
    const input = field<HTMLInputElement>('firstName');
    await act(async () => {
      input.value = 'Ada';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(form.state().firstName).toBe('');
  });

  it('changes a controlled textarea’s React state', async () => {
    await act(async () => writeField(field('bio'), { index: 1, value: 'Line one\nLine two' }));
    expect(form.state().bio).toBe('Line one\nLine two');
  });

  it('changes a controlled select’s React state', async () => {
    await act(async () => writeField(field('country'), { index: 2, selected: ['GB'] }));
    expect(form.state().country).toBe('GB');
    expect(field<HTMLSelectElement>('country').value).toBe('GB');
  });

  it('selects several options of a controlled multi-select', async () => {
    await act(async () => writeField(field('languages'), { index: 3, selected: ['en', 'de'] }));
    expect(form.state().languages).toEqual(['en', 'de']);
  });

  it('checks and unchecks a controlled checkbox', async () => {
    await act(async () => writeField(field('newsletter'), { index: 4, checked: true }));
    expect(form.state().newsletter).toBe(true);
    await act(async () => writeField(field('newsletter'), { index: 4, checked: false }));
    expect(form.state().newsletter).toBe(false);
  });

  it('throws when the page keeps a checkbox from changing', async () => {
    const terms = field<HTMLInputElement>('terms');
    await act(async () => {
      expect(() => writeField(terms, { index: 5, checked: true })).toThrow('the page kept it from changing');
    });
    expect(terms.checked).toBe(false);
    expect(form.state().terms).toBe(false);
  });
});

describe('writeField in a plain page', () => {
  it('throws, and sends no event, when a select has no option of the value', () => {
    document.body.innerHTML = '<select><option value="a">A</option><option value="b">B</option></select>';
    const select = document.querySelector('select')!;
    const onChange = vi.fn();
    select.addEventListener('change', onChange);
    expect(() => writeField(select, { index: 0, selected: ['z'] })).toThrow('the page kept it from changing');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fires bubbling input and change events', () => {
    document.body.innerHTML = '<form><input id="f"></form>';
    const seen: string[] = [];
    document.addEventListener('input', (event) => seen.push(`input:${(event.target as HTMLInputElement).value}`));
    document.addEventListener('change', (event) => seen.push(`change:${(event.target as HTMLInputElement).value}`));
    writeField(document.querySelector('input')!, { index: 0, value: 'x' });
    expect(seen).toEqual(['input:x', 'change:x']);
  });

  it('clicks a checkbox only when it must change', () => {
    document.body.innerHTML = '<input type="checkbox" id="c" checked>';
    const box = document.querySelector<HTMLInputElement>('#c')!;
    const click = vi.fn();
    box.addEventListener('click', click);
    writeField(box, { index: 0, checked: true });
    expect(click).not.toHaveBeenCalled();
    writeField(box, { index: 0, checked: false });
    expect(click).toHaveBeenCalledOnce();
    expect(box.checked).toBe(false);
  });

  it('checks a radio and unchecks the others of its group', () => {
    document.body.innerHTML = '<input type="radio" name="r" id="a" checked><input type="radio" name="r" id="b">';
    writeField(document.querySelector('#b')!, { index: 1, checked: true });
    expect(document.querySelector<HTMLInputElement>('#b')!.checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('#a')!.checked).toBe(false);
  });

  it('throws when a page vetoes the click', () => {
    document.body.innerHTML = '<input type="checkbox" id="c">';
    const box = document.querySelector<HTMLInputElement>('#c')!;
    box.addEventListener('click', (event) => event.preventDefault());
    expect(() => writeField(box, { index: 0, checked: true })).toThrow('the page kept it from changing');
  });

  it('throws, without touching it, when the field was removed from the page', () => {
    document.body.innerHTML = '<input id="f">';
    const input = document.querySelector<HTMLInputElement>('#f')!;
    input.remove();
    const onInput = vi.fn();
    input.addEventListener('input', onInput);
    expect(() => writeField(input, { index: 0, value: 'x' })).toThrow('the field was removed from the page');
    expect(input.value).toBe('');
    expect(onInput).not.toHaveBeenCalled();
  });
});

describe('writeField never activates what it writes', () => {
  it('checks a box with no MouseEvent: nothing a page made of it can submit, even a click listener that turns it into a submit button', () => {
    document.body.innerHTML = '<form><input type="checkbox" id="c"></form>';
    const box = document.querySelector<HTMLInputElement>('#c')!;
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', onSubmit);
    const clicks: Event[] = [];
    box.addEventListener('click', (event) => {
      clicks.push(event);
      box.type = 'submit';
    });
    writeField(box, { index: 0, checked: true });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).not.toBeInstanceOf(MouseEvent);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['submit', 'image', 'reset', 'button'])(
    'refuses to check a box the page turned into type=%s, and sends it nothing',
    (type) => {
      document.body.innerHTML = `<form><input type="checkbox" id="c"><input name="kept" value="typed"></form>`;
      const form = document.querySelector('form')!;
      const box = document.querySelector<HTMLInputElement>('#c')!;
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      const onEvent = vi.fn();
      for (const name of ['click', 'input', 'change']) box.addEventListener(name, onEvent);
      box.type = type;
      expect(() => writeField(box, { index: 0, checked: true })).toThrow(CHANGED_BEFORE_WRITE);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(onEvent).not.toHaveBeenCalled();
      expect(document.querySelector<HTMLInputElement>('[name=kept]')!.value).toBe('typed');
    },
  );

  it('checks a box inside a link without any click, so a router that follows every click in a link stays put', () => {
    document.body.innerHTML = '<a href="#elsewhere"><input type="checkbox" id="c"> Send me offers</a>';
    const box = document.querySelector<HTMLInputElement>('#c')!;
    const followed = vi.fn();
    document.addEventListener('click', followed);
    const seen: string[] = [];
    for (const name of ['input', 'change']) box.addEventListener(name, (event) => seen.push(event.type));
    writeField(box, { index: 0, checked: true });
    document.removeEventListener('click', followed);
    expect(box.checked).toBe(true);
    expect(followed).not.toHaveBeenCalled();
    expect(seen).toEqual(['input', 'change']);
  });

  it('writes no text into a field the page turned into a box or a button', () => {
    document.body.innerHTML = '<input id="t"><input id="u">';
    const [turnedBox, turnedButton] = [...document.querySelectorAll('input')];
    turnedBox!.type = 'checkbox';
    turnedButton!.type = 'submit';
    expect(() => writeField(turnedBox!, { index: 0, value: 'x' })).toThrow(CHANGED_BEFORE_WRITE);
    expect(() => writeField(turnedButton!, { index: 1, value: 'x' })).toThrow(CHANGED_BEFORE_WRITE);
    expect(turnedBox!.value).toBe('on');
    expect(turnedButton!.value).toBe('');
  });

  it('puts a radio group back as it was when the page vetoes the new choice', () => {
    document.body.innerHTML = '<input type="radio" name="r" id="a" checked><input type="radio" name="r" id="b">';
    const [a, b] = [...document.querySelectorAll<HTMLInputElement>('input')];
    b!.addEventListener('click', (event) => event.preventDefault());
    expect(() => writeField(b!, { index: 1, checked: true })).toThrow('the page kept it from changing');
    expect([a!.checked, b!.checked]).toEqual([true, false]);
  });
});
