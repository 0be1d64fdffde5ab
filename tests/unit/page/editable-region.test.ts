// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectControls, describeField } from '@/utils/page/describe-field';
import type { EditableRegion } from '@/utils/page/fillable-element';
import { classifyField } from '@/utils/classify/classify-field';
import {
  editableContents,
  editableNodes,
  holdsEmbeddedContent,
  restoreEditable,
  writeEditable,
} from '@/utils/page/editable-region';
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
    expect(field).toMatchObject({
      tag: 'editable',
      type: 'textarea',
      label: 'Your message',
      value: 'Hello world',
      required: true,
      readOnly: true,
      disabled: false,
      formIndex: 0,
      selector: '#m',
    });
    expect(classifyField(field)).toEqual({ kind: 'lorem.paragraph', signal: 'label' });
  });

  it('take text through a plain assignment and an input event where the page has no editing command', () => {
    document.body.innerHTML = '<div id="m" contenteditable="true"><p>old</p></div>';
    const onInput = vi.fn();
    region('#m').addEventListener('input', onInput);
    const before = editableContents(region('#m'));
    const nodes = editableNodes(region('#m'));
    writeEditable(region('#m'), 'new text');
    expect(region('#m').textContent).toBe('new text');
    expect(onInput).toHaveBeenCalledTimes(1);
    restoreEditable(region('#m'), before, nodes);
    expect(region('#m').innerHTML).toBe('<p>old</p>');
    expect(onInput).toHaveBeenCalledTimes(2);
    // The same snapshot puts the contents back again after a second write.
    writeEditable(region('#m'), 'again');
    restoreEditable(region('#m'), before, nodes);
    expect(region('#m').innerHTML).toBe('<p>old</p>');
  });

  it('are written and undone by the page filler, which gives focus back', async () => {
    document.body.innerHTML = '<input id="name"><div id="m" contenteditable="true" aria-label="Bio"><b>keep</b></div>';
    document.querySelector<HTMLInputElement>('#name')!.focus();
    const filler = new PageFiller(document);
    const { fields } = filler.collect();
    expect(filler.write([{ index: fields[1]!.index, value: 'Filled' }]).errors).toEqual({});
    expect(region('#m').textContent).toBe('Filled');
    expect(document.activeElement?.id).toBe('name');
    expect((await filler.undo()).restored).toBe(1);
    expect(region('#m').innerHTML).toBe('<b>keep</b>');
    expect(document.activeElement?.id).toBe('name');
    expect(filler.write([{ index: 1, checked: true }]).errors).toEqual({ 1: 'an editable region takes text only' });
  });
});

describe('contenteditable regions holding embedded content', () => {
  it.each([
    ['a frame', '<p>Hello</p><iframe title="A video" srcdoc="video"></iframe>'],
    ['an image', '<p>Hello <img src="data:," alt="smile"></p>'],
    ['an editor widget', '<p>Hi <span contenteditable="false" class="mention">@ada</span></p>'],
    ['a custom element', '<p>Map: <geo-map lat="1" lng="2"></geo-map></p>'],
    ['a control', '<p><input type="checkbox"> done</p>'],
  ])('are left as they are when one holds %s, with the reason', (_what, html) => {
    document.body.innerHTML = `<input id="name"><div id="m" contenteditable="true" aria-label="Notes">${html}</div>`;
    const filler = new PageFiller(document);
    filler.collect();
    const { errors } = filler.write([
      { index: 0, value: 'Ada' },
      { index: 1, value: 'Filled' },
    ]);
    expect(errors).toEqual({ 1: 'holds embedded content: left as it is' });
    expect(region('#m').innerHTML).toBe(html);
    expect(document.querySelector<HTMLInputElement>('#name')!.value).toBe('Ada');
    // Nothing was written, so Undo has nothing of it to put back.
    expect(filler.undo()).toEqual({ restored: 1, errors: {} });
  });

  it('are written when they hold formatted text only: paragraphs, bold, links, line breaks', () => {
    document.body.innerHTML =
      '<div id="m" contenteditable="true"><p>Keep <b>bold</b> and <a href="#x">a link</a><br></p><ul><li>one</li></ul></div>';
    expect(holdsEmbeddedContent(region('#m'))).toBe(false);
    writeEditable(region('#m'), 'Filled');
    expect(region('#m').textContent).toBe('Filled');
  });

  it('count a shadow root as embedded: a widget renders there', () => {
    document.body.innerHTML = '<div id="m" contenteditable="true"><p>Hi <span id="w"></span></p></div>';
    document.querySelector('#w')!.attachShadow({ mode: 'open' }).innerHTML = '<b>widget</b>';
    expect(holdsEmbeddedContent(region('#m'))).toBe(true);
  });
});
