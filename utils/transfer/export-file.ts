import { parseSchemaFile, type SchemaFile } from '../datasets/schema-file';
import { savedSchemasProblem } from '../datasets/saved-schemas';
import { t, uiLanguage } from '../i18n/messages';
import { validateSettings, type Settings } from '../settings/settings-schema';
import type { RuleBook } from '../rules/rule-book';
import { parseProfile, parseRule, type Profile, type Rule } from '../rules/rule-schema';
import { parseSavedFill, savedFillsProblem, type SavedFill } from '../saved-fills/saved-fill';

/** The export file's format name and version: an import refuses a newer version rather than guess at it. */
export const EXPORT_FORMAT = 'understudy-settings';
export const EXPORT_VERSION = 1;
/** Far above what storage.sync can hold (100 KB); a larger file is not an export. */
export const MAX_IMPORT_BYTES = 1_000_000;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  settings: Settings;
  rules: Rule[];
  profiles: Profile[];
  /**
   * The Datasets page's saved schemas (storage.local, this device only). Optional in the
   * file, so version 1 files written before it still import (and leave the saved schemas
   * alone, even on replace), and an older Understudy reading a newer file ignores it.
   */
  schemas?: SchemaFile[];
  /** The popup's saved fills (storage.local, this device only); optional in the file, as `schemas` is, for the same reasons. */
  savedFills?: SavedFill[];
}

/**
 * One versioned file with the settings, rules, profiles, saved dataset schemas and saved fills.
 * @example JSON.parse(exportText(settings, book, schemas)).version // 1
 */
export function exportText(
  settings: Settings,
  book: RuleBook,
  schemas: SchemaFile[] = [],
  savedFills: SavedFill[] = [],
): string {
  const file: ExportFile = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    settings,
    rules: book.rules,
    profiles: book.profiles,
    schemas,
    savedFills,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ImportResult = { ok: true; file: ExportFile } | { ok: false; error: string };

/**
 * Reads an export file, all or nothing: a file too large, not JSON, of
 * another format or a newer version, or with one bad entry, is refused with
 * a message that names what is wrong and where.
 * @example readImport('{"format":"understudy-settings","version":9}') // { ok: false, error: 'This file is from a newer version of Understudy (version 9) …' }
 */
export function readImport(text: string): ImportResult {
  if (text.length > MAX_IMPORT_BYTES)
    return {
      ok: false,
      error: t(
        'importTooLarge',
        text.length.toLocaleString(uiLanguage()),
        MAX_IMPORT_BYTES.toLocaleString(uiLanguage()),
      ),
    };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: t('importNotJson', error instanceof Error ? error.message : String(error)) };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || (raw as { format?: unknown }).format !== EXPORT_FORMAT) {
    return { ok: false, error: t('importNotExport') };
  }
  const file = raw as Record<string, unknown>;
  const version = file.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, error: t('importBadVersion') };
  if (version > EXPORT_VERSION) {
    return { ok: false, error: t('importNewerVersion', version, EXPORT_VERSION) };
  }
  const { settings, repaired } = validateSettings(file.settings ?? {});
  if (repaired.length) return { ok: false, error: t('importBadSetting', repaired[0]!) };
  const rules: Rule[] = [];
  const profiles: Profile[] = [];
  for (const [name, list] of [
    ['rules', file.rules ?? []],
    ['profiles', file.profiles ?? []],
  ] as const) {
    if (!Array.isArray(list)) return { ok: false, error: t('importNotList', name) };
    for (const [i, item] of list.entries()) {
      const parsed = name === 'rules' ? parseRule(item) : parseProfile(item);
      if ('problem' in parsed) return { ok: false, error: `“${name}[${i}]” ${parsed.problem}` };
      if ('rule' in parsed) rules.push(parsed.rule);
      else profiles.push(parsed.profile);
    }
  }
  const duplicate =
    firstDuplicate(rules.map((rule) => rule.id)) ?? firstDuplicate(profiles.map((profile) => profile.id));
  if (duplicate) return { ok: false, error: t('importDuplicateId', duplicate) };
  const read: ExportFile = { format: EXPORT_FORMAT, version, settings, rules, profiles };
  if (file.schemas !== undefined) {
    const schemas = readSchemas(file.schemas);
    if ('error' in schemas) return { ok: false, error: schemas.error };
    read.schemas = schemas.schemas;
  }
  if (file.savedFills !== undefined) {
    const fills = readSavedFills(file.savedFills);
    if ('error' in fills) return { ok: false, error: fills.error };
    read.savedFills = fills.fills;
  }
  return { ok: true, file: read };
}

function readSchemas(list: unknown): { schemas: SchemaFile[] } | { error: string } {
  if (!Array.isArray(list)) return { error: t('importNotList', 'schemas') };
  const schemas: SchemaFile[] = [];
  for (const [i, item] of list.entries()) {
    const parsed = parseSchemaFile(item);
    if (!parsed.ok) return { error: `“schemas[${i}]” ${parsed.error.replaceAll('\n', '; ')}` };
    schemas.push(parsed.schema);
  }
  const sameName = firstDuplicate(schemas.map((schema) => schema.name));
  if (sameName) return { error: t('importDuplicateId', sameName) };
  const tooMuch = savedSchemasProblem(schemas);
  if (tooMuch) return { error: `“schemas” ${tooMuch}` };
  return { schemas };
}

/** An import's saved fills, all or nothing: one that cannot be read, or a list past the limits, refuses the file. */
function readSavedFills(list: unknown): { fills: SavedFill[] } | { error: string } {
  if (!Array.isArray(list)) return { error: t('importNotList', 'savedFills') };
  const fills: SavedFill[] = [];
  for (const [i, item] of list.entries()) {
    const parsed = parseSavedFill(item);
    if (!parsed.ok) return { error: `“savedFills[${i}]” ${parsed.error}` };
    if (parsed.repaired) return { error: `“savedFills[${i}]” ${t('savedFillUnreadable')}` };
    fills.push(parsed.fill);
  }
  const sameId = firstDuplicate(fills.map((fill) => fill.id));
  if (sameId) return { error: t('importDuplicateId', sameId) };
  const tooMuch = savedFillsProblem(fills);
  if (tooMuch) return { error: `“savedFills” ${tooMuch}` };
  return { fills };
}

function firstDuplicate(ids: string[]): string | undefined {
  const seen = new Set<string>();
  return ids.find((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

export type ImportMode = 'merge' | 'replace';

/** A rule (by name), a profile (by host), a saved dataset schema (by name) or a saved fill (by name) in an import's preview; the page words the line. */
export interface ImportItem {
  kind: 'rule' | 'profile' | 'schema' | 'savedFill';
  name: string;
}

export interface ImportPreview {
  added: ImportItem[];
  changed: ImportItem[];
  removed: ImportItem[];
  /** Setting names whose value the import changes. */
  settings: string[];
}

/**
 * What importing `file` would do to what is stored, by rule name or profile host.
 * @example previewImport(book, settings, file, 'merge') // { added: [{ kind: 'rule', name: 'Team inbox' }], changed: [], removed: [], settings: ['locale'] }
 */
export function previewImport(
  book: RuleBook,
  settings: Settings,
  file: ExportFile,
  mode: ImportMode,
  schemas: SchemaFile[] = [],
  savedFills: SavedFill[] = [],
): ImportPreview {
  const preview: ImportPreview = { added: [], changed: [], removed: [], settings: [] };
  const compare = <T extends { id: string }>(stored: T[], incoming: T[], label: (item: T) => ImportItem) => {
    const byId = new Map(stored.map((item) => [item.id, item]));
    const incomingIds = new Set(incoming.map((item) => item.id));
    for (const item of incoming) {
      const old = byId.get(item.id);
      if (!old) preview.added.push(label(item));
      else if (JSON.stringify(old) !== JSON.stringify(item)) preview.changed.push(label(item));
    }
    if (mode === 'replace') for (const item of stored) if (!incomingIds.has(item.id)) preview.removed.push(label(item));
  };
  compare(book.rules, file.rules, (rule) => ({ kind: 'rule', name: rule.name }));
  compare(book.profiles, file.profiles, (profile) => ({ kind: 'profile', name: profile.host }));
  // Saved schemas are keyed by name, as the Datasets page saves them.
  const keyed = (list: SchemaFile[]) => list.map((schema) => ({ ...schema, id: schema.name }));
  if (file.schemas) compare(keyed(schemas), keyed(file.schemas), (schema) => ({ kind: 'schema', name: schema.name }));
  if (file.savedFills) compare(savedFills, file.savedFills, (fill) => ({ kind: 'savedFill', name: fill.name }));
  for (const key of Object.keys(file.settings) as Array<keyof Settings>)
    if (file.settings[key] !== settings[key]) preview.settings.push(key);
  return preview;
}

/**
 * The book after the import: `merge` keeps what is stored, replaces items of
 * the same id and adds the new ones after; `replace` takes the file's.
 */
export function importedBook(book: RuleBook, file: ExportFile, mode: ImportMode): RuleBook {
  if (mode === 'replace') return { rules: file.rules, profiles: file.profiles };
  const merge = <T extends { id: string }>(stored: T[], incoming: T[]) => {
    const byId = new Map(incoming.map((item) => [item.id, item]));
    const kept = stored.map((item) => byId.get(item.id) ?? item);
    const storedIds = new Set(stored.map((item) => item.id));
    return [...kept, ...incoming.filter((item) => !storedIds.has(item.id))];
  };
  return { rules: merge(book.rules, file.rules), profiles: merge(book.profiles, file.profiles) };
}
