import { t, tn } from '../i18n/messages';
/**
 * Frames a fill could not reach, and what (if anything) would let it in.
 * Pure: the popup's question and the permission request are built from this.
 * Frame addresses come from the page, so nothing here trusts them: only a real
 * http or https host is ever asked for.
 */

/**
 * `no-permission`: a web page on another site; the optional host permission
 * for its origin would let Understudy in. `forbidden`: a document the browser
 * keeps every extension out of (browser and extension pages, `data:`, `file:`
 * without the user's file-access switch, sandboxed or opaque frames), or an
 * address no permission can name (a wildcard or odd host).
 */
export type FrameAccess = 'no-permission' | 'forbidden';

export interface SkippedFrame {
  url: string;
  access: FrameAccess;
  /** Why, in words for the report. */
  reason: string;
}

/** At most this many sites per question: a page cannot make Understudy ask for a long list at once. */
export const MAX_SITES_PER_QUESTION = 5;

const NO_PERMISSION = 'a frame from another site: Understudy has no permission there';
const FORBIDDEN = 'the browser does not let extensions into this kind of frame';
const ODD_HOST = 'its address has no host Understudy could ask your browser for';

/**
 * @example skippedFrame('https://pay.example/card') // { access: 'no-permission', reason: 'a frame from another site: …' }
 * @example skippedFrame('chrome-extension://abc/page.html').access // 'forbidden'
 * @example skippedFrame('https://*.example/').reason // 'its address has no host Understudy could ask your browser for'
 */
export function skippedFrame(url: string): SkippedFrame {
  if (originPatternOf(url)) return { url, access: 'no-permission', reason: NO_PERMISSION };
  return { url, access: 'forbidden', reason: webUrl(url) ? ODD_HOST : FORBIDDEN };
}

// A DNS name's labels (letters, digits, '-', '_' as real hosts use it), an IPv4 address, or a bracketed IPv6 one.
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/**
 * Whether a parsed URL's hostname is one a site can really have. The URL
 * parser lets through `*`, empty labels and punctuation such as `!$&'()+,;=`
 * in hosts; a match pattern must never get any of them.
 * @example isRealHost('pay.example') // true
 * @example isRealHost('*.example') // false
 */
export function isRealHost(hostname: string): boolean {
  if (IPV6.test(hostname)) return true;
  if (hostname.length === 0 || hostname.length > 253) return false;
  return hostname.split('.').every((label) => HOST_LABEL.test(label));
}

/**
 * The narrowest match pattern the optional host permission can grant for a
 * frame: its scheme and host, any path. Ports are left out because Firefox's
 * match patterns have none (a host's pattern covers all its ports in both browsers).
 * @example originPatternOf('http://localhost:8080/pay.html') // 'http://localhost/*'
 * @example originPatternOf('https://*.example/') // null
 * @example originPatternOf('about:srcdoc') // null
 */
export function originPatternOf(url: string): string | null {
  const parsed = webUrl(url);
  if (!parsed || !isRealHost(parsed.hostname)) return null;
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

/**
 * How a pattern from `originPatternOf` is named to the user: the pattern
 * without its path, so what is shown is exactly what is asked for.
 * @example siteOfPattern('http://localhost/*') // 'http://localhost'
 */
export function siteOfPattern(pattern: string): string {
  return pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern;
}

export interface FrameAccessQuestion {
  /** How many skipped frames a permission could let in (on every site, asked or not). */
  count: number;
  /** What to ask the browser for: the first sites' origins, at most MAX_SITES_PER_QUESTION. */
  origins: string[];
  /** The same sites as the user sees them, one per origin, in the same order. */
  sites: string[];
  /** Sites left out of this question because of the cap. */
  leftOut: number;
  /** The question, in plain words. */
  text: string;
}

/**
 * What to ask the user after a fill that skipped frames on other sites, or
 * null when a permission would not help (none skipped, or only forbidden ones).
 * @example askFrameAccess([skippedFrame('https://a.test/x'), skippedFrame('https://a.test/y')])
 * // { count: 2, origins: ['https://a.test/*'], sites: ['https://a.test'], leftOut: 0, text: '2 frames on other sites were not filled. Allow?' }
 */
export function askFrameAccess(frames: readonly SkippedFrame[]): FrameAccessQuestion | null {
  const patterns = frames
    .map((frame) => (frame.access === 'no-permission' ? originPatternOf(frame.url) : null))
    .filter((origin): origin is string => origin !== null);
  const distinct = [...new Set(patterns)];
  if (distinct.length === 0) return null;
  const origins = distinct.slice(0, MAX_SITES_PER_QUESTION);
  const leftOut = distinct.length - origins.length;
  return {
    count: patterns.length,
    origins,
    sites: origins.map(siteOfPattern),
    leftOut,
    text: questionText(patterns.length, origins.length, leftOut),
  };
}

function questionText(count: number, asked: number, leftOut: number): string {
  const lead = tn('framesNotFilled', count);
  if (leftOut === 0) return `${lead} ${t('allowQuestion')}`;
  return `${lead} ${tn('allowFirstSites', asked)} ${tn('sitesLeftOut', leftOut)}`;
}

/**
 * The address parsed, if it is a web page's (http or https); null for any other (about:blank, a file, a browser page).
 * @example webUrl('https://shop.example/cart')?.origin // 'https://shop.example'
 */
export function webUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}
