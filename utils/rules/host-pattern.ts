import type { RuleProblem } from './rule-checks';

/**
 * Host patterns name sites in rules and profiles: `example.com`, a port
 * (`localhost:3000`), or every subdomain (`*.staging.example.com`). Without a
 * port, any port matches.
 */
const PATTERN = /^(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/**
 * Why a host pattern cannot be used, if it cannot.
 * @example hostPatternProblem('*.staging.example.com') // undefined
 * @example hostPatternProblem('https://example.com/')   // { code: 'badHost', host: 'https://example.com/' }
 */
export function hostPatternProblem(pattern: string): RuleProblem | undefined {
  return PATTERN.test(pattern.trim().toLowerCase()) ? undefined : { code: 'badHost', host: pattern };
}

/**
 * How specifically `pattern` names the page at `url`: -1 when it does not
 * match; otherwise higher for an exact host than a wildcard, for more labels,
 * and for a port given.
 * @example hostMatch('*.example.com', 'https://a.example.com/x') // 20
 * @example hostMatch('localhost:3000', 'http://localhost:3000/') // 1011
 * @example hostMatch('example.com', 'https://a.example.com/')    // -1
 */
export function hostMatch(pattern: string, url: string): number {
  const page = pageHost(url);
  if (!page) return -1;
  const normalized = pattern.trim().toLowerCase();
  const colon = normalized.lastIndexOf(':');
  const hasPort = colon > normalized.lastIndexOf(']');
  const host = hasPort ? normalized.slice(0, colon) : normalized;
  if (hasPort && normalized.slice(colon + 1) !== page.port) return -1;
  const labels = host.split('.').length;
  const portScore = hasPort ? 1 : 0;
  if (host.startsWith('*.')) {
    const base = host.slice(2);
    return page.hostname.endsWith(`.${base}`) ? labels * 10 + portScore : -1;
  }
  return page.hostname === host ? 1000 + labels * 10 + portScore : -1;
}

/** The page's host name and port (the scheme's default when none is written); undefined for a page with no host. */
function pageHost(url: string): { hostname: string; port: string } | undefined {
  try {
    const parsed = new URL(url);
    if (!parsed.hostname) return undefined;
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : parsed.protocol === 'http:' ? '80' : '');
    return { hostname: parsed.hostname.toLowerCase(), port };
  } catch {
    return undefined;
  }
}

/**
 * The page's host as a pattern for a new rule or profile ("Always fill this field with…").
 * @example sitePattern('http://localhost:3000/signup') // 'localhost:3000'
 */
export function sitePattern(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
}
