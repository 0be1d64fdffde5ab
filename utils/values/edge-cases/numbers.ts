import type { FieldKind } from '../../fields/field-kinds';
import type { EdgeCategory, EdgeInputType } from './edge-case';
import { middleNumber, nthNumber } from './field-bounds';

const NUMBERS: readonly FieldKind[] = ['number.int', 'finance.amount'];
const AMOUNT: readonly FieldKind[] = ['finance.amount'];
/** Written as people write money: no number input keeps it. */
/** Only a number or range input has a min, max and step. */
const BOUNDED: readonly EdgeInputType[] = ['number', 'range'];
const WRITTEN: readonly EdgeInputType[] = ['text', 'tel'];

/** A number field's boundaries, and numbers a server has to read or refuse. */
export const NUMBER_CASES: EdgeCategory = {
  id: 'number',
  title: 'menuEdgeNumber',
  label: 'number',
  cases: [
    {
      id: 'min',
      name: 'the field’s min',
      value: (field) => nthNumber(field, 'low', 0),
      kinds: NUMBERS,
      types: BOUNDED,
    },
    {
      id: 'max',
      name: 'the field’s max',
      value: (field) => nthNumber(field, 'high', 0),
      kinds: NUMBERS,
      types: BOUNDED,
    },
    {
      id: 'min-plus-step',
      name: 'one step above min',
      value: (field) => nthNumber(field, 'low', 1),
      kinds: NUMBERS,
      types: BOUNDED,
    },
    {
      id: 'max-minus-step',
      name: 'one step below max',
      value: (field) => nthNumber(field, 'high', 1),
      kinds: NUMBERS,
      types: BOUNDED,
    },
    { id: 'middle', name: 'the middle of its range', value: middleNumber, kinds: NUMBERS, types: BOUNDED },
    { id: 'zero', name: 'zero', value: '0', kinds: NUMBERS },
    { id: 'one', name: 'one', value: '1', kinds: NUMBERS },
    { id: 'leading-zeros', name: 'leading zeros', value: '007', kinds: NUMBERS, types: ['text', 'number', 'tel'] },
    {
      id: 'max-safe',
      name: 'largest exact integer (2^53 - 1)',
      value: '9007199254740991',
      kinds: ['number.int'],
      types: ['text', 'number', 'tel'],
    },
    { id: 'cent', name: 'one cent', value: '0.01', kinds: AMOUNT },
    { id: 'million', name: 'a million with cents', value: '1000000.00', kinds: AMOUNT },
    { id: 'thousands-comma', name: 'thousands comma (1,234.56)', value: '1,234.56', kinds: AMOUNT, types: WRITTEN },
    { id: 'decimal-comma', name: 'decimal comma (1.234,56)', value: '1.234,56', kinds: AMOUNT, types: WRITTEN },
    { id: 'half', name: 'a half', value: '0.5', kinds: AMOUNT },
    {
      id: 'negative',
      name: 'negative, where no min forbids it',
      value: (field) => (field.min === undefined ? '-1' : undefined),
      kinds: NUMBERS,
      valid: false,
      blockedBy: ['range'],
    },
    {
      id: 'negative-amount',
      name: 'negative amount',
      value: (field) => (field.min === undefined ? '-10.00' : undefined),
      kinds: AMOUNT,
      valid: false,
    },
    {
      id: 'many-decimals',
      name: 'many decimals',
      value: '3.14159265358979',
      kinds: NUMBERS,
      valid: false,
      blockedBy: ['number', 'range'],
    },
    {
      id: 'exponent',
      name: 'exponent notation (1e3)',
      value: '1e3',
      kinds: NUMBERS,
      valid: false,
      blockedBy: ['range'],
    },
    {
      id: 'beyond-safe',
      name: 'past 2^53, where precision ends',
      value: '9007199254740993',
      kinds: ['number.int'],
      valid: false,
      blockedBy: ['range'],
    },
    {
      id: 'overflow',
      name: '20 digits',
      value: '99999999999999999999',
      kinds: NUMBERS,
      valid: false,
      blockedBy: ['range'],
    },
    { id: 'currency-sign', name: 'with a currency sign', value: '$10', kinds: AMOUNT, types: WRITTEN, valid: false },
    { id: 'words', name: 'a number in words', value: 'twelve', kinds: NUMBERS, types: WRITTEN, valid: false },
  ],
};
