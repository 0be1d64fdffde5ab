import type { FillReport } from '../fill/fill-report';
import { isFakerLocale } from '../values/faker-locales';
import {
  isColumnKind,
  MAX_COLUMNS,
  MAX_NAME_BYTES,
  parseDatasetSchema,
  type DatasetColumn,
  type DatasetSchema,
} from './dataset-schema';

/** Rows a schema taken from a form starts with: enough to try an import, quick to make. */
export const ROWS_FROM_FORM = 1000;

/**
 * A column name from a field's label: lower case, words joined by `_`, letters of any
 * script kept. `E-mail address *` → `e_mail_address`; an empty label falls back to the kind.
 * @example columnName('E-mail address *', 'internet.email') // 'e_mail_address'
 */
export function columnName(label: string, kind: string): string {
  const words = label
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  // Cut by code points to the byte limit first: a label may be 20,000 characters long, and
  // trimming it a character at a time, encoding it again each time, took seconds a field.
  let name = [
    ...(words ||
      kind
        .split('.')
        .at(-1)!
        .replace(/([a-z])([A-Z])/g, '$1_$2')
        .toLowerCase()),
  ]
    .slice(0, MAX_NAME_BYTES)
    .join('');
  const encoder = new TextEncoder();
  while (encoder.encode(name).length > MAX_NAME_BYTES) name = [...name].slice(0, -1).join('');
  return name;
}

/**
 * "Dataset from this form": one column a filled field, of the kind the fill gave it and
 * named after its label, in page order; the fill's locale, seed and day, so the first row
 * is close kin of what the form got. Fields the fill skipped are left out, and so are
 * repeats of one kind under one name (a password and its confirmation).
 */
export function schemaFromReport(report: FillReport): DatasetSchema | null {
  const columns: DatasetColumn[] = [];
  const names = new Set<string>();
  const seen = new Set<string>();
  for (const field of report.fields) {
    if (field.skipped || field.error || !isColumnKind(field.kind) || columns.length >= MAX_COLUMNS) continue;
    const base = columnName(field.label, field.kind);
    if (seen.has(`${field.kind} ${base}`)) continue;
    seen.add(`${field.kind} ${base}`);
    let name = base;
    for (let n = 2; names.has(name.toLowerCase()); n++) name = `${base.slice(0, MAX_NAME_BYTES - 4)}_${n}`;
    names.add(name.toLowerCase());
    columns.push({ name, kind: field.kind });
  }
  if (!columns.length) return null;
  let host = 'form';
  try {
    host = new URL(report.url).hostname || host;
  } catch {
    // Not a URL (a test page's about:blank): the plain name does.
  }
  const parsed = parseDatasetSchema({
    version: 1,
    name: columnName(host, 'form').slice(0, 40) || 'form',
    locale: isFakerLocale(report.locale) ? report.locale : 'en',
    seed: Math.abs(Math.trunc(report.seed)) % 2 ** 31,
    rows: ROWS_FROM_FORM,
    ...(report.refDate && { referenceDate: report.refDate }),
    columns,
  });
  return parsed.ok ? parsed.schema : null;
}
