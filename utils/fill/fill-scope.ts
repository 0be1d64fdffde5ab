import type { FieldDescription } from '../fields/field-description';

/** How much of the page one fill covers. */
export type FillScope = 'page' | 'form' | 'field';

/**
 * The fields a fill of this scope covers. A form fill takes the form that
 * holds focus (formless fields count as one form); with nothing focused it
 * takes the page's first form. A field fill takes only the focused field.
 * Pure: `activeIndex` is the focused field's index, or -1.
 * @example scopeFields(fields, 'field', 3) // { fields: [fields[3]] }
 * @example scopeFields(fields, 'field', -1) // { error: 'Click into a field first, then try again.' }
 */
export function scopeFields(fields: FieldDescription[], scope: FillScope, activeIndex: number): { fields: FieldDescription[]; error?: string } {
  if (scope === 'page') return { fields };
  const active = fields.find((field) => field.index === activeIndex);
  if (scope === 'field') {
    return active ? { fields: [active] } : { fields: [], error: 'Click into a field first, then try again.' };
  }
  const formIndex = active?.formIndex ?? fields.find((field) => field.formIndex >= 0)?.formIndex ?? -1;
  return { fields: fields.filter((field) => field.formIndex === formIndex) };
}
