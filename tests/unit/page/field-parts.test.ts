// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldParts } from '@/utils/page/field-parts';
import { PageIndex } from '@/utils/page/page-index';
import { uniqueSelector } from '@/utils/page/unique-selector';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A page of `count` inputs without ids, so each selector is worked out from the page's structure. */
function page(count: number): HTMLInputElement[] {
  document.body.innerHTML = Array.from(
    { length: count },
    (_, i) => `<div><label>Field ${i} <input name="n${i % 7}"></label></div>`,
  ).join('');
  return [...document.querySelectorAll('input')];
}

describe('FieldParts.workAhead', () => {
  it('describes the parts left first, one a call, then works the selectors out a slice at a time, as the write would', () => {
    const elements = page(1_100);
    const parts = new FieldParts(elements, new PageIndex(document), 't');
    parts.first();
    // Each part is described ahead of the request for it, never more than one a call.
    while (!parts.complete) {
      expect(parts.workAhead()).toBe(false);
      parts.takeNext();
    }
    // A clock that moves a millisecond each look: an 8 ms slice has room for a few hundred selectors, not 1,100.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now++);
    let slices = 1;
    while (parts.workAhead()) slices++;
    expect(slices).toBeGreaterThan(2);
    expect(slices).toBeLessThan(10);
    const fresh = new PageIndex(document);
    expect(parts.selectorsOf()).toEqual(elements.map((element) => uniqueSelector(element, fresh)));
  });

  it('works out at the write whatever selectors the slices had not reached', () => {
    const elements = page(300);
    const parts = new FieldParts(elements, new PageIndex(document), 't');
    parts.first();
    const fresh = new PageIndex(document);
    expect(parts.selectorsOf()).toEqual(elements.map((element) => uniqueSelector(element, fresh)));
    expect(parts.workAhead()).toBe(false);
  });
});
