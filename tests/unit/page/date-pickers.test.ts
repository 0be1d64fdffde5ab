// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { datePickerOf, pickDate } from '@/utils/page/date-pickers';

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
