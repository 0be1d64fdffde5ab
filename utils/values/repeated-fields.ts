import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import { kindsWhere } from '../fields/kind-traits';
import { PATTERN_TYPES, patternRegExp } from './text-validity';

/**
 * Kinds a form asks for twice ("Confirm your password", "Repeat email"):
 * every field of these kinds on the page gets one and the same value.
 */
export const REPEATED_KINDS: ReadonlySet<FieldKind> = kindsWhere((traits) => traits.repeated === true);

/**
 * One field whose constraints are those of all the given fields together, so
 * that a value fitted to it fits each of them: the shortest maxlength, the
 * longest minlength, every pattern (joined with a lookbehind, which the
 * generator skips and the check enforces) and the email type if any has it.
 * @example combinedField([{ maxLength: 40, ... }, { maxLength: 32, pattern: '.+@.+', ... }]) // { maxLength: 32, pattern: '.+@.+', ... }
 */
export function combinedField(fields: FieldDescription[]): FieldDescription {
  const [first, ...rest] = fields;
  if (!first || !rest.length) return first!;
  const maxLengths = fields.flatMap((field) =>
    field.maxLength !== undefined && field.maxLength >= 0 ? [field.maxLength] : [],
  );
  const minLengths = fields.flatMap((field) => (field.minLength !== undefined ? [field.minLength] : []));
  const patterns = [
    ...new Set(
      fields.flatMap((field) =>
        field.pattern !== undefined && PATTERN_TYPES.has(field.type) && patternRegExp(field.pattern)
          ? [field.pattern]
          : [],
      ),
    ),
  ];
  const [pattern, ...morePatterns] = patterns;
  return {
    ...first,
    // Constraints only: what a user typed into one of them is no part of it.
    value: '',
    type: fields.some((field) => field.type === 'email') ? 'email' : first.type,
    maxLength: maxLengths.length ? Math.min(...maxLengths) : undefined,
    minLength: minLengths.length ? Math.max(...minLengths) : undefined,
    pattern:
      pattern === undefined
        ? undefined
        : morePatterns.reduce((joined, next) => `(?:${joined})(?<=^(?:${next}))`, pattern),
  };
}
