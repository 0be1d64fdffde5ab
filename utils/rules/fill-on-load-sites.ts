import type { Profile } from './rule-schema';
import { profileFor } from './site-profile';

/** The id of the one content script that watches the pages of every profile filled on load. */
export const FILL_ON_LOAD_SCRIPT_ID = 'understudy-fill-on-load';

/**
 * The match patterns that cover a profile's sites, for the permission request
 * and the content script: http and https, any path. A match pattern has no
 * port, so `localhost:3000` asks for `localhost`; the worker still checks
 * the page's port against the profile before it fills.
 * @example profileOrigins({ id: 'a', host: '*.shop.example:8443' }) // ['http://*.shop.example/*', 'https://*.shop.example/*']
 */
export function profileOrigins(profile: Pick<Profile, 'host'>): string[] {
  const host = profile.host.trim().toLowerCase();
  const colon = host.lastIndexOf(':');
  const name = colon > host.lastIndexOf(']') ? host.slice(0, colon) : host;
  return [`http://${name}/*`, `https://${name}/*`];
}

/** A profile that has its pages filled as they load. */
export type LoadFilledProfile = Profile & { fillOnLoad: NonNullable<Profile['fillOnLoad']> };

/** Whether the profile asks to fill its pages as they load (and does not forbid filling there). */
export function fillsOnLoad(profile: Profile): profile is LoadFilledProfile {
  return profile.fillOnLoad !== undefined && !profile.neverFill;
}

/**
 * Every match pattern the fill-on-load script should run on: the sites of
 * the profiles that ask for it, sorted and once each.
 * @example fillOnLoadPatterns([{ id: 'a', host: 'localhost:3000', fillOnLoad: {} }]) // ['http://localhost/*', 'https://localhost/*']
 */
export function fillOnLoadPatterns(profiles: readonly Profile[]): string[] {
  return [...new Set(profiles.filter(fillsOnLoad).flatMap(profileOrigins))].sort();
}

/**
 * The profile that has the page at `url` filled as it loads: the one in
 * effect there (the most specific, profileFor), when it asks for it. A more
 * specific profile without the setting turns it off for its own site.
 * @example fillOnLoadProfile([{ id: 'a', host: '*.shop.example', fillOnLoad: {} }, { id: 'b', host: 'admin.shop.example' }], 'https://admin.shop.example/') // undefined
 */
export function fillOnLoadProfile(profiles: readonly Profile[], url: string): LoadFilledProfile | undefined {
  if (!/^https?:/.test(url)) return undefined;
  const profile = profileFor(profiles, url);
  return profile && fillsOnLoad(profile) ? profile : undefined;
}

/** What to do to the registered script so that it runs on `wanted` (granted patterns only) and nowhere else. */
export type ScriptChange =
  { action: 'none' } | { action: 'register' | 'update'; matches: string[] } | { action: 'unregister' };

/**
 * The change from the script registered now (its patterns; undefined when
 * none is) to the one wanted.
 * @example scriptChange(['http://a.test/*'], []) // { action: 'unregister' }
 * @example scriptChange(undefined, ['http://a.test/*']) // { action: 'register', matches: ['http://a.test/*'] }
 */
export function scriptChange(registered: readonly string[] | undefined, wanted: readonly string[]): ScriptChange {
  const matches = [...new Set(wanted)].sort();
  if (!registered) return matches.length ? { action: 'register', matches } : { action: 'none' };
  if (!matches.length) return { action: 'unregister' };
  const same = registered.length === matches.length && [...registered].sort().every((p, i) => p === matches[i]);
  return same ? { action: 'none' } : { action: 'update', matches };
}

/**
 * The sites whose access fill on load gives back: those the script ran on
 * (`registered`, the granted ones only) that no profile fills on load any
 * more, except the manifest's own (a test build's), which the browser
 * refuses to remove. The browser holds one grant per site and cannot say who
 * asked for it, so a site also allowed from the popup's Allow (a frame's site)
 * is given back too; the popup asks again when a fill needs it (README,
 * "Fill when the page loads").
 * @example releasedOrigins(['http://a.test/*', 'https://a.test/*'], ['https://a.test/*']) // ['http://a.test/*']
 */
export function releasedOrigins(
  registered: readonly string[] | undefined,
  needed: readonly string[],
  required: readonly string[] = [],
): string[] {
  return (registered ?? []).filter((origin) => !needed.includes(origin) && !required.includes(origin));
}
