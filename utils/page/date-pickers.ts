import { setNativeValue } from './write-field';
import { key, press, type } from './person-events';
import { rendered, waitFor } from './wait-for';
import { LIST_WAIT_MS, type PickOutcome } from './pick-option';

/**
 * What the ARIA patterns do not say about a date-picker library, as data: a
 * calendar that no attribute ties to its input, drawn at the end of the
 * page. Code per library stays out of the engine; a library is an entry here.
 */
interface DatePickerLibrary {
  library: string;
  /** The input the library draws its calendar for. */
  input: string;
  /** The open calendar; every control in a calendar is a part of the picker, never a field. */
  calendar: string;
  openCalendar: string;
  /**
   * In the calendar: the month select (options valued 0–11), the year input, the days of the month shown; none
   * where the calendar has no such select and box (Mantine's: its input takes typing, and is typed into).
   */
  month?: string;
  year?: string;
  day?: string;
  /** Its calendar closes by itself as the typed input is left, in a transition; an Escape then would open it again. */
  closesOnBlur?: true;
}

const DATE_PICKERS: DatePickerLibrary[] = [
  {
    library: 'flatpickr',
    input: 'input.flatpickr-input',
    calendar: '.flatpickr-calendar',
    openCalendar: '.flatpickr-calendar.open',
    month: 'select.flatpickr-monthDropdown-months',
    year: 'input.cur-year',
    day: '.flatpickr-day:not(.prevMonthDay, .nextMonthDay, .flatpickr-disabled)',
  },
  {
    // Its calendar opens as the input takes focus; the typed text is read as a date as it changes.
    library: 'react-datepicker',
    input: '.react-datepicker__input-container > input',
    calendar: '.react-datepicker-popper',
    openCalendar: '.react-datepicker-popper',
  },
  {
    // DateInput: its calendar opens as the input takes focus; the typed text is read as a date as it changes,
    // and emptied on blur where it is none.
    library: 'Mantine',
    input: 'input[data-dates-input]',
    calendar: '[data-dates-dropdown]',
    openCalendar: '[data-dates-dropdown]',
    closesOnBlur: true,
  },
];

/** Every library's calendar, whose controls are never fields. */
export const CALENDAR_SELECTOR = DATE_PICKERS.map((picker) => picker.calendar).join(', ');

/** The date-picker library that drew its calendar for this input, if any. */
export function datePickerOf(input: Element): DatePickerLibrary | undefined {
  return input.tagName === 'INPUT' ? DATE_PICKERS.find((picker) => input.matches(picker.input)) : undefined;
}

/**
 * Fills a date picker's input as a person does: types the date and leaves
 * the field where it takes typing (the library reads it on blur), else opens
 * its calendar, sets its month and year, and clicks the day. Resolves to what
 * the input then shows, in the library's own format; rejects when it shows
 * nothing new, or the calendar stays open.
 * @example await pickDate(input, picker, '1990-05-17', '1990-05-17') // { picked: ['1990-05-17'], typed: true }
 */
export async function pickDate(
  input: HTMLInputElement,
  picker: DatePickerLibrary,
  text: string,
  iso: string,
): Promise<PickOutcome> {
  const before = input.value;
  const doc = input.ownerDocument;
  const typed = !input.readOnly || undefined;
  if (typed) {
    input.focus({ preventScroll: true });
    type(input, text);
    input.blur();
  } else {
    press(input);
    const calendar = await waitFor(doc, LIST_WAIT_MS, () => doc.querySelector(picker.openCalendar) ?? undefined);
    if (!calendar) throw new Error('its calendar did not open');
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    const yearInput = picker.year ? calendar.querySelector<HTMLInputElement>(picker.year) : null;
    const monthSelect = picker.month ? calendar.querySelector<HTMLSelectElement>(picker.month) : null;
    if (!yearInput || !monthSelect || !picker.day) throw new Error('its calendar has no month and year to set');
    // The year is read as a key is let go on it, once it has four digits.
    setNativeValue(yearInput, String(year));
    key(yearInput, String(year % 10));
    setNativeValue(monthSelect, String(month - 1));
    monthSelect.dispatchEvent(new Event('change', { bubbles: true }));
    await rendered(input);
    const cell = [...calendar.querySelectorAll(picker.day)].find((cell) => cell.textContent?.trim() === String(day));
    if (!cell) throw new Error('its calendar does not offer the day');
    press(cell);
  }
  await rendered(input);
  const open = () => doc.querySelector(picker.openCalendar) ?? undefined;
  if (typed && picker.closesOnBlur) await waitFor(doc, LIST_WAIT_MS, () => (open() ? undefined : true));
  const calendar = open();
  if (calendar) {
    // Escape in the calendar: in an input that takes typing, the library leaves the key to the input.
    key(calendar, 'Escape');
    if (await waitFor(doc, LIST_WAIT_MS, () => (open() ? undefined : true))) input.blur();
    else throw new Error('its calendar did not close');
  }
  if (input.value === '' || input.value === before) throw new Error('the page did not keep the value');
  return { picked: [input.value], ...(typed ? { typed } : {}) };
}
