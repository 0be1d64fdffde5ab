import type { FieldKind } from '../../fields/field-kinds';
import type { EdgeCategory, EdgeInputType } from './edge-case';

const PHONE: readonly FieldKind[] = ['phone.number'];
/** Written with separators or letters: no number input keeps it. */
const TYPED: readonly EdgeInputType[] = ['text', 'tel'];

/** Ways people really write phone numbers, and numbers a server should refuse. */
export const PHONES: EdgeCategory = {
  id: 'phone',
  title: 'menuEdgePhone',
  label: 'phone',
  cases: [
    { id: 'extension', name: 'with an extension', value: '+1 202-555-0143 ext. 27', kinds: PHONE, types: TYPED },
    { id: 'extension-x', name: 'extension after x', value: '(202) 555-0143 x1234', kinds: PHONE, types: TYPED },
    { id: 'international', name: 'international with +', value: '+44 20 7946 0958', kinds: PHONE, types: TYPED },
    { id: 'double-zero', name: 'international with 00', value: '0044 20 7946 0958', kinds: PHONE, types: TYPED },
    { id: 'spaces', name: 'with spaces', value: '020 7946 0958', kinds: PHONE, types: TYPED },
    { id: 'dashes', name: 'with dashes', value: '202-555-0143', kinds: PHONE, types: TYPED },
    { id: 'dots', name: 'with dots', value: '202.555.0143', kinds: PHONE, types: TYPED },
    { id: 'trunk-zero', name: 'trunk zero in brackets', value: '+49 (0)30 901820', kinds: PHONE, types: TYPED },
    { id: 'digits-only', name: 'digits only', value: '2025550143', kinds: PHONE },
    { id: 'e164', name: 'E.164, no spaces', value: '+12025550143', kinds: PHONE, types: TYPED },
    { id: 'china-mobile', name: 'Chinese mobile, 11 digits', value: '+86 138 0013 8000', kinds: PHONE, types: TYPED },
    { id: 'india', name: 'Indian mobile', value: '+91 98765 43210', kinds: PHONE, types: TYPED },
    { id: 'japan', name: 'Japanese with hyphens', value: '+81 3-1234-5678', kinds: PHONE, types: TYPED },
    {
      id: 'country-nanp-region',
      name: 'country code with a region (+1-684)',
      value: '+1-684',
      kinds: ['phone.countryCode'],
      types: TYPED,
    },
    {
      id: 'country-three-digits',
      name: 'three-digit country code',
      value: '+358',
      kinds: ['phone.countryCode'],
      types: TYPED,
    },
    { id: 'area-leading-zero', name: 'area code with a leading zero', value: '020', kinds: ['phone.areaCode'] },
    { id: 'area-brackets', name: 'area code in brackets', value: '(212)', kinds: ['phone.areaCode'], types: TYPED },
    {
      id: 'local-dash',
      name: 'local number with a dash',
      value: '555-0143',
      kinds: ['phone.localNumber'],
      types: TYPED,
    },
    { id: 'extension-leading-zeros', name: 'extension with leading zeros', value: '0012', kinds: ['phone.extension'] },
    { id: 'extension-long', name: 'five-digit extension', value: '99999', kinds: ['phone.extension'] },
    { id: 'letters', name: 'letters', value: 'call me', kinds: PHONE, types: TYPED, valid: false },
    { id: 'too-short', name: 'two digits', value: '12', kinds: PHONE, valid: false },
    {
      id: 'too-long',
      name: '20 digits, longer than E.164 allows',
      value: '+1 202 555 0143 0143 0143',
      kinds: PHONE,
      types: TYPED,
      valid: false,
    },
    { id: 'zeros', name: 'all zeros', value: '0000000000', kinds: PHONE, valid: false },
    { id: 'unbalanced', name: 'unbalanced bracket', value: '(202 555-0143', kinds: PHONE, types: TYPED, valid: false },
    { id: 'double-plus', name: 'two plus signs', value: '++44 20 7946 0958', kinds: PHONE, types: TYPED, valid: false },
    {
      id: 'country-unknown',
      name: 'a country code no country has',
      value: '+999',
      kinds: ['phone.countryCode'],
      types: TYPED,
      valid: false,
    },
    {
      id: 'extension-letters',
      name: 'extension with letters',
      value: 'ext',
      kinds: ['phone.extension'],
      types: TYPED,
      valid: false,
    },
  ],
};
