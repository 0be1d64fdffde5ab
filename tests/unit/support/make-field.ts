import { blankField, type FieldDescription } from '@/utils/fields/field-description';

/** A plain text input with nothing to go by, on a test page; tests override what they need. */
export function makeField(overrides: Partial<FieldDescription> = {}): FieldDescription {
  return blankField({ frameUrl: 'https://forms.test/', selector: `#field-${overrides.index ?? 0}`, ...overrides });
}
