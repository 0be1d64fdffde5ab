import type { FieldDescription, FieldOption } from '../fields/field-description';
import type { FillWrite, PickWrite } from '../page-contract/fill-write';
import { collapseSpace } from '../text/collapse-space';
import { dateOfText } from '../values/date-part-values';
import { identityOf, usable } from './read-saved-fields';
import { picksFromList } from '../fill/widget-shows-frames';
import type { SavedField, SavedWrite } from './saved-fill';

/** Why a saved value was not put back, as its report row says it (a report's reasons are English, like a fill's). */
export const NO_FIELD = 'not restored: no field on the page matches it any more';
export const NO_OPTION = 'not restored: the list no longer offers this choice';
export const NO_DATE = 'not restored: the date picker cannot be set to a date written so';

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

/** Which write a field takes as it is described now (write-field.ts's whatItTakes; a list widget's pick). */
function takes(field: FieldDescription): 'value' | 'selected' | 'checked' | 'pick' {
  if (field.tag === 'select') return 'selected';
  if (picksFromList(field)) return 'pick';
  return field.type === 'checkbox' || field.type === 'radio' ? 'checked' : 'value';
}

const writeKind = (saved: SavedField) => Object.keys(saved.write)[0] as 'value' | 'checked' | 'selected' | 'pick';

/** Whether a saved value fits a field's kind of control: a widget's options, by their texts, fit a select too. */
const fits = (kind: ReturnType<typeof writeKind>, field: FieldDescription) =>
  takes(field) === kind || (kind === 'pick' && field.tag === 'select');

/**
 * Puts saved values onto the page's fields as they are now (a changed form
 * too): each saved field goes to the field with the same id, else the same
 * name, else the same label words, else the same placeholder (the texts a
 * rule matches a field by), of the same kind of control and, for radios and
 * checkboxes, the same option. Of several such fields, the one in the same
 * place among them (`nth`). A library widget gets the write a fill gives it
 * (a pick of the saved options by their text, a date picked), so the page
 * writes it through the widget. What finds no field, or no option, is named
 * with the reason. Pure.
 * @example matchSavedFields([{ label: 'email', …, write: { value: 'a@b.c' } }], fields).writes // [{ index: 3, value: 'a@b.c' }]
 */
export function matchSavedFields(saved: readonly SavedField[], fields: readonly FieldDescription[]): SavedMatch {
  const candidates = fields.filter(usable).map((field) => ({ field, identity: identityOf(field) }));
  const used = new Set<number>();
  const result: SavedMatch = { writes: [], matched: new Map(), unmatched: [] };
  for (const entry of saved) {
    const kind = writeKind(entry);
    const fitting = candidates.filter(
      ({ field }) =>
        fits(kind, field) && (kind !== 'checked' || entry.option === undefined || field.value === entry.option),
    );
    const found = findField(entry, fitting, used);
    if (!found) {
      result.unmatched.push({ saved: entry, reason: NO_FIELD });
      continue;
    }
    const restore = restoreWrite(entry.write, found);
    if ('reason' in restore) {
      result.unmatched.push({ saved: entry, reason: restore.reason });
      continue;
    }
    used.add(found.index);
    result.matched.set(found.index, entry);
    if (restore.write) result.writes.push(restore.write);
  }
  return result;
}

/**
 * The write that puts a saved value into the field as it is now: a native
 * control's as saved; a widget's as the pick a fill makes for it, of the
 * saved options only (PickWrite.exact); none where a date picker holds the
 * date already (its picker would see no change). A reason where the field
 * cannot take it.
 */
function restoreWrite(write: SavedWrite, field: FieldDescription): { write?: FillWrite } | { reason: string } {
  const { index } = field;
  const pick = (texts: string[]): { write: PickWrite } => ({
    write: { index, pick: texts, seed: 0, many: texts.length, exact: true },
  });
  if ('pick' in write || 'selected' in write) {
    // A widget without a select shows its options only once opened: the page says whether they are offered.
    if (field.tag !== 'select') return 'pick' in write ? pick(write.pick) : { reason: NO_OPTION };
    const chosen = 'pick' in write ? offeredByText(field, write.pick) : offered(field, write.selected);
    if (!chosen) return { reason: NO_OPTION };
    // A select a library draws as a widget is picked through it, by the options' texts (widget-twin.ts).
    return field.widget
      ? pick(chosen.map((option) => option.text))
      : { write: { index, selected: chosen.map((option) => option.value) } };
  }
  // A date drawn by a calendar, or as spin-button segments, is picked or typed through its widget, not set.
  if ('value' in write && (field.widget === 'calendar' || field.widget === 'segments')) {
    if (field.value === write.value) return {};
    const iso = dateOfText(write.value, field.placeholder);
    if (!iso) return { reason: NO_DATE };
    return { write: { index, pick: [write.value, iso], seed: 0, many: 1 } };
  }
  return { write: { index, ...write } };
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

/** A list's options of these values, each enabled; undefined when one is not offered any more. */
function offered(field: FieldDescription, values: readonly string[]): FieldOption[] | undefined {
  const options = values.map((value) => field.options?.find((option) => !option.disabled && option.value === value));
  return options.every((option) => option !== undefined) ? (options as FieldOption[]) : undefined;
}

/** A list's options of these texts (as a widget showed them), else of these values; undefined when one is not offered. */
function offeredByText(field: FieldDescription, texts: readonly string[]): FieldOption[] | undefined {
  const enabled = (field.options ?? []).filter((option) => !option.disabled);
  const options = texts.map(
    (text) =>
      enabled.find((option) => collapseSpace(option.text) === text) ?? enabled.find((option) => option.value === text),
  );
  return options.every((option) => option !== undefined) ? (options as FieldOption[]) : undefined;
}
