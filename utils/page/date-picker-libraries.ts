/**
 * What the ARIA patterns do not say about a date-picker library, as data: a
 * calendar that no attribute ties to its input, drawn at the end of the
 * page, and how to move about in it. Code per library stays out of the
 * engine; a library is an entry here.
 */
export interface DatePickerLibrary {
  library: string;
  /** The input the library draws its calendar for. */
  input: string;
  /** A button that opens its calendar and shows the date picked there: the calendar is its only way in. */
  button?: string;
  /** The open calendar; every control in a calendar is a part of the picker, never a field. */
  calendar: string;
  openCalendar: string;
  /**
   * In the calendar: the month select (options valued 0–11), the year input, the days of the month shown; none
   * where the calendar has no such select and box (Mantine's, moved about by levels).
   */
  month?: string;
  year?: string;
  day?: string;
  /** A calendar moved about by levels (days, months, years), where it has no month select and year box. */
  levels?: CalendarLevels;
  /** Its calendar closes by itself as the typed input is left, in a transition; an Escape then would open it again. */
  closesOnBlur?: true;
}

/**
 * A calendar of levels: its header goes up from the days of a month to the
 * months of a year to the years of a decade, its arrows to the previous and
 * next of whatever it shows, and its cells are the days, months or years.
 */
export interface CalendarLevels {
  up: string;
  previous: string;
  next: string;
  /** A cell a person can pick: not another month's day, not a disabled one. */
  cell: string;
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
    // DatePicker: its calendar opens as the input takes focus; typed text is read as the date once it is left.
    // A calendar leaving (rc-motion's `-leave` classes, which a tab in the background keeps) is closed.
    library: 'Ant Design',
    input: '.ant-picker-input > input',
    calendar: '.ant-picker-dropdown',
    openCalendar: '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden, [class*="-leave"])',
  },
  {
    // DateInput, whose calendar opens as the input takes focus, its typed text read as a date as it changes and
    // emptied on blur where it is none; DatePickerInput, a button whose calendar is its only way in.
    library: 'Mantine',
    input: 'input[data-dates-input]',
    button: 'button[data-dates-input][aria-haspopup=dialog]',
    calendar: '[data-dates-dropdown]',
    openCalendar: '[data-dates-dropdown]',
    levels: {
      up: '[data-level-control]',
      previous: '[data-direction=previous]',
      next: '[data-direction=next]',
      cell: 'table button:not([data-outside], [disabled])',
    },
    closesOnBlur: true,
  },
];

/** Every library's calendar, whose controls are never fields. */
export const CALENDAR_SELECTOR = DATE_PICKERS.map((picker) => picker.calendar).join(', ');

/** Every library's button that opens a calendar as its only way in: a date field, though no form control. */
export const CALENDAR_BUTTON_SELECTOR = DATE_PICKERS.flatMap((picker) => picker.button ?? []).join(', ');

/** A button a date-picker library draws to open its calendar, standing for the date (DatePickerLibrary.button). */
export type CalendarButton = HTMLElement & { readonly value?: never };

/** The date-picker library that drew its calendar for this input, or this button, if any. */
export function datePickerOf(element: Element): DatePickerLibrary | undefined {
  if (element.tagName === 'INPUT') return DATE_PICKERS.find((picker) => element.matches(picker.input));
  if (element.tagName !== 'BUTTON') return undefined;
  return DATE_PICKERS.find((picker) => picker.button !== undefined && element.matches(picker.button));
}

/** Whether the element is a button that opens a library's calendar, the date's only way in. */
export function isCalendarButton(element: Element): element is CalendarButton {
  return element.tagName === 'BUTTON' && datePickerOf(element) !== undefined;
}
