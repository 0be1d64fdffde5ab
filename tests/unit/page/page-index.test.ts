// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { collectControls } from '@/utils/page/describe-field';
import { PageIndex } from '@/utils/page/page-index';

describe('PageIndex', () => {
  it('gives every control the labels element.labels gives it, in one pass', () => {
    document.body.innerHTML = `
      <form><label for="a">A</label><input id="a"><label>Wrapped <input id="b"></label>
        <label for="c">C one</label><input id="c"><label for="c">C two</label></form>
      <form><select id="d"></select><label for="d">D</label><textarea id="e"></textarea></form>
      <label for="nowhere">Orphan</label><input id="f">`;
    const page = new PageIndex(document);
    for (const control of collectControls(document)) {
      expect(page.labelsOf(control), control.id).toEqual([...((control as HTMLInputElement).labels ?? [])]);
    }
  });

  it('finds labels inside a shadow root, and form positions', () => {
    document.body.innerHTML =
      '<form></form><form><input id="a1"><input id="a2"></form><form><input id="b1"></form><div id="host"></div>';
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<label for="s">Inside</label><input id="s">';
    const page = new PageIndex(document);
    expect(page.labelsOf(shadow.getElementById('s')!).map((label) => label.textContent)).toEqual(['Inside']);
    const formIndex = (id: string) => page.formIndexOf(document.getElementById(id) as HTMLInputElement);
    expect([formIndex('a1'), formIndex('b1'), formIndex('a2')]).toEqual([1, 2, 1]);
    expect(page.formIndexOf(shadow.getElementById('s') as HTMLInputElement)).toBe(-1);
  });

  it('reads what a form says about itself: its attributes and its submit button', () => {
    document.body.innerHTML = `
      <form id="site-search" action="/results" class="header"><input id="q"><button type="button">Clear</button><button>Find</button></form>
      <form><input id="plain"><input type="submit" value="Send"></form>
      <form id="by-image"><input id="pictured"><input type="image" alt="Go" src="go.png"></form>
      <form id="outside-button"><input id="far"></form><button form="outside-button">Subscribe</button>
      <input id="outside">`;
    const page = new PageIndex(document);
    const input = (id: string) => document.getElementById(id) as HTMLInputElement;
    expect(page.formTextOf(input('q'))).toBe('site-search /results header Find');
    expect(page.formTextOf(input('plain'))).toBe('Send');
    expect(page.formTextOf(input('pictured'))).toBe('by-image Go');
    expect(page.formTextOf(input('far'))).toBe('outside-button Subscribe');
    expect(page.formTextOf(input('outside'))).toBe('');
  });

  it('reads an image button the form owns from outside it', () => {
    document.body.innerHTML = `
      <form id="friends" action="/bbsqry.php"></form><input id="userid" form="friends"><input type="image" form="friends" src="/img/searchfriend.gif">
      <form id="other"><input id="plain"></form>`;
    const page = new PageIndex(document);
    expect(page.formTextOf(document.getElementById('userid') as HTMLInputElement)).toBe(
      'friends /bbsqry.php searchfriend',
    );
    expect(page.formTextOf(document.getElementById('plain') as HTMLInputElement)).toBe('other');
  });

  it("reads alike selects' options once and shares them; a different list stays apart", () => {
    const list =
      '<option value="">Choose…</option><option value="de">  Germany </option><option disabled>France</option>';
    document.body.innerHTML = `<select id="a">${list}</select><select id="b">${list}</select><select id="c">${list}<option>Italy</option></select>`;
    const page = new PageIndex(document);
    const options = (id: string) => page.optionsOf(document.getElementById(id) as HTMLSelectElement);
    expect(options('a')).toEqual([
      { value: '', text: 'Choose…', disabled: false },
      { value: 'de', text: 'Germany', disabled: false },
      { value: 'France', text: 'France', disabled: true },
    ]);
    expect(options('b')).toBe(options('a'));
    expect(options('c')).toHaveLength(4);
  });

  it("shares a list only between selects whose every option is the same, whatever the selects' own attributes", () => {
    const countries = (middle: string) =>
      `<option value="">Choose…</option><option value="de">Germany</option>${middle}<option value="it">Italy</option>`;
    document.body.innerHTML = `
      <select id="a" name="ship">${countries('<option value="fr">France</option>')}</select>
      <select id="b" name="bill" required class="wide">${countries('<option value="fr">France</option>')}</select>
      <select id="value">${countries('<option value="fx">France</option>')}</select>
      <select id="text">${countries('<option value="fr">Frankreich</option>')}</select>
      <select id="disabled">${countries('<option value="fr" disabled>France</option>')}</select>
      <select id="after-a">${countries('<option value="fr">France</option>')}</select>`;
    const page = new PageIndex(document);
    const options = (id: string) => page.optionsOf(document.getElementById(id) as HTMLSelectElement);
    const shared = options('a');
    expect(options('b')).toBe(shared);
    expect(options('value')).not.toBe(shared);
    expect(options('value')[2]).toEqual({ value: 'fx', text: 'France', disabled: false });
    expect(options('text')[2]).toEqual({ value: 'fr', text: 'Frankreich', disabled: false });
    expect(options('disabled')[2]).toEqual({ value: 'fr', text: 'France', disabled: true });
    // After selects with other lists, one like the first still gets the first list.
    expect(options('after-a')).toBe(shared);
    expect(document.querySelectorAll('select, option')).toHaveLength(6 + 6 * 4);
  });

  it('reads a select whose options changed since a select like it was read, not the old list', () => {
    const list = '<option>One</option><option>Two</option><option>Three</option>';
    document.body.innerHTML = `<select id="a">${list}</select><select id="b">${list}</select>`;
    const page = new PageIndex(document);
    const options = (id: string) => page.optionsOf(document.getElementById(id) as HTMLSelectElement);
    const first = options('a');
    (document.querySelector('#b option:nth-child(2)') as HTMLOptionElement).textContent = 'Dos';
    expect(options('b')).not.toBe(first);
    expect(options('b').map((option) => option.text)).toEqual(['One', 'Dos', 'Three']);
  });
});
