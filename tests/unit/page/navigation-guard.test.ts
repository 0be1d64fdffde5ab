// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdNavigation } from '@/utils/page/navigation-guard';

afterEach(() => vi.useRealTimers());

describe('holdNavigation', () => {
  it('cancels a submission before the page’s own handlers see it, until a moment after it is released', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<form><input name="a"><button>Send</button></form>';
    const form = document.querySelector('form')!;
    const seen: boolean[] = [];
    document.addEventListener('submit', (event) => seen.push(event.defaultPrevented));
    const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    const release = holdNavigation(window, 1_000);
    expect(submit()).toBe(false);
    release();
    vi.advanceTimersByTime(999);
    expect(submit()).toBe(false);
    expect(seen).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(submit()).toBe(true);
    expect(seen).toEqual([false]);
  });
});
