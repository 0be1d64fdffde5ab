import type { FieldDescription } from '@/utils/fields/field-description';

/** A plain text input with nothing to go by; tests override what they need. */
export function makeField(overrides: Partial<FieldDescription> = {}): FieldDescription {
  return {
    index: 0,
    frameUrl: 'https://forms.test/',
    selector: `#field-${overrides.index ?? 0}`,
    tag: 'input',
    type: 'text',
    name: '',
    id: '',
    autocomplete: '',
    label: '',
    placeholder: '',
    nearbyText: '',
    value: '',
    checked: false,
    required: false,
    disabled: false,
    readOnly: false,
    hidden: false,
    formIndex: 0,
    ...overrides,
  };
}
