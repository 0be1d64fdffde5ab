import { isFieldKind } from '../fields/field-kinds';
import { normalizeText } from '../text/normalize-text';
import { sitePattern } from './host-pattern';
import type { RuleDraft } from './rule-draft';

/** What a new rule takes from a report's row (a FillReportField, fill/fill-report.ts, which imports rules/). */
interface ReportedField {
  label: string;
  selector: string;
  kind: string;
}

/** The query parameter that carries a new rule's start ("Always fill this field with…"). */
export const NEW_RULE_PARAM = 'newRule';

/**
 * The options page's query for a new rule that picks this report row's
 * field on this site: by its label's words, or by its selector when it has no label.
 * @example newRuleQuery({ label: 'Coupon code', selector: '#c', kind: 'lorem.words', ... }, 'http://localhost:3000/x') // '?newRule=%7B%22name%22…'
 */
export function newRuleQuery(field: ReportedField, url: string): string {
  const words = normalizeText(field.label).slice(0, 60).trim();
  const request = {
    name: (field.label || field.selector).slice(0, 80),
    ...(words ? { words } : { selector: field.selector.slice(0, 300) }),
    sites: sitePattern(url),
    kind: isFieldKind(field.kind) ? field.kind : undefined,
  };
  return `?${NEW_RULE_PARAM}=${encodeURIComponent(JSON.stringify(request))}`;
}

/**
 * The draft fields a query asks for, checked: anything but short strings is
 * dropped, so a crafted link cannot fill the editor with more than text.
 * @example draftRequest('?newRule=%7B%22words%22%3A%22coupon%22%7D') // { words: 'coupon', valueType: 'text' }
 */
export function draftRequest(search: string): Partial<RuleDraft> | null {
  const raw = new URLSearchParams(search).get(NEW_RULE_PARAM);
  if (!raw || raw.length > 2_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const source = parsed as Record<string, unknown>;
  const text = (key: string, max: number) =>
    typeof source[key] === 'string' ? (source[key] as string).slice(0, max) : '';
  const draft: Partial<RuleDraft> = {
    name: text('name', 80),
    words: text('words', 60),
    selector: text('selector', 300),
    sites: text('sites', 253),
    valueType: 'text',
  };
  if (isFieldKind(source.kind)) draft.valueKind = source.kind;
  return draft;
}
