import { nextTask } from './next-task';

/**
 * Waits for the component to render what the last event changed: frameworks
 * render a moment later (React 19 in a microtask, Vue on its next tick), so
 * the list seen right after typing is the one before it.
 */
export function rendered(input: HTMLElement): Promise<void> {
  return nextTask(input.ownerDocument.defaultView!);
}

/**
 * Resolves to what `check` finds, as soon as it finds it, looking again on
 * each change to the document; undefined after `ms`. The clock is read
 * between the page's tasks rather than left to a timer, which a background
 * tab holds back for a second or more.
 */
export async function waitFor<T>(doc: Document, ms: number, check: () => T | undefined): Promise<T | undefined> {
  let found = check();
  if (found !== undefined || ms <= 0) return found;
  const view = doc.defaultView!;
  let changed = false;
  const observer = new view.MutationObserver(() => (changed = true));
  observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    for (const until = performance.now() + ms; performance.now() < until;) {
      await nextTask(view);
      if (!changed) continue;
      changed = false;
      found = check();
      if (found !== undefined) return found;
    }
    return check();
  } finally {
    observer.disconnect();
  }
}
