import type { FieldKind, Signal } from '../fields/field-kinds';

/**
 * What the classifier says of a field: its kind, or why it is skipped, and the signal that decided it.
 * @example { kind: 'person.firstName', signal: 'autocomplete' }
 * @example { skip: 'search box', signal: 'name' }
 */
export type Classification =
  | { kind: FieldKind; signal: Signal; skip?: undefined; alone?: FieldKind; paired?: FieldKind }
  | { skip: string; signal: Signal; kind?: undefined; alone?: undefined; paired?: undefined };
