import { describe, expect, it } from 'vitest';
import {
  fillOnLoadPatterns,
  fillOnLoadProfile,
  profileOrigins,
  releasedOrigins,
  scriptChange,
} from '@/utils/rules/fill-on-load-sites';
import type { Profile } from '@/utils/rules/rule-schema';

const shop: Profile = { id: 'shop', host: '*.shop.example', fillOnLoad: {} };
const admin: Profile = { id: 'admin', host: 'admin.shop.example' };
const dev: Profile = { id: 'dev', host: 'localhost:3000', fillOnLoad: { onlyEmpty: true } };
const banned: Profile = { id: 'bank', host: 'bank.example', fillOnLoad: {}, neverFill: true };
const plain: Profile = { id: 'plain', host: 'plain.example' };

describe('profileOrigins: what a profile asks the browser for', () => {
  it.each([
    ['shop.example', ['http://shop.example/*', 'https://shop.example/*']],
    ['*.shop.example', ['http://*.shop.example/*', 'https://*.shop.example/*']],
    ['localhost:3000', ['http://localhost/*', 'https://localhost/*']],
    ['[::1]:8080', ['http://[::1]/*', 'https://[::1]/*']],
    ['[::1]', ['http://[::1]/*', 'https://[::1]/*']],
    [' Shop.Example ', ['http://shop.example/*', 'https://shop.example/*']],
  ])('%s → %j', (host, origins) => {
    expect(profileOrigins({ host })).toEqual(origins);
  });
});

describe('fillOnLoadPatterns: where the content script runs', () => {
  it('covers only the profiles that fill on load, and never a profile that never fills', () => {
    expect(fillOnLoadPatterns([shop, admin, dev, banned, plain])).toEqual([
      'http://*.shop.example/*',
      'http://localhost/*',
      'https://*.shop.example/*',
      'https://localhost/*',
    ]);
  });

  it('names a site once when two profiles share it', () => {
    const other: Profile = { id: 'dev2', host: 'localhost:4000', fillOnLoad: {} };
    expect(fillOnLoadPatterns([dev, other])).toEqual(['http://localhost/*', 'https://localhost/*']);
  });

  it('is empty when no profile asks for it', () => {
    expect(fillOnLoadPatterns([admin, plain, banned])).toEqual([]);
  });
});

describe('fillOnLoadProfile: which pages a profile fills as they load', () => {
  const profiles = [shop, admin, dev, banned, plain];
  it.each([
    ['https://www.shop.example/cart', 'shop'],
    ['http://a.b.shop.example/', 'shop'],
    // The more specific profile is in effect there, and does not fill on load.
    ['https://admin.shop.example/', undefined],
    // The base domain is not one of its subdomains.
    ['https://shop.example/', undefined],
    ['http://localhost:3000/signup', 'dev'],
    // Another port: the script may run there (match patterns have no port), the fill does not.
    ['http://localhost:4000/signup', undefined],
    ['https://bank.example/', undefined],
    ['https://plain.example/', undefined],
    ['file:///home/shop.example/form.html', undefined],
    ['not a url', undefined],
  ])('%s → %s', (url, id) => {
    expect(fillOnLoadProfile(profiles, url)?.id).toBe(id);
  });
});

describe('scriptChange: from the registered script to the wanted one', () => {
  const a = 'http://a.test/*';
  const b = 'https://b.test/*';
  it.each([
    ['nothing registered, nothing wanted', undefined, [], { action: 'none' }],
    ['nothing registered, sites wanted', undefined, [b, a], { action: 'register', matches: [a, b] }],
    ['registered, nothing wanted (off, or access withdrawn)', [a], [], { action: 'unregister' }],
    ['registered for the same sites, in another order', [b, a], [a, b], { action: 'none' }],
    ['registered for fewer sites', [a], [a, b], { action: 'update', matches: [a, b] }],
    ['registered for other sites', [a, b], [b], { action: 'update', matches: [b] }],
    ['the same site wanted twice', undefined, [a, a], { action: 'register', matches: [a] }],
  ] as const)('%s', (_, registered, wanted, change) => {
    expect(scriptChange(registered, wanted)).toEqual(change);
  });
});

describe('releasedOrigins: the access fill on load gives back', () => {
  const a = 'http://a.test/*';
  const b = 'https://b.test/*';
  it.each([
    ['nothing registered', undefined, [a], [], []],
    ['every site still needed', [a, b], [b, a], [], []],
    ['a site no profile needs any more', [a, b], [b], [], [a]],
    ['the setting off everywhere', [a, b], [], [], [a, b]],
    ['a site the manifest holds stays', [a, b], [], [a], [b]],
  ] as const)('%s', (_, registered, needed, required, released) => {
    expect(releasedOrigins(registered, needed, required)).toEqual(released);
  });
});
