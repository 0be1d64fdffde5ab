import type { FieldDescription } from '../fields/field-description';
import { normalizeText } from '../text/normalize-text';
import type { SavedField, SavedWrite } from './saved-fill';
import { picksFromList } from '../fill/widget-shows-frames';

/** The identity a saved field is found again by: the texts rules match a field by, and its kind of control. */
export function identityOf(
  field: Pick<FieldDescription, 'label' | 'name' | 'id' | 'placeholder' | 'type'>,
): Pick<SavedField, 'label' | 'name' | 'id' | 'placeholder' | 'type'> {
  return {
    label: normalizeText(field.label).slice(0, 60).trim(),
    name: field.name.slice(0, 300),
    id: field.id.slice(0, 300),
    placeholder: field.placeholder.slice(0, 300),
    type: field.type,
  };
}

/** One key for fields of the same identity: the nth of them tells repeated rows apart. */
export const identityKey = (field: Pick<SavedField, 'label' | 'name' | 'id' | 'placeholder' | 'type'>): string =>
  JSON.stringify([field.label, field.name, field.id, field.placeholder, field.type]);

/** What a field holds now, as a saved write; undefined when it holds nothing worth keeping (an empty box, a radio not chosen). */
function heldValue(field: FieldDescription): SavedWrite | undefined {
  if (field.type === 'checkbox') return { checked: field.checked };
  if (field.type === 'radio') return field.checked ? { checked: true } : undefined;
  if (picksFromList(field)) {
    // A combobox whose input keeps its choice (MUI Autocomplete's) shows it as its value.
    const shown = field.shows ?? (field.tag === 'input' && field.value ? [field.value] : []);
    return shown.length ? { pick: shown } : undefined;
  }
  if (field.tag === 'select') return field.value ? { selected: [field.value] } : undefined;
  return field.value ? { value: field.value } : undefined;
}

/**
 * A field a user could have typed into or chosen in: one the page shows and lets them change. A widget that
 * shows a choice is shown, even where it moves its input aside once it holds one (Tom Select's).
 */
export const usable = (field: FieldDescription) =>
  !field.disabled &&
  !field.readOnly &&
  !field.trap &&
  !field.inert &&
  ((!field.hidden && !field.offScreen) || (field.shows?.length ?? 0) > 0);

/**
 * What the page's fields hold now, as saved fields (typed by the user or
 * filled): a library widget's choice as the options' texts it shows (a date
 * picker's as its input's value); empty boxes and unchosen radios are not
 * kept; password fields only with `passwords`. Also says how many password
 * fields held a value and were left out.
 * @example readSavedFields([emailField], { passwords: false }) // { fields: [{ label: 'email', …, write: { value: 'ada@example.com' } }], passwordsLeft: 0 }
 */
export function readSavedFields(
  fields: readonly FieldDescription[],
  { passwords }: { passwords: boolean },
): { fields: SavedField[]; passwordsLeft: number } {
  const seen = new Map<string, number>();
  const saved: SavedField[] = [];
  let passwordsLeft = 0;
  for (const field of fields) {
    if (!usable(field)) continue;
    const identity = identityOf(field);
    const key = identityKey(identity) + (field.type === 'radio' || field.type === 'checkbox' ? field.value : '');
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const write = heldValue(field);
    if (!write) continue;
    if (field.type === 'password' && !passwords) {
      passwordsLeft++;
      continue;
    }
    const option = field.type === 'radio' || field.type === 'checkbox' ? { option: field.value } : {};
    saved.push({ ...identity, ...option, nth, write, ...(field.widget ? { widget: field.widget } : {}) });
  }
  return { fields: saved, passwordsLeft };
}
