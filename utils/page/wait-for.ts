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
 * each change to the document; undefined after `ms`, or, with `settled`,
 * once the page shows it has answered and the document has stayed still
 * `settled.ms` since the wait began or it last changed. The clock is
 * read between the page's tasks rather than left to a timer, which a
 * background tab holds back for a second or more.
 */
export async function waitFor<T>(
  doc: Document,
  ms: number,
  check: () => T | undefined,
  settled?: Settled,
): Promise<T | undefined> {
  let found = check();
  if (found !== undefined || ms <= 0) return found;
  const view = doc.defaultView!;
  let changed = false;
  // The event that started the wait may have changed the page already, as it ran (React renders typing at once).
  let lastChange = performance.now();
  let shown = settled?.shows?.();
  const observer = new view.MutationObserver(() => (changed = true));
  observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    for (const until = performance.now() + ms; performance.now() < until;) {
      await nextTask(view);
      if (changed) {
        changed = false;
        found = check();
        if (found !== undefined) return found;
        // A change that leaves what the page shows as it was (a popup positioned again each frame) is no answer.
        const showing = settled?.shows?.();
        if (showing === undefined || showing !== shown) lastChange = performance.now();
        shown = showing;
      }
      // The page answered the last event and has been still since: what it shows now is all there is.
      if (settled && performance.now() - lastChange >= settled.ms && settled.answered()) return undefined;
    }
    return check();
  } finally {
    observer.disconnect();
  }
}

/**
 * When a wait may end early: the page shows its answer (`answered`), and
 * nothing changed for `ms`; with `shows`, nothing that changes what it
 * returns, so a page that only moves things about still counts as still.
 */
export interface Settled {
  ms: number;
  answered: () => boolean;
  shows?: () => string;
}
