import { hostPatternProblem } from '../rules/host-pattern';
import { problemMessage } from '../rules/problem-message';
import { t } from '../i18n/messages';

/**
 * What a saved field puts back: the shapes a native control takes (NativeWrite), without the page's index;
 * `pick` for a library widget, the texts of the options it showed chosen, which a restore picks again by text.
 */
export type SavedWrite = { value: string } | { checked: boolean } | { selected: string[] } | { pick: string[] };

/**
 * One field's value as it was saved, with what finds the field again: the
 * texts a rule matches a field by (rule-match.ts: label, name, id,
 * placeholder) and its kind of control.
 */
export interface SavedField {
  /** The field's label, normalised (normalizeText), as a rule made from a report row takes it. */
  label: string;
  name: string;
  id: string;
  placeholder: string;
  /** FieldDescription.type: `text`, `email`, `checkbox`, `select-one`, `textarea`… */
  type: string;
  /** A radio's or checkbox's own value: it tells a group's members apart. */
  option?: string;
  /** Which of the page's fields of this same identity it was, from 0: repeated rows share names. */
  nth: number;
  write: SavedWrite;
  /** The library widget the value was read through (FieldDescription.widget: `combobox`, `listbox`, `calendar`); absent for a native field. */
  widget?: string;
}

/** Values saved from a page under a name, for a site (a host pattern, as rules and profiles name sites). */
export interface SavedFill {
  id: string;
  name: string;
  site: string;
  /** When it was saved, in milliseconds since the epoch. */
  savedAt: number;
  fields: SavedField[];
}

/** Saved fills live in storage.local (10 MB): enough for real use, small enough that an export stays light. */
export const MAX_SAVED_FILLS = 100;
export const MAX_SAVED_FILL_BYTES = 64 * 1024;
export const MAX_FILL_NAME = 80;
const MAX_TEXT = 300;

const bytes = (fill: SavedFill) => new TextEncoder().encode(JSON.stringify(fill)).length;

/**
 * Why a list of saved fills cannot be stored, if it cannot: one too large, or
 * too many. A save and an import both ask before they write anything.
 * @example savedFillsProblem(Array(101).fill(fill)) // 'At most 100 fills can be saved: delete one first.'
 */
export function savedFillsProblem(fills: readonly SavedFill[]): string | undefined {
  const large = fills.find((fill) => bytes(fill) > MAX_SAVED_FILL_BYTES);
  if (large) return t('savedFillTooLarge', large.name, Math.ceil(bytes(large) / 1024), MAX_SAVED_FILL_BYTES / 1024);
  if (fills.length > MAX_SAVED_FILLS) return t('savedFillsTooMany', MAX_SAVED_FILLS);
  return undefined;
}

/** Why a name or a site cannot be a saved fill's, if it cannot. */
export function savedFillNameProblem(name: string): string | undefined {
  return name.trim() ? undefined : t('savedFillNameEmpty');
}

export function savedFillSiteProblem(site: string): string | undefined {
  const problem = hostPatternProblem(site);
  return problem && problemMessage('host', problem);
}

const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;

function parseWrite(raw: unknown): SavedWrite | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const write = raw as Record<string, unknown>;
  if (typeof write.value === 'string') return { value: write.value };
  if (typeof write.checked === 'boolean') return { checked: write.checked };
  const texts = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (texts(write.selected)) return { selected: [...write.selected] };
  if (texts(write.pick) && write.pick.length > 0) return { pick: [...write.pick] };
  return undefined;
}

/** One stored field, checked; undefined when any part of it is not what a save writes. */
function parseField(raw: unknown): SavedField | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const field = raw as Record<string, unknown>;
  const write = parseWrite(field.write);
  const texts = [field.label, field.name, field.id, field.placeholder, field.type];
  if (!write || !texts.every((text) => isText(text))) return undefined;
  if (typeof field.nth !== 'number' || !Number.isSafeInteger(field.nth) || field.nth < 0) return undefined;
  if (field.option !== undefined && !isText(field.option)) return undefined;
  if (field.widget !== undefined && !isText(field.widget, 60)) return undefined;
  return {
    label: field.label as string,
    name: field.name as string,
    id: field.id as string,
    placeholder: field.placeholder as string,
    type: field.type as string,
    ...(field.option !== undefined ? { option: field.option } : {}),
    nth: field.nth,
    write,
    ...(field.widget !== undefined ? { widget: field.widget } : {}),
  };
}

export type ParsedSavedFill = { ok: true; fill: SavedFill; repaired: number } | { ok: false; error: string };

/**
 * A stored or imported saved fill, checked. Its fields that cannot be read
 * are left out and counted (`repaired`); a fill without a usable id, name,
 * site or list of fields is refused with the reason.
 * @example parseSavedFill({ id: 'a', name: 'Signup', site: 'localhost:3000', savedAt: 0, fields: [] }) // { ok: true, fill: {…}, repaired: 0 }
 */
export function parseSavedFill(raw: unknown): ParsedSavedFill {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: t('savedFillUnreadable') };
  const fill = raw as Record<string, unknown>;
  if (!isText(fill.id, 100) || !fill.id) return { ok: false, error: t('savedFillUnreadable') };
  if (!isText(fill.name, MAX_FILL_NAME) || savedFillNameProblem(fill.name))
    return { ok: false, error: t('savedFillNameEmpty') };
  if (!isText(fill.site, 253)) return { ok: false, error: t('savedFillUnreadable') };
  const siteProblem = savedFillSiteProblem(fill.site);
  if (siteProblem) return { ok: false, error: siteProblem };
  if (!Array.isArray(fill.fields)) return { ok: false, error: t('savedFillUnreadable') };
  const fields = fill.fields.map(parseField).filter((field): field is SavedField => field !== undefined);
  const savedAt = typeof fill.savedAt === 'number' && Number.isFinite(fill.savedAt) ? fill.savedAt : 0;
  return {
    ok: true,
    fill: { id: fill.id, name: fill.name.trim(), site: fill.site.trim().toLowerCase(), savedAt, fields },
    repaired: fill.fields.length - fields.length,
  };
}

/**
 * What storage holds, as saved fills: entries that cannot be read are left
 * out, and both they and the fields left out of the others are counted, so
 * the options page can say so.
 * @example repairSavedFills([fill, 'junk']) // { fills: [fill], dropped: 1, repaired: 0 }
 */
export function repairSavedFills(stored: unknown): { fills: SavedFill[]; dropped: number; repaired: number } {
  const list = Array.isArray(stored) ? stored : [];
  const fills: SavedFill[] = [];
  let repaired = 0;
  for (const entry of list) {
    const parsed = parseSavedFill(entry);
    if (!parsed.ok || fills.some((fill) => fill.id === parsed.fill.id)) continue;
    fills.push(parsed.fill);
    repaired += parsed.repaired;
  }
  const dropped =
    (stored === undefined || stored === null ? 0 : Array.isArray(stored) ? list.length : 1) - fills.length;
  return { fills: byName(fills), dropped, repaired };
}

/** Saved fills in the order they are listed: by site, then name. */
export const byName = (fills: readonly SavedFill[]) =>
  [...fills].sort((a, b) => a.site.localeCompare(b.site) || a.name.localeCompare(b.name));

/**
 * The saved fills after an import: `merge` keeps the stored ones and lets the
 * file's replace those of the same id; `replace` takes the file's.
 */
export function importedSavedFills(
  stored: readonly SavedFill[],
  incoming: readonly SavedFill[],
  mode: 'merge' | 'replace',
): SavedFill[] {
  if (mode === 'replace') return byName(incoming);
  const ids = new Set(incoming.map((fill) => fill.id));
  return byName([...stored.filter((fill) => !ids.has(fill.id)), ...incoming]);
}
