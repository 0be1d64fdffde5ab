import type { FieldDescription } from './field-description';
import type { FieldKind } from './field-kinds';
import { classifyField, type Classification } from './classify-field';

/** How far (in fields, page order) a partner field may be. */
const NEIGHBOURHOOD = 4;

/**
 * Classifies a page's fields together, because some kinds depend on their
 * neighbours: a street field beside a house-number field holds only the street
 * name, and a lone "Nombre" with no surname field nearby is a full name.
 * @example classifyFields([street, houseNumber]).map((c) => c.kind) // ['location.street', 'location.buildingNumber']
 */
export function classifyFields(fields: FieldDescription[]): Classification[] {
  const results = fields.map(classifyField);
  const kinds = results.map((result) => result.kind);
  return results.map((result, index) => {
    if (result.kind === 'location.streetAddress' && near(kinds, index, ['location.buildingNumber'])) {
      return { ...result, kind: 'location.street' };
    }
    if (result.alone && !near(kinds, index, ['person.lastName', 'person.middleName'])) {
      return { kind: result.alone, signal: result.signal };
    }
    return result;
  });
}

function near(kinds: Array<FieldKind | undefined>, index: number, wanted: FieldKind[]): boolean {
  for (let other = Math.max(0, index - NEIGHBOURHOOD); other <= Math.min(kinds.length - 1, index + NEIGHBOURHOOD); other++) {
    const kind = kinds[other];
    if (other !== index && kind && wanted.includes(kind)) return true;
  }
  return false;
}
