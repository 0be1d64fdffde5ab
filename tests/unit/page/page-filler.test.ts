// @vitest-environment happy-dom
// Over 250 lines on purpose: collect, refresh, write and undo share one page set-up.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WriteResult } from '@/utils/page-contract/page-filler-api';
import { PageFiller } from '@/utils/page/page-filler';
import { partSize } from '@/utils/page/field-parts';
import { planFill } from '@/utils/fill/plan-fill';
import { unpackPart } from '@/utils/page-contract/collect-transfer';
import type { FieldDescription } from '@/utils/fields/field-description';
import { createFaker } from '@/utils/values/create-faker';
import { createPersona } from '@/utils/values/persona';
import { mountReactForm, type MountedForm } from '../support/react-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const newFiller = () => new PageFiller(document);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PageFiller.collect', () => {
  it('describes every fillable control in page order, indexed', () => {
    document.body.innerHTML = `
      <form>
        <label for="a">First name</label><input id="a" name="first">
        <input type="hidden" name="csrf" value="t"><input type="submit">
        <textarea name="bio"></textarea>
        <select name="s"><option value="x">X</option></select>
        <input type="checkbox" name="c">
      </form>`;
    const result = newFiller().collect();
    expect(result.fields.map(({ index, tag, type, name }) => ({ index, tag, type, name }))).toEqual([
      { index: 0, tag: 'input', type: 'text', name: 'first' },
      { index: 1, tag: 'textarea', type: 'textarea', name: 'bio' },
      { index: 2, tag: 'select', type: 'select-one', name: 's' },
      { index: 3, tag: 'input', type: 'checkbox', name: 'c' },
    ]);
    expect(result.fields[0]?.label).toBe('First name');
    expect(result.url).toBe(document.location.href);
    expect(result.contentType).toBe('text/html');
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("says which field stands for focus on a button, a link or text: its form's first, else the next in the page", () => {
    document.body.innerHTML = `
      <form id="one"><input id="a"><button id="go-one">Go</button></form>
      <a id="link" href="#">Sign up below</a>
      <div><input id="b"><input id="c"></div>
      <form id="two"><p><a id="in-two" href="#">Help</a></p><input id="d"></form>
      <button id="last">Top</button>`;
    const near = (id: string) => {
      document.getElementById(id)!.focus();
      const { activeIndex, nearIndex } = newFiller().collect();
      return [activeIndex, nearIndex];
    };
    expect(near('go-one')).toEqual([-1, 0]);
    expect(near('link')).toEqual([-1, 1]);
    expect(near('in-two')).toEqual([-1, 3]);
    expect(near('last')).toEqual([-1, -1]);
    expect(near('c')).toEqual([2, -1]);
    (document.activeElement as HTMLElement).blur();
    expect(newFiller().collect()).toMatchObject({ activeIndex: -1, nearIndex: -1 });
  });

  it('finds nothing on a page without fields', () => {
    document.body.innerHTML = '<p>Nothing here</p>';
    expect(newFiller().collect().fields).toEqual([]);
  });

  it('gives data that survives structured cloning (it crosses to the background)', () => {
    document.body.innerHTML = '<input name="a"><select name="b"><option>1</option></select>';
    const { fields } = newFiller().collect();
    expect(structuredClone(fields)).toEqual(fields);
  });
});

describe('PageFiller on a long page', () => {
  const longPage = (count: number) =>
    `<form>${Array.from({ length: count }, (_, index) => `<label for="f${index}">Field ${index}</label><input id="f${index}" name="field${index}">`).join('')}</form>`;

  it('describes a first part at once and the others when asked, each smaller: together, every field in order', async () => {
    document.body.innerHTML = longPage(1_200);
    const filler = newFiller();
    const first = filler.collect();
    expect(first.fields.length + first.rest).toBe(1_200);
    const parts: Array<{ fields: FieldDescription[]; rest: number; durationMs: number }> = [first];
    while (parts.at(-1)!.rest > 0) parts.push(unpackPart(filler.describeNext()));
    expect(parts.map((part) => part.fields.length)).toEqual([600, 300, 300]);
    expect(parts.flatMap((part) => part.fields).map((field) => [field.index, field.label])).toEqual(
      Array.from({ length: 1_200 }, (_, index) => [index, `Field ${index}`]),
    );
    expect(parts.every((part) => part.durationMs >= 0)).toBe(true);
    // The selectors' task, queued after the last part, runs here rather than in the next test.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('describes each part once: the task queued after the last answer, then the worker asking, get the same', async () => {
    document.body.innerHTML = longPage(1_100);
    const filler = newFiller();
    expect(filler.collect().rest).toBe(550);
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.querySelector<HTMLLabelElement>('label[for="f824"]')!.textContent = 'Changed later';
    const second = unpackPart(filler.describeNext());
    expect(second.fields.map((field) => field.label)).toContain('Field 824');
    expect(second.rest).toBe(275);
    // The last part was not described yet: it is described when its turn comes.
    document.querySelector<HTMLLabelElement>('label[for="f1099"]')!.textContent = 'Changed later';
    const last = unpackPart(filler.describeNext());
    expect(last).toMatchObject({ rest: 0, fields: { length: 275 } });
    expect(last.fields.at(-1)?.label).toBe('Changed later');
  });

  it('sizes parts by halves, never smaller than 250 unless fewer are left', () => {
    const parts: number[] = [];
    for (let left = 3_100; left > 0; left -= parts.at(-1)!) parts.push(partSize(left));
    expect(parts).toEqual([1_550, 775, 388, 387]);
    expect([1_001, 600, 499, 40].map(partSize)).toEqual([501, 300, 499, 40]);
  });

  it('describes a short page in one go', () => {
    document.body.innerHTML = longPage(40);
    expect(newFiller().collect()).toMatchObject({ rest: 0, fields: { length: 40 } });
  });
});

describe('PageFiller selectors', () => {
  it("leaves them out of the collect and gives every field's with the write, by index", () => {
    document.body.innerHTML = '<input id="email"><input name="phone"><input type="checkbox" name="terms">';
    const filler = newFiller();
    expect(filler.collect().fields.map((field) => field.selector)).toEqual(['', '', '']);
    const { selectors } = filler.write([{ index: 2, checked: true }]);
    expect(JSON.parse(selectors)).toEqual(['#email', 'input[name="phone"]', 'input[name="terms"]']);
  });

  it('still gives one for a field the page removed after the collect', () => {
    document.body.innerHTML = '<input id="a"><div><input></div>';
    const filler = newFiller();
    filler.collect();
    document.querySelector('div')!.remove();
    const { selectors, errors } = filler.write([]);
    expect(errors).toEqual({});
    expect(JSON.parse(selectors)).toHaveLength(2);
  });
});

describe('PageFiller.write', () => {
  it('writes each planned value into the element it collected', () => {
    document.body.innerHTML =
      '<input name="a"><input type="checkbox" name="b"><select name="c"><option value="1">1</option><option value="2">2</option></select>';
    const filler = newFiller();
    filler.collect();
    const result = filler.write([
      { index: 0, value: 'hello' },
      { index: 1, checked: true },
      { index: 2, selected: ['2'] },
    ]);
    expect(result.errors).toEqual({});
    expect(document.querySelector<HTMLInputElement>('[name=a]')!.value).toBe('hello');
    expect(document.querySelector<HTMLInputElement>('[name=b]')!.checked).toBe(true);
    expect(document.querySelector<HTMLSelectElement>('[name=c]')!.value).toBe('2');
  });

  it('reports a removed field and still fills the others, without throwing', () => {
    document.body.innerHTML = '<input name="a"><input name="b"><input name="c">';
    const filler = newFiller();
    filler.collect();
    document.querySelector('[name=b]')!.remove();
    let result: WriteResult | undefined;
    expect(() => {
      result = filler.write([
        { index: 0, value: 'one' },
        { index: 1, value: 'two' },
        { index: 2, value: 'three' },
      ]);
    }).not.toThrow();
    expect(result!.errors).toEqual({ 1: 'the field was removed from the page' });
    expect(document.querySelector<HTMLInputElement>('[name=a]')!.value).toBe('one');
    expect(document.querySelector<HTMLInputElement>('[name=c]')!.value).toBe('three');
  });

  it('reports an index it never collected', () => {
    document.body.innerHTML = '<input name="a">';
    const filler = newFiller();
    filler.collect();
    expect(filler.write([{ index: 7, value: 'x' }]).errors).toEqual({ 7: 'the field is no longer known' });
  });

  it('reports every field before anything was collected', () => {
    document.body.innerHTML = '<input name="a">';
    expect(newFiller().write([{ index: 0, value: 'x' }]).errors).toEqual({ 0: 'the field is no longer known' });
  });
});

describe('collect, plan and write on a React form', () => {
  let form: MountedForm;

  beforeEach(async () => {
    form = await mountReactForm();
  });

  afterEach(() => {
    form.unmount();
  });

  it('lands every planned value in React’s state', async () => {
    const filler = newFiller();
    const { fields } = filler.collect();
    const faker = createFaker('en_GB', 2024);
    const persona = createPersona(faker, 'en_GB');
    const plan = planFill(fields, { faker, persona, onlyEmpty: false });
    let errors: Record<number, string> = {};
    await act(async () => {
      errors = (await filler.write(plan.writes)).errors;
    });

    expect(form.state().firstName).toBe(persona.firstName);
    expect(form.state().bio).not.toBe('');
    expect(form.state().country).toBe('GB');
    expect(form.state().languages.length).toBeGreaterThan(0);
    // The terms box vetoes every change: reported as that field’s error, nothing else failed.
    const termsIndex = fields.findIndex((field) => field.name === 'terms');
    const termsWrite = plan.writes.find((write) => write.index === termsIndex);
    expect(termsWrite).toEqual({ index: termsIndex, checked: true }); // required, so always planned checked
    expect(errors).toEqual({ [termsIndex]: 'the page kept it from changing' });
  });
});

describe('undo', () => {
  it('puts back values, checks and selections the last write changed, and only once', () => {
    document.body.innerHTML = `<form>
      <input name="name" value="typed by the user">
      <input type="checkbox" name="news">
      <input type="radio" name="plan" value="a" checked><input type="radio" name="plan" value="b">
      <select name="size"><option>S</option><option selected>M</option><option>L</option></select>
    </form>`;
    const filler = newFiller();
    filler.collect();
    filler.write([
      { index: 0, value: 'Ada' },
      { index: 1, checked: true },
      { index: 3, checked: true },
      { index: 4, selected: ['L'] },
    ]);
    const field = (selector: string) => document.querySelector(selector) as HTMLInputElement & HTMLSelectElement;
    expect(field('[name=name]').value).toBe('Ada');

    const seen: string[] = [];
    document.addEventListener('change', (event) => seen.push((event.target as HTMLInputElement).name));
    expect(filler.undo()).toEqual({ restored: 5, errors: {} });
    expect(field('[name=name]').value).toBe('typed by the user');
    expect(field('[name=news]').checked).toBe(false);
    expect(field('[value=a]').checked).toBe(true);
    expect(field('[value=b]').checked).toBe(false);
    expect(field('[name=size]').value).toBe('M');
    expect(seen).toContain('name');
    expect(filler.undo()).toEqual({ restored: 0, errors: {} });
  });

  it('puts a React-controlled field back into React’s state', async () => {
    const form = await mountReactForm();
    const filler = newFiller();
    filler.collect();
    await act(async () => void filler.write([{ index: 0, value: 'Grace' }]));
    expect(form.state().firstName).toBe('Grace');
    await act(async () => void filler.undo());
    expect(form.state().firstName).toBe('');
    form.unmount();
  });

  it('reports a field the page removed since, and restores the rest', () => {
    document.body.innerHTML = '<input name="a"><input name="b">';
    const filler = newFiller();
    filler.collect();
    filler.write([
      { index: 0, value: 'x' },
      { index: 1, value: 'y' },
    ]);
    document.querySelector('[name=a]')!.remove();
    expect(filler.undo()).toEqual({ restored: 1, errors: { 0: 'the field was removed from the page' } });
    expect((document.querySelector('[name=b]') as HTMLInputElement).value).toBe('');
  });
});

describe('PageFiller.refresh: a collect made when the popup opened, brought up to date', () => {
  const form = `<form>
      <label for="name">Name</label><input id="name" name="name">
      <input type="checkbox" id="news" name="news">
      <div contenteditable="true" id="bio" aria-label="Bio"></div>
      <button id="send">Send</button>
    </form>`;
  // A mutation observer's records reach it after the task that made them: the refresh comes in a later task, as it does in a browser.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("gives the values and checks set since without touching the markup, with the collect's token and where focus is now", async () => {
    document.body.innerHTML = form;
    const filler = newFiller();
    const { token, activeIndex } = filler.collect();
    expect(activeIndex).toBe(-1);
    (document.querySelector('#name') as HTMLInputElement).value = 'typed meanwhile';
    (document.querySelector('#news') as HTMLInputElement).checked = true;
    document.querySelector<HTMLButtonElement>('#send')!.focus();
    await nextTask();
    expect(filler.refresh()).toEqual({
      token,
      changed: [
        [0, 'typed meanwhile', false],
        [1, 'on', true],
      ],
      activeIndex: -1,
      nearIndex: 0,
    });
  });

  it('gives nothing changed for a page left as it was', async () => {
    document.body.innerHTML = form;
    const filler = newFiller();
    filler.collect();
    await nextTask();
    expect(filler.refresh()).toMatchObject({ changed: [] });
  });

  it.each([
    ['a field added', () => document.querySelector('form')!.append(document.createElement('input'))],
    ['a label reworded', () => (document.querySelector('label')!.firstChild!.textContent = 'Nickname')],
    ['a field hidden by its attribute', () => document.querySelector('#name')!.setAttribute('hidden', '')],
    ['text typed into an editable region', () => document.querySelector('#bio')!.append('Hello')],
  ])('says stale after %s: the fields must be described again', async (_change, change) => {
    document.body.innerHTML = form;
    const filler = newFiller();
    filler.collect();
    change();
    expect(filler.refresh()).toBe('stale');
    await nextTask();
    expect(filler.refresh()).toBe('stale');
  });

  it('says stale inside a shadow root too', async () => {
    document.body.innerHTML = '<div id="host"></div>';
    const shadow = document.querySelector('#host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<label for="e">Email</label><input id="e">';
    const filler = newFiller();
    expect(filler.collect().fields).toHaveLength(1);
    await nextTask();
    expect(filler.refresh()).toMatchObject({ changed: [] });
    shadow.querySelector('label')!.textContent = 'Phone';
    await nextTask();
    expect(filler.refresh()).toBe('stale');
  });

  it('says stale for a page described while it was still loading', async () => {
    document.body.innerHTML = form;
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const filler = newFiller();
    filler.collect();
    loading.mockRestore();
    await nextTask();
    expect(filler.refresh()).toBe('stale');
  });

  it("says stale once a long page's parts are not all described", () => {
    document.body.innerHTML = `<form>${'<input>'.repeat(1_200)}</form>`;
    const filler = newFiller();
    expect(filler.collect().rest).toBeGreaterThan(0);
    expect(filler.refresh()).toBe('stale');
  });
});

describe('PageFiller tokens and hand-over', () => {
  it('writes only for the collect it was planned from', () => {
    document.body.innerHTML = '<input id="a"><input id="b">';
    const filler = newFiller();
    const first = filler.collect();
    const second = filler.collect();
    expect(second.token).not.toBe(first.token);
    expect(() => filler.write([{ index: 0, value: 'x' }], first.token)).toThrow('described again');
    expect((document.querySelector('#a') as HTMLInputElement).value).toBe('');
    expect(filler.write([{ index: 0, value: 'x' }], second.token).errors).toEqual({});
    expect(() => filler.describeNext(first.token)).toThrow('described again');
  });

  it("hands the last fill's undo to the filler that replaces it, so a new collect does not forget it", () => {
    document.body.innerHTML = '<input id="a" value="mine">';
    const first = newFiller();
    first.collect();
    first.write([{ index: 0, value: 'Ada' }]);
    const second = new PageFiller(document, first);
    second.collect();
    expect(first.refresh()).toBe('stale');
    expect(second.undo()).toEqual({ restored: 1, errors: {} });
    expect((document.querySelector('#a') as HTMLInputElement).value).toBe('mine');
    expect(new PageFiller(document, { handOver: 'not a function' }).undo()).toEqual({
      restored: 0,
      errors: {},
      neverWritten: true,
    });
  });
});
