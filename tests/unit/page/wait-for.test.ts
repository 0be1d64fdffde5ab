// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '@/utils/page/next-task';
import { waitFor } from '@/utils/page/wait-for';

afterEach(() => {
  document.body.innerHTML = '';
});

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

  it('with settledMs, ends early once the page stays still that long, and not while it keeps changing', async () => {
    let started = performance.now();
    await expect(waitFor(document, 1_000, shown, 40)).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);

    // A page that renders on and on (a task apart) is given its time, and what it shows at last is found.
    started = performance.now();
    const rendering = (async () => {
      for (let render = 0; performance.now() - started < 150; render++) {
        await nextTask(window);
        document.body.innerHTML = `<p>${render}</p>`;
      }
      document.body.innerHTML = '<div role="option">Paris</div>';
    })();
    const found = await waitFor(document, 1_000, shown, 100);
    await rendering;
    expect(found?.textContent).toBe('Paris');
  });
});
