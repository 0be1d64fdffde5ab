import { SETTLE, settleTimer } from './settle-timer';

/** The controls a fill writes to; buttons and hidden inputs never make a form. */
const FIELDS =
  'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]),select,textarea';

/** Bounds on one document's watch: a page that never stops adding forms gets this many fills, then no more. */
export const WATCH_LIMITS = { fills: 10, checks: 30 } as const;

/**
 * The forms a document shows, each named by its fields (tag, type, name or
 * id) in order; the fields outside any form make one more. The same form
 * rendered again has the same key; the next step of a flow has another.
 * @example formKeys(document) // ['input:email:email\ninput:password:password']
 */
export function formKeys(root: ParentNode): string[] {
  const forms = new Map<Element | null, string[]>();
  for (const field of root.querySelectorAll<HTMLInputElement>(FIELDS)) {
    const form = field.closest('form');
    const parts = forms.get(form) ?? [];
    parts.push(`${field.localName}:${field.type}:${field.name || field.id}`);
    forms.set(form, parts);
  }
  return [...forms.values()].map((parts) => parts.join('\n'));
}

/**
 * Watches a document for forms it has not shown before, and once the page
 * has settled (settleTimer: bounded, no polling) asks for one fill for them:
 * `ask(later)`, `later` when the document showed forms before. A form is
 * asked for once per document, however often the page renders it again.
 * Only changes that add or rename a field wake the watch; after
 * WATCH_LIMITS it stops for good. Returns a function that stops it.
 */
export function watchForms(doc: Document, ask: (later: boolean) => unknown, options = SETTLE): () => void {
  const seen = new Set<string>();
  let fills = 0;
  let checks = 0;
  const check = () => {
    checks++;
    const fresh = formKeys(doc).filter((key) => !seen.has(key));
    const later = seen.size > 0;
    for (const key of fresh) seen.add(key);
    if (fresh.length) fills++;
    if (fills >= WATCH_LIMITS.fills || checks >= WATCH_LIMITS.checks) stop();
    if (fresh.length) ask(later);
  };
  const timer = settleTimer(check, options);
  const observer = new MutationObserver((records) => {
    if (records.some(touchesField)) timer.poke();
  });
  const stop = () => {
    observer.disconnect();
    timer.stop();
  };
  observer.observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['name', 'id', 'type'],
  });
  timer.poke();
  return stop;
}

function touchesField(record: MutationRecord): boolean {
  if (record.type === 'attributes') return record.target instanceof Element && record.target.matches(FIELDS);
  for (const node of record.addedNodes)
    if (node instanceof Element && (node.matches(FIELDS) || node.querySelector(FIELDS))) return true;
  return false;
}
