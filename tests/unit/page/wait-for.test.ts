// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/utils/page/next-task';
import { waitFor } from '@/utils/page/wait-for';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * The clock waitFor reads, moved only by the test: a wait's ending is decided by how long the page stayed still,
 * which a loaded machine's own pauses must not decide.
 */
function virtualClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return {
    get now() {
      return now;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Runs `wait` while the clock moves 5 ms a task and the page stays as it is. */
async function whileTicking<T>(clock: ReturnType<typeof virtualClock>, wait: () => Promise<T>): Promise<T> {
  let waiting = true;
  void (async () => {
    while (waiting) {
      await nextTask(window);
      clock.advance(5);
    }
  })();
  try {
    return await wait();
  } finally {
    waiting = false;
  }
}

const shown = () => document.querySelector('[role=option]') ?? undefined;

describe('waitFor', () => {
  it('finds what a later change to the page shows', async () => {
    setTimeout(() => (document.body.innerHTML = '<div role="option">Berlin</div>'), 20);
    expect((await waitFor(document, 1_000, shown))?.textContent).toBe('Berlin');
  });

  it('gives up after its limit on a page that never shows it', async () => {
    const started = performance.now();
    await expect(waitFor(document, 60, shown)).resolves.toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(60);
  });

  it('with settled, ends early once the page shows its answer and stays still, and not while it keeps changing', async () => {
    const clock = virtualClock();
    const answered = { ms: 40, answered: () => document.querySelector('.no-options') !== null };
    // Still, but no answer shown yet: the whole limit.
    await expect(whileTicking(clock, () => waitFor(document, 200, shown, answered))).resolves.toBeUndefined();
    expect(clock.now).toBeGreaterThanOrEqual(200);
    // The answer shown ("No options"), and the page still: once it has been still 40 ms, not at the limit.
    document.body.innerHTML = '<div class="no-options">No options</div>';
    let started = clock.now;
    await expect(whileTicking(clock, () => waitFor(document, 1_000, shown, answered))).resolves.toBeUndefined();
    expect(clock.now - started).toBeGreaterThanOrEqual(40);
    expect(clock.now - started).toBeLessThan(100);

    // A page that renders on and on (a task and a millisecond apart) is given its time, and what it shows at last is found.
    started = clock.now;
    const rendering = (async () => {
      for (let render = 0; clock.now - started < 150; render++) {
        await nextTask(window);
        clock.advance(1);
        document.body.innerHTML = `<p class="no-options">${render}</p>`;
      }
      document.body.innerHTML = '<div role="option">Paris</div>';
    })();
    const found = await waitFor(document, 1_000, shown, { ...answered, ms: 100 });
    await rendering;
    expect(found?.textContent).toBe('Paris');
  });

  it('with settled and shows, counts a page that only moves things about as still, and one that changes its answer as not', async () => {
    const clock = virtualClock();
    document.body.innerHTML = '<div class="popup" style="top: 0px"><p class="no-options">No options</p></div>';
    const popup = document.querySelector<HTMLElement>('.popup')!;
    const answer = () => document.querySelector('.no-options')?.textContent ?? '';
    const settled = { ms: 60, answered: () => true, shows: answer };
    // Positioned again on every task, a millisecond apart, as a popup library does frame after frame: the answer
    // stays, so it ends once 60 ms have passed, not at the limit.
    let started = clock.now;
    let moving = true;
    void (async () => {
      for (let move = 0; moving; move++) {
        await nextTask(window);
        clock.advance(1);
        popup.style.top = `${move % 2}px`;
      }
    })();
    await expect(waitFor(document, 1_000, shown, settled)).resolves.toBeUndefined();
    moving = false;
    expect(clock.now - started).toBeGreaterThanOrEqual(60);
    expect(clock.now - started).toBeLessThan(100);

    // What it shows changes on and on: given its time, and the option it shows at last is found.
    started = clock.now;
    const rendering = (async () => {
      for (let render = 0; clock.now - started < 150; render++) {
        await nextTask(window);
        clock.advance(1);
        popup.innerHTML = `<p class="no-options">Searching ${render}</p>`;
      }
      popup.innerHTML = '<div role="option">Paris</div>';
    })();
    const found = await waitFor(document, 1_000, shown, { ...settled, ms: 100 });
    await rendering;
    expect(found?.textContent).toBe('Paris');
  });

  it('does not count the page’s own long tasks: an answer that comes after two of them is found', async () => {
    const clock = virtualClock();
    // Two tasks that hold the thread 400 ms each (Chakra's Select measuring its popup in Firefox), then the list.
    const page = (async () => {
      for (let task = 0; task < 2; task++) {
        await nextTask(window);
        clock.advance(400);
      }
      await nextTask(window);
      document.body.innerHTML = '<div role="option">Lisbon</div>';
    })();
    const found = await waitFor(document, 150, shown);
    await page;
    expect(found?.textContent).toBe('Lisbon');
  });

  it('with settled, counts a page holding its thread as busy, not still', async () => {
    const clock = virtualClock();
    document.body.innerHTML = '<div class="no-options">No options</div>';
    const answered = { ms: 40, answered: () => true };
    const page = (async () => {
      await nextTask(window);
      clock.advance(300);
      await nextTask(window);
      document.body.innerHTML = '<div role="option">Lisbon</div>';
    })();
    const found = await waitFor(document, 1_000, shown, answered);
    await page;
    expect(found?.textContent).toBe('Lisbon');
  });

  it('ends on a page that is never free, once the long tasks have stretched it by their most', async () => {
    const clock = virtualClock();
    let busy = true;
    void (async () => {
      while (busy) {
        await nextTask(window);
        clock.advance(400);
      }
    })();
    await expect(waitFor(document, 150, shown)).resolves.toBeUndefined();
    busy = false;
    // 150 ms of the page's time, and at most 4 s more for its long tasks, give or take the last task.
    expect(clock.now).toBeGreaterThan(4_000);
    expect(clock.now).toBeLessThan(4_150 + 400);
  });
});
