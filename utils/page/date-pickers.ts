import { NOT_KEPT, setNativeValue } from './write-field';
import { blurAsPerson, focusAsPerson, key, press, type } from './person-events';
import { rendered, waitFor } from './wait-for';
import { LIST_WAIT_MS, optionText, type PickOutcome } from './pick-option';
import { collapseSpace } from '../text/collapse-space';
import { isShown } from './widget-shows';
import { idRefs } from './id-refs';
import type { CalendarLevels, DatePickerLibrary } from './date-picker-libraries';

/**
 * Fills a date picker as a person does: types the date into its input and
 * leaves the field where it takes typing (the library reads it on blur),
 * else opens its calendar (a read-only input's, or the button that is its
 * only way in), goes to the month and year and clicks the day. Resolves to
 * what the input or button then shows, in the library's own format; rejects
 * when it shows nothing new, or the calendar stays open.
 * @example await pickDate(input, picker, '1990-05-17', '1990-05-17') // { picked: ['1990-05-17'], typed: true }
 */
export async function pickDate(
  target: HTMLElement,
  picker: DatePickerLibrary,
  text: string,
  iso: string,
): Promise<PickOutcome> {
  const shown = () =>
    target.tagName === 'INPUT' ? (target as HTMLInputElement).value : collapseSpace(target.textContent ?? '');
  const before = shown();
  const doc = target.ownerDocument;
  const typed = (target.tagName === 'INPUT' && !(target as HTMLInputElement).readOnly) || undefined;
  const open = ownCalendar(target, picker.openCalendar);
  if (typed) {
    focusAsPerson(target);
    type(target as HTMLInputElement, text);
    blurAsPerson(target);
  } else {
    press(target);
    const calendar = await waitFor(doc, LIST_WAIT_MS, open);
    if (!calendar) throw new Error('its calendar did not open');
    if (picker.levels) await pickByLevels(doc, open, picker.levels, iso);
    else await pickBySelects(calendar, picker, iso, target);
  }
  await rendered(target);
  if (typed && picker.closesOnBlur) await waitFor(doc, LIST_WAIT_MS, () => (open() ? undefined : true));
  const calendar = open();
  if (calendar) {
    // Escape in the calendar: in an input that takes typing, the library leaves the key to the input.
    key(calendar, 'Escape');
    if (await waitFor(doc, LIST_WAIT_MS, () => (open() ? undefined : true))) blurAsPerson(target);
    else throw new Error('its calendar did not close');
  }
  const now = shown();
  if (now === '' || now === before) throw new Error(NOT_KEPT);
  return { picked: [now], ...(typed ? { typed } : {}) };
}

/**
 * The calendar the target opened: the one its `aria-controls` names, or the dialog it labels (Mantine's), else
 * the one calendar shown that was not shown before (another picker's, left open by its page, is not it).
 * Undefined while there is none, or several; and once a target that says whether it is expanded says it is not,
 * since a calendar leaving in a transition that a tab in the background never ends is still in the page.
 */
function ownCalendar(target: HTMLElement, openCalendar: string): () => Element | undefined {
  const doc = target.ownerDocument;
  const before = new Set(doc.querySelectorAll(openCalendar));
  const named = (calendar: Element) => idRefs(calendar, 'aria-labelledby').includes(target.id);
  return () => {
    if (target.getAttribute('aria-expanded') === 'false') return undefined;
    const controls = target.getAttribute('aria-controls');
    const controlled = controls ? doc.getElementById(controls) : null;
    if (controlled?.matches(openCalendar)) return controlled;
    const calendars = [...doc.querySelectorAll(openCalendar)];
    const labelled = calendars.find(named);
    if (labelled) return labelled;
    const opened = calendars.filter((calendar) => !before.has(calendar) && isShown(calendar));
    return opened.length === 1 ? opened[0] : undefined;
  };
}

/** Sets a calendar's month select and year box, then clicks the day (flatpickr's). */
async function pickBySelects(
  calendar: Element,
  picker: DatePickerLibrary,
  iso: string,
  target: HTMLElement,
): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const yearInput = picker.year ? calendar.querySelector<HTMLInputElement>(picker.year) : null;
  const monthSelect = picker.month ? calendar.querySelector<HTMLSelectElement>(picker.month) : null;
  if (!yearInput || !monthSelect || !picker.day) throw new Error('its calendar has no month and year to set');
  // The year is read as a key is let go on it, once it has four digits.
  setNativeValue(yearInput, String(year));
  key(yearInput, String(year % 10));
  setNativeValue(monthSelect, String(month - 1));
  monthSelect.dispatchEvent(new Event('change', { bubbles: true }));
  await rendered(target);
  const cell = [...calendar.querySelectorAll(picker.day)].find((cell) => cell.textContent?.trim() === String(day));
  if (!cell) throw new Error('its calendar does not offer the day');
  press(cell);
}

/** Levels above a month's days a calendar has: the months of a year, the years of a decade. */
const MAX_LEVELS = 3;

/** Pages of years a calendar is moved through, a decade each: a date of birth is a few back. */
const MAX_DECADES = 20;

/**
 * Picks a date in a calendar of levels (CalendarLevels, Mantine's) as a
 * person does: up from the days to the years, to the decade of the date,
 * then its year, its month (the twelve cells in order, whatever their
 * language) and its day. Each step waits for the calendar to show its next
 * cells, a render or two.
 */
async function pickByLevels(
  doc: Document,
  calendar: () => Element | undefined,
  levels: CalendarLevels,
  iso: string,
): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const cells = () => [...(calendar()?.querySelectorAll<HTMLElement>(levels.cell) ?? [])];
  const texts = () => cells().map(optionText);
  const cellShowing = (text: string) => cells().find((cell) => optionText(cell) === text);
  const showsYears = () => {
    const shown = texts();
    return shown.length > 1 && shown.every((text) => /^\d{4}$/.test(text));
  };
  // Presses a control of the calendar, then waits until its cells change.
  const step = async (control: Element | null | undefined, what: string) => {
    if (!control) throw new Error(`its calendar has no way to ${what}`);
    const was = texts().join(' ');
    press(control);
    const changed = await waitFor(doc, LIST_WAIT_MS, () => (texts().join(' ') !== was ? true : undefined));
    if (!changed) throw new Error(`its calendar did not ${what}`);
  };
  for (let level = 0; level < MAX_LEVELS && !showsYears(); level++)
    await step(calendar()?.querySelector(levels.up), 'show its years');
  if (!showsYears()) throw new Error('its calendar did not show its years');
  for (let page = 0; page < MAX_DECADES; page++) {
    const years = texts().map(Number);
    if (year < Math.min(...years)) await step(calendar()?.querySelector(levels.previous), 'show earlier years');
    else if (year > Math.max(...years)) await step(calendar()?.querySelector(levels.next), 'show later years');
    else break;
  }
  await step(cellShowing(String(year)), `offer the year ${year}`);
  const months = cells();
  if (months.length !== 12) throw new Error('its calendar did not show the months of the year');
  await step(months[month - 1], 'show the days of the month');
  const dayCell = cellShowing(String(day));
  if (!dayCell) throw new Error('its calendar does not offer the day');
  press(dayCell);
}
