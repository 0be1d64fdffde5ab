import type { FieldKind } from '../../fields/field-kinds';
import type { EdgeCategory, EdgeInputType } from './edge-case';

const DAYS: readonly FieldKind[] = ['date.birthdate', 'date.anytime'];
const BIRTH: readonly FieldKind[] = ['date.birthdate'];
const ANY_DAY: readonly FieldKind[] = ['date.anytime'];
/** Every kind a date or time input holds: the field's own bounds apply to each. */
const TEMPORAL: readonly FieldKind[] = [
  'date.birthdate',
  'date.anytime',
  'date.month',
  'date.week',
  'date.time',
  'date.datetimeLocal',
];

/** Only a date or time input has a min and a max. */
const BOUNDED: readonly EdgeInputType[] = ['date', 'month', 'week', 'time', 'datetime-local'];

/** Days and times that calendars, time zones and two-digit years get wrong. */
export const DATES: EdgeCategory = {
  id: 'date',
  title: 'menuEdgeDate',
  label: 'date',
  cases: [
    { id: 'leap-day', name: '29 February', value: '2000-02-29', kinds: DAYS },
    { id: 'leap-day-2024', name: '29 February 2024', value: '2024-02-29', kinds: ANY_DAY },
    { id: 'new-years-eve', name: '31 December', value: '1999-12-31', kinds: DAYS },
    { id: '1900', name: '1 January 1900', value: '1900-01-01', kinds: DAYS },
    { id: 'epoch', name: 'the Unix epoch', value: '1970-01-01', kinds: DAYS },
    { id: 'y2k', name: '1 January 2000', value: '2000-01-01', kinds: DAYS },
    { id: 'y2038', name: '19 January 2038 (32-bit time ends)', value: '2038-01-19', kinds: ANY_DAY },
    { id: 'far-future', name: 'far future (2999)', value: '2999-12-31', kinds: ANY_DAY },
    { id: 'dst-start', name: 'a daylight-saving change (EU)', value: '2025-03-30', kinds: ANY_DAY },
    { id: 'min', name: 'the field’s min', value: (field) => field.min, kinds: TEMPORAL, types: BOUNDED },
    { id: 'max', name: 'the field’s max', value: (field) => field.max, kinds: TEMPORAL, types: BOUNDED },
    { id: 'month-february', name: 'February', value: '2024-02', kinds: ['date.month'] },
    { id: 'month-1900', name: 'January 1900', value: '1900-01', kinds: ['date.month'] },
    { id: 'month-december', name: 'December', value: '1999-12', kinds: ['date.month'] },
    { id: 'week-53', name: 'week 53', value: '2020-W53', kinds: ['date.week'] },
    { id: 'week-1', name: 'week 1 starting in December', value: '2025-W01', kinds: ['date.week'] },
    { id: 'midnight', name: 'midnight', value: '00:00', kinds: ['date.time'] },
    { id: 'last-minute', name: 'one minute to midnight', value: '23:59', kinds: ['date.time'] },
    { id: 'noon', name: 'noon', value: '12:00', kinds: ['date.time'] },
    { id: 'leap-evening', name: '29 February, 23:59', value: '2024-02-29T23:59', kinds: ['date.datetimeLocal'] },
    { id: 'epoch-moment', name: 'the epoch, 00:00', value: '1970-01-01T00:00', kinds: ['date.datetimeLocal'] },
    { id: 'y2038-moment', name: 'when 32-bit time ends', value: '2038-01-19T03:14', kinds: ['date.datetimeLocal'] },
    {
      id: 'dst-gap',
      name: 'a local time that does not exist (EU spring)',
      value: '2025-03-30T02:30',
      kinds: ['date.datetimeLocal'],
    },
    { id: 'day-29', name: 'day 29', value: '29', kinds: ['date.birthdateDay'] },
    { id: 'day-31', name: 'day 31', value: '31', kinds: ['date.birthdateDay'] },
    { id: 'day-01', name: 'day 01, with a zero', value: '01', kinds: ['date.birthdateDay'] },
    { id: 'month-02', name: 'month 02', value: '02', kinds: ['date.birthdateMonth'] },
    { id: 'month-12', name: 'month 12', value: '12', kinds: ['date.birthdateMonth'] },
    { id: 'year-1900', name: 'year 1900', value: '1900', kinds: ['date.birthdateYear'] },
    { id: 'year-2000', name: 'year 2000', value: '2000', kinds: ['date.birthdateYear'] },
    { id: 'birth-future', name: 'birth date in 2999', value: '2999-12-31', kinds: BIRTH, valid: false },
    { id: 'birth-1800', name: 'birth date in 1800', value: '1800-01-01', kinds: BIRTH, valid: false },
    { id: 'birth-today-plus', name: 'born tomorrow, a century on', value: '2126-01-01', kinds: BIRTH, valid: false },
    { id: 'february-30', name: '30 February', value: '2023-02-30', kinds: DAYS, valid: false, blockedBy: ['date'] },
    {
      id: 'february-29-common',
      name: '29 February in a common year',
      value: '2023-02-29',
      kinds: DAYS,
      valid: false,
      blockedBy: ['date'],
    },
    { id: 'month-13', name: 'month 13', value: '2024-13-01', kinds: DAYS, valid: false, blockedBy: ['date'] },
    { id: 'year-zero', name: 'year 0000', value: '0000-01-01', kinds: ANY_DAY, valid: false, blockedBy: ['date'] },
    { id: 'day-32', name: 'day 32', value: '32', kinds: ['date.birthdateDay'], valid: false },
    { id: 'day-00', name: 'day 00', value: '00', kinds: ['date.birthdateDay'], valid: false },
    { id: 'month-13-part', name: 'month 13', value: '13', kinds: ['date.birthdateMonth'], valid: false },
    { id: 'year-2999', name: 'birth year 2999', value: '2999', kinds: ['date.birthdateYear'], valid: false },
    {
      id: 'time-24',
      name: '24:00 written as a time',
      value: '24:00',
      kinds: ['date.time'],
      valid: false,
      blockedBy: ['time'],
    },
  ],
};
