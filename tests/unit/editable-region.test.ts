// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectControls, describeField } from '@/utils/page/describe-field';
import type { EditableRegion } from '@/utils/page/fillable-element';
import { classifyField } from '@/utils/classify/classify-field';
import { editableContents, restoreEditable, writeEditable } from '@/utils/page/editable-region';
import { PageFiller } from '@/utils/page/page-filler';

afterEach(() => {
  document.body.innerHTML = '';
});

const region = (selector: string) => document.querySelector<EditableRegion>(selector)!;

// happy-dom 21 reads a bare `contenteditable` as not editable (browsers read it as "true"); tests/e2e/editable.spec.ts has the bare form.
describe('contenteditable regions', () => {
  it('are collected once, by their editing host, in page order', () => {
    document.body.innerHTML = `
      <input id="a"><div id="b" contenteditable="true"><span contenteditable>inner</span></div>
      <div id="c" contenteditable="false">no</div><textarea id="d"></textarea><p id="e" contenteditable="plaintext-only"></p>`;
    expect(collectControls(document).map((element) => element.id)).toEqual(['a', 'b', 'd', 'e']);
  });

  it('are described as multi-line text boxes, with ARIA for their state', () => {
    document.body.innerHTML = `<form><p id="l">Your message</p>
      <div id="m" contenteditable="true" aria-labelledby="l" aria-required="true" aria-readonly="true">  Hello
        world </div></form>`;
    const field = describeField(region('#m'), 0);
    expect(field).toMatchObject({ tag: 'editable', type: 'textarea', label: 'Your message', value: 'Hello world', required: true, readOnly: true, disabled: false, formIndex: 0, selector: '#m' });
    expect(classifyField(field)).toEqual({ kind: 'lorem.paragraph', signal: 'label' });
  });

  it('take text through a plain assignment and an input event where the page has no editing command', () => {
    document.body.innerHTML = '<div id="m" contenteditable="true"><p>old</p></div>';
    const onInput = vi.fn();
    region('#m').addEventListener('input', onInput);
    const before = editableContents(region('#m'));
    writeEditable(region('#m'), 'new text');
    expect(region('#m').textContent).toBe('new text');
    expect(onInput).toHaveBeenCalledTimes(1);
    restoreEditable(region('#m'), before);
    expect(region('#m').innerHTML).toBe('<p>old</p>');
    expect(onInput).toHaveBeenCalledTimes(2);
  });

  it('are written and undone by the page filler, which gives focus back', () => {
    document.body.innerHTML = '<input id="name"><div id="m" contenteditable="true" aria-label="Bio"><b>keep</b></div>';
    document.querySelector<HTMLInputElement>('#name')!.focus();
    const filler = new PageFiller(document);
    const { fields } = filler.collect();
    expect(filler.write([{ index: fields[1]!.index, value: 'Filled' }]).errors).toEqual({});
    expect(region('#m').textContent).toBe('Filled');
    expect(document.activeElement?.id).toBe('name');
    expect(filler.undo().restored).toBe(1);
    expect(region('#m').innerHTML).toBe('<b>keep</b>');
    expect(document.activeElement?.id).toBe('name');
    expect(filler.write([{ index: 1, checked: true }]).errors).toEqual({ 1: 'an editable region takes text only' });
  });
});
