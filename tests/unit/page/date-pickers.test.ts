// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pickDate } from '@/utils/page/date-pickers';
import { datePickerOf } from '@/utils/page/date-picker-libraries';

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * A typed date input as Mantine's DateInput draws it: its calendar opens as the input takes focus and closes
 * in a transition once it is left; Escape in the calendar gives focus back to the input, which opens it again.
 */
function mantineLike(): HTMLInputElement {
  document.body.innerHTML = `<label for="start">Start date</label><input id="start" data-dates-input="true">`;
  const input = document.querySelector('input')!;
  let opened = false;
  const open = () => {
    opened = true;
    if (document.querySelector('[data-dates-dropdown]')) return;
    const calendar = document.createElement('div');
    calendar.setAttribute('data-dates-dropdown', 'true');
    calendar.setAttribute('role', 'dialog');
    calendar.addEventListener('keydown', (event) => {
      if ((event as KeyboardEvent).key === 'Escape') input.focus();
    });
    document.body.append(calendar);
  };
  input.addEventListener('focus', open);
  input.addEventListener('blur', () => {
    opened = false;
    // Focus back before the transition ends keeps it open.
    setTimeout(() => opened || document.querySelector('[data-dates-dropdown]')?.remove(), 30);
    // The text is read as a date on blur, and shown in the library's own format.
    if (input.value === '2026-12-31') input.value = 'December 31, 2026';
  });
  return input;
}

describe('pickDate, a typed date input whose calendar closes as it is left (Mantine)', () => {
  it('types the date, leaves the input, and lets its calendar close by itself', async () => {
    const input = mantineLike();
    const picker = datePickerOf(input);
    expect(picker?.library).toBe('Mantine');

    await expect(pickDate(input, picker!, '2026-12-31', '2026-12-31')).resolves.toEqual({
      picked: ['December 31, 2026'],
      typed: true,
    });
    expect(document.querySelector('[data-dates-dropdown]')).toBeNull();
    expect(document.activeElement).not.toBe(input);
  });

  it('says so where the input is left empty: the page did not keep the date', async () => {
    const input = mantineLike();
    input.addEventListener('blur', () => (input.value = ''));
    await expect(pickDate(input, datePickerOf(input)!, 'soon', '2026-12-31')).rejects.toThrow(
      'the page did not keep the value',
    );
  });
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A button whose calendar is its only way in, as Mantine's DatePickerInput draws it: the dialog it opens is
 * labelled by the button, its header goes up from a month's days to a year's months to a decade's years, its
 * arrows page through whatever it shows, and a day's click shows the date on the button and closes it.
 */
function levelsLike(): HTMLButtonElement {
  document.body.innerHTML = `<label for="due">Delivery date</label>
    <button id="due" type="button" data-dates-input="true" aria-haspopup="dialog" aria-expanded="false"><span></span></button>`;
  const button = document.querySelector('button')!;
  let view: { level: 'days' | 'months' | 'years'; year: number; month: number } = {
    level: 'days',
    year: 2026,
    month: 11,
  };
  const draw = (dialog: HTMLElement) => {
    const { level, year, month } = view;
    const cells =
      level === 'years'
        ? Array.from({ length: 10 }, (_, i) => String(Math.floor(year / 10) * 10 + i))
        : level === 'months'
          ? MONTHS
          : Array.from({ length: new Date(year, month, 0).getDate() }, (_, i) => String(i + 1));
    const title = level === 'years' ? 'decade' : level === 'months' ? String(year) : `${MONTHS[month - 1]} ${year}`;
    dialog.innerHTML = `<button data-direction="previous">‹</button><button data-level-control>${title}</button>
      <button data-direction="next">›</button><table><tr>${cells.map((cell) => `<td><button>${cell}</button></td>`).join('')}</tr></table>`;
  };
  button.addEventListener('click', () => {
    const dialog = document.createElement('div');
    Object.assign(dialog, { role: 'dialog' });
    dialog.setAttribute('data-dates-dropdown', 'true');
    dialog.setAttribute('aria-labelledby', 'due');
    view = { level: 'days', year: 2026, month: 11 };
    draw(dialog);
    button.setAttribute('aria-expanded', 'true');
    dialog.addEventListener('click', (event) => {
      const pressed = event.target as HTMLElement;
      const text = pressed.textContent!;
      const step = view.level === 'years' ? 120 : view.level === 'months' ? 12 : 1;
      const moveMonths = (by: number) => {
        const at = view.year * 12 + view.month - 1 + by;
        view = { ...view, year: Math.floor(at / 12), month: (at % 12) + 1 };
      };
      if (pressed.hasAttribute('data-level-control'))
        view = { ...view, level: view.level === 'days' ? 'months' : 'years' };
      else if (pressed.dataset.direction) moveMonths((pressed.dataset.direction === 'next' ? 1 : -1) * step);
      else if (view.level === 'years') view = { ...view, level: 'months', year: Number(text) };
      else if (view.level === 'months') view = { ...view, level: 'days', month: MONTHS.indexOf(text) + 1 };
      else {
        button.querySelector('span')!.textContent = `${MONTHS[view.month - 1]} ${text}, ${view.year}`;
        button.setAttribute('aria-expanded', 'false');
        dialog.remove();
        return;
      }
      // The calendar draws its next cells a moment later, as a component renders.
      setTimeout(() => draw(dialog), 5);
    });
    document.body.append(dialog);
  });
  return button;
}

describe('a button whose calendar is its only way in (Mantine DatePickerInput)', () => {
  it('is one date field, labelled as any field; a button that opens another dialog is none', async () => {
    const { collectControls, describeField } = await import('@/utils/page/describe-field');
    levelsLike();
    document.body.insertAdjacentHTML('beforeend', '<button type="button" aria-haspopup="dialog">Share</button>');
    const fields = collectControls(document).map((element, index) => describeField(element, index));
    expect(fields.map(({ tag, type, label, widget }) => ({ tag, type, label, widget }))).toEqual([
      { tag: 'widget', type: 'date', label: 'Delivery date', widget: 'calendar' },
    ]);
  });

  it('goes up to the years, pages back to the decade, and picks the year, the month and the day', async () => {
    const button = levelsLike();
    // Another picker's calendar, left in the page as it leaves: not this button's.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-dates-dropdown><table><tr><td><button>1</button></td></tr></table></div>',
    );
    let submits = 0;
    document.addEventListener('submit', () => submits++);

    await expect(pickDate(button, datePickerOf(button)!, '', '1990-05-17')).resolves.toEqual({
      picked: ['May 17, 1990'],
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(submits).toBe(0);
  });
});
