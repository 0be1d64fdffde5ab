// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROL_SELECTOR } from '@/utils/page/fillable-element';
import { uniqueSelector } from '@/utils/page/unique-selector';

afterEach(() => {
  document.body.innerHTML = '';
});

function render(html: string): void {
  document.body.innerHTML = html;
}

const $ = (selector: string) => document.querySelector(selector)!;

describe('uniqueSelector', () => {
  it.each([
    ['a unique id', '<form><input id="email"></form>', 'input', '#email'],
    ['an id needing escapes, as an attribute', '<input id="user:email.1">', 'input', '[id="user:email.1"]'],
    [
      'a unique name when the id repeats',
      '<input id="dup" name="first"><input id="dup" name="last">',
      'input[name="last"]',
      'input[name="last"]',
    ],
  ])('uses %s', (_, html, query, selector) => {
    render(html);
    expect(uniqueSelector($(query))).toBe(selector);
    expect(document.querySelectorAll(selector)).toHaveLength(1);
  });

  it('finds an element whose id starts with a digit', () => {
    // '#\\31 st' would be right too, but is harder to read in a report (and happy-dom 21 cannot match it).
    render('<div><input id="1st"><input></div>');
    const selector = uniqueSelector($('input'));
    expect(selector).toBe('[id="1st"]');
    expect(document.querySelectorAll(selector)).toHaveLength(1);
    expect(document.querySelector(selector)).toBe($('input'));
  });

  it('passes over an id the page made up as it loaded, which a fresh load would not share', () => {
    // React Aria's ids carry a random number.
    render('<form id="signup"><div><button id="react-aria6086901407-_r_f_"></button></div></form>');
    expect(uniqueSelector($('button'))).toBe('#signup > div:nth-of-type(1) > button:nth-of-type(1)');
  });

  it('builds a path from the nearest ancestor with a unique id', () => {
    render('<form id="signup"><div><input></div><div><input><input></div></form>');
    const target = document.querySelectorAll('input')[2]!;
    const selector = uniqueSelector(target);
    expect(selector).toBe('#signup > div:nth-of-type(2) > input:nth-of-type(2)');
    expect(document.querySelector(selector)).toBe(target);
  });

  it('builds a path from the root when no ancestor has an id', () => {
    render('<div><input name="a"><input name="a"></div>');
    const target = document.querySelectorAll('input')[1]!;
    const selector = uniqueSelector(target);
    expect(selector.startsWith('html > body')).toBe(true);
    expect(document.querySelector(selector)).toBe(target);
  });

  it('finds a widget drawn around an element with a unique id by its first class and that element', () => {
    // Choices.js: its box, state classes added after its own, around the select it hid.
    render(`<form><div class="choices is-focused"><div class="choices__inner"><select id="city"></select></div></div>
      <div class="choices"><div class="choices__inner"><select id="languages"></select></div></div></form>`);
    const box = $('.choices');
    expect(uniqueSelector(box)).toBe('div.choices:has(#city)');
    expect(document.querySelector('div.choices:has(#city)')).toBe(box);
  });

  it('keeps to a path of positions where the class and the id held would not tell the widget apart', () => {
    // Both boxes are div.wrap around #inner: the selector would find two.
    render('<div class="wrap"><div class="wrap"><input id="inner"></div></div>');
    const outer = $('.wrap');
    const selector = uniqueSelector(outer);
    expect(selector).toBe('html > body:nth-of-type(1) > div:nth-of-type(1)');
  });

  it('gives every field of a messy form a selector that finds it and only it', () => {
    render(`
      <form><input name="q"><input name="q"><input id="x"><input id="x"></form>
      <form id="two"><fieldset><input type="radio" name="r"><input type="radio" name="r"></fieldset><select></select><textarea></textarea></form>`);
    for (const element of document.querySelectorAll(CONTROL_SELECTOR)) {
      const selector = uniqueSelector(element);
      expect(document.querySelectorAll(selector), selector).toHaveLength(1);
      expect(document.querySelector(selector), selector).toBe(element);
    }
  });
});
