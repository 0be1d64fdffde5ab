import { describe, expect, it } from 'vitest';
import { fillersBelow } from '@/utils/page/frame-fillers';
import { PAGE_FILLER_KEY } from '@/utils/page-contract/page-filler-api';

/** A window as fillersBelow sees one: its frames by index, and what the extension's world holds under the key. */
type FakeWindow = { length: number; [index: number]: FakeWindow; [PAGE_FILLER_KEY]?: unknown };

const filler = (token: string) => ({ token, write: () => ({ errors: {}, selectors: '[]', durationMs: 0 }) });
function win(held: unknown, ...frames: FakeWindow[]): FakeWindow {
  return Object.assign(Object.fromEntries(frames.map((frame, i) => [i, frame])), {
    length: frames.length,
    [PAGE_FILLER_KEY]: held,
  }) as FakeWindow;
}
/** Another origin's window: its frames may be counted and reached, its globals not. */
function otherOrigin(...frames: FakeWindow[]): FakeWindow {
  const frame = win(undefined, ...frames);
  Object.defineProperty(frame, PAGE_FILLER_KEY, {
    get() {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    },
  });
  return frame;
}
const below = (top: FakeWindow, ...tokens: string[]) =>
  [...fillersBelow(top as unknown as Window, new Set(tokens)).keys()].sort();

describe('fillersBelow', () => {
  it('finds the fillers of the frames under the page, nested too, by their tokens', () => {
    const top = win(filler('top'), win(filler('a'), win(filler('a1'))), win(filler('b')));
    expect(below(top, 'a', 'a1', 'b')).toEqual(['a', 'a1', 'b']);
  });

  it('leaves out fillers of other collects, and the page’s own', () => {
    const top = win(filler('top'), win(filler('old')), win(filler('b')));
    expect(below(top, 'top', 'b', 'gone')).toEqual(['b']);
  });

  it('skips another origin’s frame but looks in the frames it holds', () => {
    const top = win(filler('top'), otherOrigin(win(filler('inner'))), win(filler('b')));
    expect(below(top, 'inner', 'b')).toEqual(['b', 'inner']);
  });

  it('takes nothing that is not a filler: an element or frame named like the key, or a page’s look-alike without write', () => {
    const named = { nodeName: 'INPUT', token: 'a' };
    const top = win(undefined, win(named), win({ token: 'b', write: 'not a function' }), win(null), win(filler('c')));
    expect(below(top, 'a', 'b', 'c')).toEqual(['c']);
  });

  it('stops once every token is found, and walks a page of endless frames only so far', () => {
    let made = 0;
    const endless = (): FakeWindow => {
      made++;
      const frame = win(undefined);
      Object.defineProperty(frame, 'length', { value: 1 });
      Object.defineProperty(frame, 0, { get: endless });
      return frame;
    };
    expect(below(endless(), 'never')).toEqual([]);
    expect(made).toBeLessThan(1_100);
    const top = win(undefined, win(filler('first')), endless());
    made = 0;
    expect(below(top, 'first')).toEqual(['first']);
    // The endless frame's own frames were never asked for.
    expect(made).toBe(0);
  });
});
