import type { FieldDescription } from './field-description';
import type { FieldKind, Signal } from './field-kinds';
import { kindFromAutocomplete } from './autocomplete-kinds';
import { DO_NOT_FILL_RULES, KEYWORD_RULES } from './keyword-rules';
import { normalizeText } from './normalize-text';

export type Classification =
  | { kind: FieldKind; signal: Signal; skip?: undefined }
  | { skip: string; signal: Signal; kind?: undefined };

/** Input types whose format alone decides the kind. */
const TYPE_KINDS: Partial<Record<string, FieldKind>> = {
  email: 'internet.email',
  tel: 'phone.number',
  url: 'internet.url',
  password: 'internet.password',
  color: 'color.rgb',
  time: 'date.time',
  month: 'date.month',
  week: 'date.week',
  'datetime-local': 'date.datetimeLocal',
  range: 'number.int',
  checkbox: 'datatype.boolean',
  radio: 'helpers.arrayElement',
};

/** Kinds whose values are numbers, so a `type=number` field may take them. */
const NUMERIC_KINDS = new Set<FieldKind>([
  'number.int', 'finance.amount', 'finance.creditCardCVV', 'finance.creditCardNumber', 'location.zipCode',
  'date.birthdateDay', 'date.birthdateMonth', 'date.birthdateYear',
  'finance.creditCardExpiryMonth', 'finance.creditCardExpiryYear', 'phone.number',
]);

/**
 * Names a field's kind from its description, trying the signals in order:
 * autocomplete, input type, label, name/id, placeholder, then a fallback.
 * @example classifyField({ ...field, autocomplete: 'email' }) // { kind: 'internet.email', signal: 'autocomplete' }
 * @example classifyField({ ...field, label: 'Vorname' })     // { kind: 'person.firstName', signal: 'label' }
 */
export function classifyField(field: FieldDescription): Classification {
  const texts: Array<[Signal, string]> = [
    ['label', normalizeText(field.label)],
    // Name and id separately: `<input name="q" id="q">` must read as "q", not "q q".
    ['name', normalizeText(field.name)],
    ['name', normalizeText(field.id)],
    ['placeholder', normalizeText(field.placeholder)],
  ];

  if (field.type === 'search') return { skip: 'search box', signal: 'type' };
  for (const [signal, text] of texts) {
    const rule = DO_NOT_FILL_RULES.find(([, pattern]) => pattern.test(text));
    if (rule) return { skip: rule[0], signal };
  }

  const fromAutocomplete = kindFromAutocomplete(field.autocomplete);
  if (fromAutocomplete === null) return { skip: 'one-time code', signal: 'autocomplete' };
  if (fromAutocomplete) return { kind: fromAutocomplete, signal: 'autocomplete' };

  const fromType = TYPE_KINDS[field.type];
  if (fromType) return { kind: fromType, signal: 'type' };

  for (const [signal, text] of texts) {
    const kind = KEYWORD_RULES.find(([, pattern]) => pattern.test(text))?.[0];
    if (kind && fits(kind, field)) return { kind, signal };
  }
  return { kind: fallbackKind(field), signal: 'fallback' };
}

/** Whether a kind's values can go into a field of this type. */
function fits(kind: FieldKind, field: FieldDescription): boolean {
  if (field.type === 'number') return NUMERIC_KINDS.has(kind);
  if (field.type === 'date') return kind === 'date.birthdate';
  return true;
}

function fallbackKind(field: FieldDescription): FieldKind {
  switch (field.type) {
    case 'number':
      return 'number.int';
    case 'date':
      return 'date.anytime';
    case 'textarea':
      return 'lorem.paragraph';
    case 'select-one':
    case 'select-multiple':
      return 'helpers.arrayElement';
    default:
      return 'lorem.words';
  }
}
