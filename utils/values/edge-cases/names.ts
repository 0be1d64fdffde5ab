import { kindsWhere } from '../../fields/kind-traits';
import type { FieldKind } from '../../fields/field-kinds';
import type { EdgeCategory } from './edge-case';

/** A first, last or whole name, and the name on a card. */
const ANY: readonly FieldKind[] = [
  ...kindsWhere((traits) => traits.personName === true),
  'person.middleName',
  'finance.creditCardHolder',
  'finance.creditCardHolderFirstName',
  'finance.creditCardHolderLastName',
];
const GIVEN: readonly FieldKind[] = [
  'person.firstName',
  'person.middleName',
  'person.fullName',
  'finance.creditCardHolderFirstName',
];
const FAMILY: readonly FieldKind[] = [
  'person.lastName',
  'person.fullName',
  'finance.creditCardHolder',
  'finance.creditCardHolderLastName',
];
const FULL: readonly FieldKind[] = ['person.fullName', 'finance.creditCardHolder'];

/** Names a real person has, that forms and databases still get wrong. */
export const NAMES: EdgeCategory = {
  id: 'name',
  title: 'menuEdgeName',
  label: 'name',
  cases: [
    { id: 'apostrophe', name: "apostrophe (O'Brien)", value: "O'Brien", kinds: FAMILY },
    { id: 'vietnamese', name: 'Vietnamese with diacritics', value: 'Nguyễn Thị Minh Khai', kinds: FULL },
    { id: 'chinese', name: 'Chinese characters', value: '王秀英', kinds: ANY },
    { id: 'one-letter', name: 'one letter', value: 'O', kinds: ANY },
    {
      id: 'double-barrelled-60',
      name: '60-character double-barrelled',
      value: 'Featherstonehaugh-Cholmondeley-Marjoribanks-Wolstenholme-Ive',
      kinds: FAMILY,
    },
    { id: 'null', name: '"Null"', value: 'Null', kinds: ANY },
    { id: 'test', name: '"Test"', value: 'Test', kinds: ANY },
    { id: 'emoji', name: 'with an emoji', value: 'Ada 🦄', kinds: GIVEN },
    { id: 'hyphenated-given', name: 'hyphenated given name', value: 'Jean-Luc', kinds: GIVEN },
    { id: 'particle', name: 'lower-case particle', value: 'van der Berg', kinds: FAMILY },
    { id: 'mc', name: 'capital inside (McDonald)', value: 'McDonald', kinds: FAMILY },
    { id: 'diaeresis', name: 'diaeresis (Zoë)', value: 'Zoë', kinds: GIVEN },
    { id: 'combining', name: 'combining accent (Zoë, decomposed)', value: 'Zoe\u0308', kinds: GIVEN },
    { id: 'sharp-s', name: 'German ß', value: 'Weiß', kinds: FAMILY },
    { id: 'icelandic', name: 'Icelandic thorn', value: 'Þórunn Guðmundsdóttir', kinds: FULL },
    { id: 'arabic', name: 'Arabic, right to left', value: 'محمد عبد الله', kinds: FULL },
    { id: 'cyrillic', name: 'Cyrillic', value: 'Анна Каренина', kinds: FULL },
    { id: 'greek', name: 'Greek', value: 'Σωκράτης', kinds: ANY },
    { id: 'devanagari', name: 'Devanagari', value: 'अनन्या शर्मा', kinds: FULL },
    { id: 'japanese', name: 'Japanese, family name first', value: '山田 太郎', kinds: FULL },
    { id: 'korean', name: 'Korean', value: '김민준', kinds: ANY },
    { id: 'thai', name: 'Thai, no spaces between syllables', value: 'สมชาย ใจดี', kinds: FULL },
    { id: 'mononym', name: 'a single name', value: 'Teller', kinds: FULL },
    { id: 'suffix', name: 'with a suffix (Jr.)', value: 'Martin Luther King Jr.', kinds: FULL },
    { id: 'long-single', name: '35-letter family name', value: 'Wolfeschlegelsteinhausenbergerdorff', kinds: FAMILY },
    { id: 'spaces-around', name: 'leading and trailing spaces', value: '  Ada  ', kinds: ANY },
    { id: 'all-caps', name: 'all capitals', value: 'ADA LOVELACE', kinds: FULL },
    { id: 'blank', name: 'spaces only', value: '   ', kinds: ANY, valid: false },
    { id: 'digits', name: 'digits only', value: '12345', kinds: ANY, valid: false },
    { id: 'emoji-only', name: 'an emoji alone', value: '🙂', kinds: ANY, valid: false },
    { id: 'markup', name: 'markup as a name', value: '<b>Ada</b>', kinds: ANY, valid: false },
    { id: 'too-long', name: '300 characters', value: 'Ada'.repeat(100), kinds: ANY, valid: false },
  ],
};
