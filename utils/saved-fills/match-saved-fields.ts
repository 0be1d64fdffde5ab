import type { FieldDescription } from '../fields/field-description';
import type { FillWrite } from '../page-contract/fill-write';
import { identityOf } from './read-saved-fields';
import type { SavedField } from './saved-fill';

/** Why a saved value was not put back, as its report row says it (a report's reasons are English, like a fill's). */
export const NO_FIELD = 'not restored: no field on the page matches it any more';
export const NO_OPTION = 'not restored: the list no longer offers this choice';

export interface SavedMatch {
  /** The writes for the fields that still match, by the page-wide index. */
  writes: FillWrite[];
  /** Each write's saved field, by the page-wide index. */
  matched: Map<number, SavedField>;
  /** The saved values that found no field, and why. */
  unmatched: Array<{ saved: SavedField; reason: string }>;
}

type Identity = ReturnType<typeof identityOf>;
/** The texts a field is known by, strongest first: an id names one field; a label or placeholder may be shared. */
const LEVELS = ['id', 'name', 'label', 'placeholder'] as const;

/** Which write a field takes as it is described now (write-field.ts's whatItTakes, from the description). */
function takes(field: FieldDescription): 'value' | 'selected' | 'checked' {
  if (field.tag === 'select') return 'selected';
  return field.type === 'checkbox' || field.type === 'radio' ? 'checked' : 'value';
}

const writeKind = (saved: SavedField) => Object.keys(saved.write)[0] as 'value' | 'checked' | 'selected';

const writable = (field: FieldDescription) =>
  !field.disabled && !field.readOnly && !field.hidden && !field.offScreen && !field.trap && !field.inert;

/**
 * Puts saved values onto the page's fields as they are now (a changed form
 * too): each saved field goes to the field with the same id, else the same
 * name, else the same label words, else the same placeholder (the texts a
 * rule matches a field by), of the same kind of control and, for radios and
 * checkboxes, the same option. Of several such fields, the one in the same
 * place among them (`nth`). What finds no field is named with the reason.
 * Pure.
 * @example matchSavedFields([{ label: 'email', …, write: { value: 'a@b.c' } }], fields).writes // [{ index: 3, value: 'a@b.c' }]
 */
export function matchSavedFields(saved: readonly SavedField[], fields: readonly FieldDescription[]): SavedMatch {
  const candidates = fields.filter(writable).map((field) => ({ field, identity: identityOf(field) }));
  const used = new Set<number>();
  const result: SavedMatch = { writes: [], matched: new Map(), unmatched: [] };
  for (const entry of saved) {
    const kind = writeKind(entry);
    const fitting = candidates.filter(
      ({ field }) =>
        takes(field) === kind && (kind !== 'checked' || entry.option === undefined || field.value === entry.option),
    );
    const found = findField(entry, fitting, used);
    if (!found) {
      result.unmatched.push({ saved: entry, reason: NO_FIELD });
      continue;
    }
    if ('selected' in entry.write && !offers(found, entry.write.selected)) {
      result.unmatched.push({ saved: entry, reason: NO_OPTION });
      continue;
    }
    used.add(found.index);
    result.matched.set(found.index, entry);
    result.writes.push({ index: found.index, ...entry.write });
  }
  return result;
}

/** The field for a saved one at the strongest level where any field shares its text: its `nth` there, else the first not taken. */
function findField(
  saved: SavedField,
  fitting: Array<{ field: FieldDescription; identity: Identity }>,
  used: ReadonlySet<number>,
): FieldDescription | undefined {
  for (const level of LEVELS) {
    if (!saved[level]) continue;
    const same = fitting.filter(({ identity }) => identity[level] === saved[level]).map(({ field }) => field);
    if (!same.length) continue;
    const placed = same[saved.nth];
    if (placed && !used.has(placed.index)) return placed;
    const free = same.find((field) => !used.has(field.index));
    if (free) return free;
  }
  return undefined;
}

/** Whether a list still offers every one of these choices. */
function offers(field: FieldDescription, selected: readonly string[]): boolean {
  const values = new Set((field.options ?? []).filter((option) => !option.disabled).map((option) => option.value));
  return selected.every((value) => values.has(value));
}
