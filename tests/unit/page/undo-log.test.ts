// @vitest-environment happy-dom
import type { NativeWrite } from '@/utils/page-contract/fill-write';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFiller } from '@/utils/page/page-filler';
import { CHANGED_AFTER_FILL } from '@/utils/page/undo-log';

afterEach(() => {
  document.body.innerHTML = '';
});

const select = (selector = 'select') => document.querySelector<HTMLSelectElement>(selector)!;
const input = (selector: string) => document.querySelector<HTMLInputElement>(selector)!;
const values = (list: HTMLSelectElement) =>
  [...list.options].map((option) => `${option.value}${option.selected ? '*' : ''}`);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A filler that has collected the page and written `writes` into it. */
function filled(writes: NativeWrite[]): PageFiller {
  const filler = new PageFiller(document);
  filler.collect();
  expect(filler.write(writes).errors).toEqual({});
  return filler;
}

describe('Undo puts a select back by value', () => {
  it('after the page reordered its options, keeping what the fill chose', () => {
    document.body.innerHTML =
      '<select><option value="S">S</option><option value="M" selected>M</option><option value="L">L</option><option value="XL">XL</option></select>';
    const filler = filled([{ index: 0, selected: ['L'] }]);
    // The page renders its options again, largest first.
    for (const option of [...select().options].reverse()) select().append(option);
    select().value = 'L';
    expect(filler.undo()).toEqual({ restored: 1, errors: {} });
    expect(values(select())).toEqual(['XL', 'L', 'M*', 'S']);
  });

  it('choosing the first option of a value that stands twice', () => {
    document.body.innerHTML =
      '<select><option value="">Choose</option><option value="de">Germany</option><option value="fr">France</option><option value="de">Deutschland</option></select>';
    select().selectedIndex = 3;
    const filler = filled([{ index: 0, selected: ['fr'] }]);
    filler.undo();
    expect(select().selectedIndex).toBe(1);
  });

  it('for each option of a multiple choice, wherever it stands now', () => {
    document.body.innerHTML =
      '<select multiple><option value="a" selected>A</option><option value="b">B</option><option value="c" selected>C</option></select>';
    const filler = filled([{ index: 0, selected: ['b'] }]);
    select().prepend(select().options[2]!);
    expect(filler.undo()).toEqual({ restored: 1, errors: {} });
    expect(values(select())).toEqual(['c*', 'a*', 'b']);
  });

  it('and says so, changing nothing, when the option it held is gone', () => {
    document.body.innerHTML =
      '<select><option value="a">A</option><option value="b" selected>B</option><option value="c">C</option></select>';
    const filler = filled([{ index: 0, selected: ['c'] }]);
    select().options[1]!.remove();
    expect(filler.undo()).toEqual({ restored: 0, errors: { 0: 'the option it held is no longer in the list' } });
    expect(select().value).toBe('c');
  });
});

describe('Undo leaves what the page changed after the fill', () => {
  it('a value the page set since: kept, counted and given a reason; the others are put back', () => {
    document.body.innerHTML =
      '<input id="zip" value="typed"><input id="city"><select id="size"><option>S</option><option>M</option></select>';
    const filler = filled([
      { index: 0, value: 'LS1 4AP' },
      { index: 1, value: 'Leeds' },
      { index: 2, selected: ['M'] },
    ]);
    input('#city').value = 'Leeds, West Yorkshire';
    expect(filler.undo()).toEqual({ restored: 2, errors: {}, left: 1, leftReasons: { 1: CHANGED_AFTER_FILL } });
    expect([input('#zip').value, input('#city').value, select('#size').value]).toEqual([
      'typed',
      'Leeds, West Yorkshire',
      'S',
    ]);
  });

  it('a radio group the page chose again: the whole group, as one choice', () => {
    document.body.innerHTML =
      '<input type="radio" name="plan" id="a" checked><input type="radio" name="plan" id="b"><input type="radio" name="plan" id="c">';
    const filler = filled([{ index: 1, checked: true }]);
    input('#c').checked = true;
    expect(filler.undo()).toMatchObject({ restored: 0, left: 2 });
    expect(['#a', '#b', '#c'].map((id) => input(id).checked)).toEqual([false, false, true]);
  });

  it('a box the page turned into a submit button: not clicked, not submitted', () => {
    document.body.innerHTML = '<form><input type="checkbox" id="terms"></form>';
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', onSubmit);
    const filler = filled([{ index: 0, checked: true }]);
    input('#terms').type = 'submit';
    expect(filler.undo()).toMatchObject({ restored: 0, left: 1 });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("but not a value the page reworked as it took the fill's (a mask formatting it once the task is over)", async () => {
    document.body.innerHTML = '<input id="phone">';
    const phone = input('#phone');
    phone.addEventListener('input', () =>
      setTimeout(() => (phone.value = phone.value.replace(/(\d{3})(\d{4})/, '$1-$2')), 0),
    );
    const filler = filled([{ index: 0, value: '5551234' }]);
    await nextTask();
    expect(phone.value).toBe('555-1234');
    expect(filler.undo()).toEqual({ restored: 1, errors: {} });
    expect(phone.value).toBe('');
    await nextTask();
  });

  it('nor a field the write failed to change: there was nothing to put back', () => {
    document.body.innerHTML = '<input type="checkbox" id="veto"><input id="name">';
    input('#veto').addEventListener('click', (event) => event.preventDefault());
    const filler = new PageFiller(document);
    filler.collect();
    expect(
      filler.write([
        { index: 0, checked: true },
        { index: 1, value: 'Ada' },
      ]).errors,
    ).toEqual({ 0: 'the page kept it from changing' });
    expect(filler.undo()).toEqual({ restored: 1, errors: {} });
  });
});
