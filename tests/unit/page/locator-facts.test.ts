// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeField } from '@/utils/page/describe-field';
import type { FillableElement } from '@/utils/page/fillable-element';
import { PageIndex } from '@/utils/page/page-index';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const describeFirst = (html: string) => {
  document.body.innerHTML = html;
  return describeField(document.querySelector<FillableElement>('#f')!, 0);
};

describe('describeField: what a test finds the field by', () => {
  it.each([
    ['a label with for=', '<label for="f">Email</label><input id="f">', undefined],
    ['a wrapping label', '<label>Email <input id="f"></label>', undefined],
    ['an aria-label', '<input id="f" aria-label="Email">', undefined],
    ['one aria-labelledby id', '<span id="a">Email</span><input id="f" aria-labelledby="a">', undefined],
    [
      'two aria-labelledby ids',
      '<span id="a">Work</span><span id="b">email</span><input id="f" aria-labelledby="a b">',
      'role',
    ],
    ['two labels', '<label for="f">Phone</label><input id="f"><label for="f">(mobile)</label>', 'role'],
    ['a title', '<input id="f" title="Phone">', 'role'],
    ['a label around a list', '<label>Country <select id="f"><option>Germany</option></select></label>', 'none'],
    ['a contenteditable region’s aria-label', '<div id="f" contenteditable aria-label="Notes"></div>', undefined],
    // React Aria's input for autofill, which Playwright's role and label locators do not search.
    [
      'a control the page hides from assistive technology',
      '<label for="f">Birth date</label><div aria-hidden="true"><input id="f"></div>',
      'none',
    ],
  ])('%s', (_, html, labelFinds) => {
    const field = describeFirst(html);
    expect(field.label).not.toBe('');
    expect(field.labelFinds).toBe(labelFinds);
  });

  it('has no label to go by where the page’s style adds text to it (Ant Design’s colon), asking once per kind of label', () => {
    // happy-dom computes no pseudo-element's content: the browser's answer, for `.item > label::after { content: ":" }`.
    const style = vi
      .spyOn(window, 'getComputedStyle')
      .mockImplementation((_, pseudo) => ({ content: pseudo === '::after' ? '":"' : 'none' }) as CSSStyleDeclaration);
    document.body.innerHTML = `<div class="item"><label for="a">Country</label></div><input id="a">
      <div class="item"><label for="b">City</label></div><input id="b">`;
    const page = new PageIndex(document);
    const [a, b] = ['a', 'b'].map((id) => describeField(document.getElementById(id) as FillableElement, 0, page));
    expect([a!.labelFinds, b!.labelFinds]).toEqual(['none', 'none']);
    expect(style.mock.calls.filter(([, pseudo]) => pseudo).length).toBe(2);
    style.mockReturnValue({ content: 'none' } as CSSStyleDeclaration);
    expect(describeFirst('<label for="f">Country</label><input id="f">').labelFinds).toBeUndefined();
  });

  it('has no label to go by without one', () => {
    expect(describeFirst('<input id="f">')).not.toHaveProperty('labelFinds');
  });

  it('keeps the page’s role and test id, and has neither key when the page sets none', () => {
    expect(describeFirst('<input id="f" role="combobox" data-testid="city">')).toMatchObject({
      role: 'combobox',
      testId: 'city',
    });
    const plain = describeFirst('<input id="f">');
    expect(plain).not.toHaveProperty('role');
    expect(plain).not.toHaveProperty('testId');
  });
});
