import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import { normalizeText } from '../text/normalize-text';
import type { Classification } from './classification';
import { datePartKind } from './date-parts';

type BirthPart = 'date.birthdateDay' | 'date.birthdateMonth' | 'date.birthdateYear';

const PARTS: readonly BirthPart[] = ['date.birthdateDay', 'date.birthdateMonth', 'date.birthdateYear'];

/** A name's last letter standing for a part (`dob_d`, `date_of_birth[m]`), as the masks a box shows spell it. */
const LETTER_MASKS: Record<string, string> = { d: 'dd', m: 'mm', y: 'yyyy' };

/**
 * A birth date typed in three boxes side by side whose words all say "birth"
 * (`birth_1`, `birth_2`, `birth_3` after "Birthday"): each box takes its part,
 * not the whole date. A box says its part by the mask it shows ("DD",
 * "JJJJ"), the last letter or word of its name or id (`dob_m`,
 * `birth_year`), or, for the year, a length of four. A year first puts month
 * then day after it, the only order that starts with the year; a year last
 * puts day then month before it, as most of the world writes a date (a
 * month-first form says so: "MM", `dob_m`). With no year placed, the boxes
 * are left as they were.
 * @example splitBirthDates([dob_d, dob_m, dob_y], results) // Map { 0 => 'date.birthdateDay', 1 => …Month, 2 => …Year }
 */
export function splitBirthDates(fields: FieldDescription[], results: Classification[]): Map<number, FieldKind> {
  const parts = new Map<number, FieldKind>();
  const isWhole = (index: number) =>
    results[index]?.kind === 'date.birthdate' &&
    results[index]!.signal !== 'autocomplete' &&
    fields[index]!.type !== 'date' &&
    fields[index]!.tag === 'input';
  for (let start = 0; start + 2 < fields.length; start++) {
    const run = [start, start + 1, start + 2];
    if (!run.every(isWhole) || isWhole(start + 3) || (start > 0 && isWhole(start - 1))) continue;
    if (run.some((index) => fields[index]!.formIndex !== fields[start]!.formIndex)) continue;
    const said = run.map((index) => ownPart(fields[index]!));
    const chosen = orderParts(said);
    if (chosen) run.forEach((index, at) => parts.set(index, chosen[at]!));
  }
  return parts;
}

/** Each box's part: what it says, the rest by a year-first order; undefined when the boxes leave it open. */
function orderParts(said: Array<BirthPart | undefined>): BirthPart[] | undefined {
  const known = said.filter((part) => part !== undefined);
  if (new Set(known).size !== known.length) return undefined;
  const missing = PARTS.filter((part) => !known.includes(part));
  if (missing.length === 1) return said.map((part) => part ?? missing[0]!);
  if (missing.length === 0) return said as BirthPart[];
  // Year, month, day where the year comes first; day, month, year where it comes last.
  const order: BirthPart[] | undefined =
    said[0] === 'date.birthdateYear'
      ? ['date.birthdateMonth', 'date.birthdateDay']
      : said[2] === 'date.birthdateYear'
        ? ['date.birthdateDay', 'date.birthdateMonth']
        : undefined;
  if (!order) return undefined;
  return said.map((part) => part ?? order.shift()!);
}

function ownPart(field: FieldDescription): BirthPart | undefined {
  const masks = [field.placeholder, field.value].map(normalizeText);
  // The last word of a name or id (`tx_profile[date_of_birth_m]` → `m`).
  const lastWords = [field.name, field.id].map((text) => normalizeText(text).split(' ').at(-1) ?? '');
  for (const word of [...masks, ...lastWords]) {
    const kind = datePartKind(LETTER_MASKS[word] ?? word, 'none');
    if (PARTS.includes(kind as BirthPart)) return kind as BirthPart;
  }
  return field.maxLength === 4 ? 'date.birthdateYear' : undefined;
}
