// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formKeys, watchForms, WATCH_LIMITS } from '@/utils/page/fill-on-load-watch';

const OPTIONS = { quietMs: 300, capMs: 2_000 };
const signup = '<form id="signup"><input name="email" type="email"><input name="password" type="password"></form>';
const address = '<form id="address"><input name="street"><select name="country"></select></form>';

let stop: (() => void) | undefined;
const watch = () => {
  const ask = vi.fn<(later: boolean) => void>();
  stop = watchForms(document, ask, OPTIONS);
  return ask;
};
const append = (html: string) => document.body.insertAdjacentHTML('beforeend', html);

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('formKeys', () => {
  it('names each form by its fields, and the fields outside forms as one more', () => {
    document.body.innerHTML = `${signup}<input id="q" type="search"><button>Go</button><input type="hidden" name="csrf">`;
    expect(formKeys(document)).toEqual(['input:email:email\ninput:password:password', 'input:search:q']);
  });

  it('gives the same form rendered again the same key', () => {
    document.body.innerHTML = signup;
    const before = formKeys(document);
    document.body.innerHTML = signup;
    expect(formKeys(document)).toEqual(before);
  });
});

describe('watchForms', () => {
  it('asks once for the forms a page loads with, after it settles', async () => {
    document.body.innerHTML = signup;
    const ask = watch();
    await vi.advanceTimersByTimeAsync(299);
    expect(ask).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ask.mock.calls).toEqual([[false]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ask).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks nothing of a page without fields', async () => {
    document.body.innerHTML = '<p>Hello</p>';
    const ask = watch();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks again for a form that appears later, marked later, once it settles', async () => {
    document.body.innerHTML = signup;
    const ask = watch();
    await vi.advanceTimersByTimeAsync(300);
    document.querySelector('#signup')!.remove();
    append(address);
    await vi.advanceTimersByTimeAsync(299);
    expect(ask).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ask.mock.calls).toEqual([[false], [true]]);
  });

  it('never asks twice for the same form in one document, however often it is rendered again', async () => {
    document.body.innerHTML = signup;
    const ask = watch();
    await vi.advanceTimersByTimeAsync(300);
    for (let i = 0; i < 5; i++) {
      document.body.innerHTML = signup;
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(ask).toHaveBeenCalledOnce();
  });

  it('is not woken by changes that touch no field (a clock), and keeps no timer then', async () => {
    document.body.innerHTML = `${signup}<span id="clock">0</span>`;
    const ask = watch();
    await vi.advanceTimersByTimeAsync(300);
    for (let i = 1; i <= 50; i++) {
      document.querySelector('#clock')!.textContent = String(i);
      append('<div class="ad"><img></div>');
      await vi.advanceTimersByTimeAsync(100);
      expect(vi.getTimerCount()).toBe(0);
    }
    expect(ask).toHaveBeenCalledOnce();
  });

  it('fills a page that never stops changing its fields at the cap, and stops after its limit', async () => {
    document.body.innerHTML = signup;
    const ask = watch();
    // A new field every 100 ms, for a minute: never quiet.
    for (let i = 0; i < 600; i++) {
      append(`<input name="extra-${i}">`);
      await vi.advanceTimersByTimeAsync(100);
      // The first ask comes at the cap, not after a quiet period that never comes.
      if (i === 18) expect(ask).not.toHaveBeenCalled();
      if (i === 19) expect(ask).toHaveBeenCalledOnce();
    }
    expect(ask.mock.calls.length).toBe(WATCH_LIMITS.fills);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notices a field renamed in place (a step that reuses its inputs)', async () => {
    document.body.innerHTML = signup;
    const ask = watch();
    await vi.advanceTimersByTimeAsync(300);
    document.querySelector('input[name=email]')!.setAttribute('name', 'street');
    await vi.advanceTimersByTimeAsync(300);
    expect(ask.mock.calls).toEqual([[false], [true]]);
  });
});
