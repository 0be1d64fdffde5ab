import type { FieldDescription } from '../fields/field-description';

/** How much of the page one fill covers. */
export type FillScope = 'page' | 'form' | 'field';

/**
 * The fields a fill of this scope covers. A form fill takes the form that
 * holds focus (formless fields count as one form), or the one nearest to
 * it when focus is on something else (a button, a link); with nothing
 * focused it takes the page's first form. A field fill takes only the focused field.
 * Pure: `activeIndex` is the focused field's index, `nearIndex` the field
 * that stands for focus elsewhere (CollectResult.nearIndex); each -1 for none.
 * @example scopeFields(fields, 'field', 3) // { fields: [fields[3]] }
 * @example scopeFields(fields, 'field', -1) // { error: 'Click into a field first, then try again.' }
 */
export function scopeFields(
  fields: FieldDescription[],
  scope: FillScope,
  activeIndex: number,
  nearIndex = -1,
): { fields: FieldDescription[]; error?: string } {
  if (scope === 'page') return { fields };
  const active = fields.find((field) => field.index === activeIndex);
  if (scope === 'field') {
    return active ? { fields: [active] } : { fields: [], error: 'Click into a field first, then try again.' };
  }
  const near = active ?? fields.find((field) => field.index === nearIndex);
  const formIndex = near?.formIndex ?? fields.find((field) => field.formIndex >= 0)?.formIndex ?? -1;
  return { fields: fields.filter((field) => field.formIndex === formIndex) };
}
