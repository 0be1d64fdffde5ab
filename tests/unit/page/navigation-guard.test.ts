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

  it('cancels the navigations the page starts, never one the person starts or a change of hash', () => {
    const navigation = new EventTarget();
    const view = Object.assign(new EventTarget(), { navigation, setTimeout: () => 0 }) as unknown as Window;
    const navigate = (init: { userInitiated?: boolean; hashChange?: boolean }) =>
      navigation.dispatchEvent(Object.assign(new Event('navigate', { cancelable: true }), init));

    holdNavigation(view);
    expect(navigate({})).toBe(false);
    expect(navigate({ userInitiated: true })).toBe(true);
    expect(navigate({ hashChange: true })).toBe(true);
  });
});
