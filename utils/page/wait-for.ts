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
 * each change to the document; undefined after `ms` of the page's time (pageDeadline), or, with `settled`,
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
    for (const deadline = pageDeadline(ms); !deadline.passed();) {
      // A page that held its thread was busy, not still.
      lastChange += await deadline.nextTask(view);
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

/**
 * A task longer than this held the page's thread: a library's loop (Chakra's Select measures its popup for most of
 * a second in Firefox), not a render, which a loaded machine stretches to a few frames. A lower line (the Long Tasks
 * API's 50 ms) would also stretch the waits that end with nothing coming on every heavy page, for no answer more.
 */
const LONG_TASK_MS = 200;

/** The most a wait is stretched by the page's long tasks: a page busy without end still gets an answer. */
const MAX_HELD_MS = 4000;

/**
 * A wait's end, counted in the time the page had to answer: a task of its own that held the thread past
 * LONG_TASK_MS (a library measuring its popup again and again, as Chakra's Select does in Firefox; a machine busy
 * with other work) is added on, up to MAX_HELD_MS in all, so a widget whose answer comes after two such tasks is
 * not given up on after the first.
 * @example
 * for (const deadline = pageDeadline(150); !deadline.passed(); ) await deadline.nextTask(window);
 */
export function pageDeadline(ms: number): {
  passed(): boolean;
  nextTask(view: Window & typeof globalThis): Promise<number>;
} {
  let until = performance.now() + ms;
  let held = 0;
  return {
    passed: () => performance.now() >= until,
    /** Waits for the page's next task; resolves to the time it held the thread, which the deadline moved on by. */
    async nextTask(view) {
      const asked = performance.now();
      await nextTask(view);
      const took = performance.now() - asked;
      const busy = took > LONG_TASK_MS ? Math.min(took, MAX_HELD_MS - held) : 0;
      if (busy <= 0) return 0;
      until += busy;
      held += busy;
      return busy;
    },
  };
}
