/**
 * Frames a fill could not reach, and what (if anything) would let it in.
 * Pure: the popup's question and the permission request are built from this.
 */

/**
 * `no-permission`: a web page on another site; the optional host permission
 * for its origin would let Understudy in. `forbidden`: a document the browser
 * keeps every extension out of (browser and extension pages, `data:`, `file:`
 * without the user's file-access switch, sandboxed or opaque frames).
 */
export type FrameAccess = 'no-permission' | 'forbidden';

export interface SkippedFrame {
  url: string;
  access: FrameAccess;
  /** Why, in words for the report. */
  reason: string;
}

const REASONS: Record<FrameAccess, string> = {
  'no-permission': 'a frame from another site: Understudy has no permission there',
  forbidden: 'the browser does not let extensions into this kind of frame',
};

/**
 * @example skippedFrame('https://pay.example/card') // { access: 'no-permission', reason: 'a frame from another site: …' }
 * @example skippedFrame('chrome-extension://abc/page.html').access // 'forbidden'
 */
export function skippedFrame(url: string): SkippedFrame {
  const access: FrameAccess = originPatternOf(url) ? 'no-permission' : 'forbidden';
  return { url, access, reason: REASONS[access] };
}

/**
 * The narrowest match pattern the optional host permission can grant for a
 * frame: its scheme and host, any path. Ports are left out because Firefox's
 * match patterns have none (a host's pattern covers all its ports in both browsers).
 * @example originPatternOf('http://localhost:8080/pay.html') // 'http://localhost/*'
 * @example originPatternOf('about:srcdoc') // null
 */
export function originPatternOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return null;
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

export interface FrameAccessQuestion {
  /** How many skipped frames the permission would let in. */
  count: number;
  /** What to ask the browser for: only these frames' origins. */
  origins: string[];
  /** Their hosts, to name them to the user. */
  hosts: string[];
  /** The question, in plain words. */
  text: string;
}

/**
 * What to ask the user after a fill that skipped frames on other sites, or
 * null when a permission would not help (none skipped, or only forbidden ones).
 * @example askFrameAccess([skippedFrame('https://a.test/x'), skippedFrame('https://a.test/y')])
 * // { count: 2, origins: ['https://a.test/*'], hosts: ['a.test'], text: '2 frames on other sites were not filled. Allow?' }
 */
export function askFrameAccess(frames: readonly SkippedFrame[]): FrameAccessQuestion | null {
  const askable = frames.filter((frame) => frame.access === 'no-permission');
  const origins = [...new Set(askable.map((frame) => originPatternOf(frame.url)).filter((origin): origin is string => origin !== null))];
  if (origins.length === 0) return null;
  const hosts = [...new Set(askable.map((frame) => new URL(frame.url).hostname))];
  const count = askable.length;
  const text = count === 1 ? '1 frame on another site was not filled. Allow?' : `${count} frames on other sites were not filled. Allow?`;
  return { count, origins, hosts, text };
}
