import { PAGE_FILLER_KEY, type WriteResult } from '../page-contract/page-filler-api';
import type { FillWrite } from '../page-contract/fill-write';

/** What this module asks of another frame's filler: the part of PageFiller a write needs. */
export interface FrameFiller {
  readonly token: string;
  write(writes: FillWrite[], token: string, until?: number): WriteResult | PromiseLike<WriteResult>;
}

/** More windows than a page of frames holds: a page that nests frames without end is not walked to its end. */
const MAX_WINDOWS = 1_000;

/**
 * The fillers this extension's script left in the frames under `top`
 * (children, their children, …) whose collect is one of `tokens`, by token.
 * Only frames of the same origin are reachable: reading another origin's
 * globals throws, and that frame is skipped (its own frames are still looked
 * at). In Chromium the extension's isolated world sees the same world of a
 * same-origin frame, so that frame's filler; a page's script never can.
 * A filler the walk cannot reach (a browser may keep each frame's content
 * script in a sandbox of its own) is not found, and the worker writes that frame itself.
 * @example fillersBelow(window, new Set(['t1'])) // Map { 't1' => PageFiller }
 */
export function fillersBelow(top: Window, tokens: ReadonlySet<string>): Map<string, FrameFiller> {
  const found = new Map<string, FrameFiller>();
  const windows: Window[] = [top];
  for (let i = 0; i < windows.length && found.size < tokens.size && windows.length <= MAX_WINDOWS; i++) {
    const frames = windows[i]!;
    for (let f = 0, count = frameCount(frames); f < count; f++) {
      const child = frames[f];
      if (!child) continue;
      windows.push(child);
      const filler = fillerOf(child);
      if (filler && tokens.has(filler.token)) found.set(filler.token, filler);
    }
  }
  return found;
}

/** How many frames `win` holds; 0 when even that cannot be read. */
function frameCount(win: Window): number {
  try {
    return win.length;
  } catch {
    return 0;
  }
}

/**
 * The filler in `win`, if what is there is one. A name alone proves nothing: a
 * frame's element or child frame named like the key is what `win[key]` gives
 * when no filler was left there.
 */
function fillerOf(win: Window): FrameFiller | undefined {
  try {
    const candidate = (win as unknown as Record<string, unknown>)[PAGE_FILLER_KEY] as
      Partial<FrameFiller> | null | undefined;
    return candidate && typeof candidate.write === 'function' && typeof candidate.token === 'string'
      ? (candidate as FrameFiller)
      : undefined;
  } catch {
    // Another origin's frame.
    return undefined;
  }
}
