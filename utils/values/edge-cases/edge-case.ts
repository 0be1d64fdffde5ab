import type { FieldDescription } from '../../fields/field-description';
import type { FieldKind } from '../../fields/field-kinds';
import type { MessageKey } from '../../i18n/messages';

/** Valid edge cases pass the browser's own checks and a server should take them; invalid ones a server should refuse. */
export type EdgeFlavour = 'valid' | 'invalid';

/** The input types a case is tried in: a one-line box (`text`, also search and unknown types), a multi-line one (`textarea`), or a typed input. */
export type EdgeInputType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'url'
  | 'tel'
  | 'number'
  | 'range'
  | 'date'
  | 'month'
  | 'week'
  | 'time'
  | 'datetime-local'
  | 'color';

/** What a case may read of its field: its type and constraints. */
export type EdgeField = Pick<FieldDescription, 'type' | 'maxLength' | 'minLength' | 'min' | 'max' | 'step' | 'pattern'>;

/**
 * One named edge case: data, not code, except for the few whose value is the
 * field's own boundary (exactly its maxlength, its min), a small pure
 * function of the field that gives `undefined` where the field has no such bound.
 */
export interface EdgeCase {
  /** Stable within its category: the report, Replay and the context menu name it by `category.id`. */
  id: string;
  /** What a tester reads in the report: "plus-addressed". */
  name: string;
  value: string | ((field: EdgeField) => string | undefined);
  /** The kinds it is a value of. */
  kinds: readonly FieldKind[];
  /** Narrows the input types its kinds would allow (a phone number with letters is no `number`). */
  types?: readonly EdgeInputType[];
  /** Omitted: a valid case, which every type it fits accepts. `false`: a value a server should refuse. */
  valid?: false;
  /** An invalid case only: the input types whose own validation rejects or clears it (it is never written there). */
  blockedBy?: readonly EdgeInputType[];
  /** Where a test value is documented (payment gateways' test cards). */
  source?: string;
}

/** One file of cases: "Emails", "Payment", ... */
export interface EdgeCategory {
  /** Stable: the first part of a case's full id ("email.plus-addressed"). */
  id: string;
  /** The message of the context menu's title for it. */
  title: MessageKey;
  /** How the report names it: "email · plus-addressed". */
  label: string;
  cases: readonly EdgeCase[];
}

/**
 * The case's value for a field, or undefined where it has none (a field without the bound it needs).
 * @example edgeValue({ value: (field) => field.max, ... }, { type: 'number', max: '10' }) // '10'
 */
export function edgeValue(edgeCase: EdgeCase, field: EdgeField): string | undefined {
  return typeof edgeCase.value === 'string' ? edgeCase.value : edgeCase.value(field);
}
