import type { FieldDescription } from '../fields/field-description';

/**
 * Why a field must be left as it is, if it must: the page blocks it, places
 * it off-screen (where only bots fill), hides it or makes it inert (unless
 * `fillHidden`), or, with "fill empty fields only", it holds a value or, a
 * widget, shows a choice (FieldDescription.shows).
 * @example skipReason({ ...field, readOnly: true }, false) // 'read-only'
 */
export function skipReason(field: FieldDescription, onlyEmpty: boolean, fillHidden = false): string | undefined {
  if (field.disabled) return 'disabled';
  if (field.readOnly) return 'read-only';
  if (field.offScreen) return 'off-screen, where only bots fill';
  if (field.hidden && !fillHidden) return 'hidden';
  // Like a hidden step, an inert one ("Fill hidden fields too" fills both): no one can use it now.
  if (field.inert && !fillHidden) return 'inert: the page blocks it for now';
  // A library widget shows its choice beside its input, which stays empty (react-select's, a list button's).
  const hasValue = field.type === 'checkbox' ? field.checked : field.value !== '' || (field.shows?.length ?? 0) > 0;
  if (onlyEmpty && hasValue) return 'already has a value';
  return undefined;
}
