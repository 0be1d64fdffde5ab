import { describe, expect, it } from 'vitest';
import { compileRules, firstMatch, textMatches } from '@/utils/rules/rule-match';
import { hostMatch, hostPatternProblem } from '@/utils/rules/host-pattern';
import { profileFor } from '@/utils/rules/site-profile';
import { siteOptions, siteRules } from '@/utils/rules/site-options';
import { makeField } from '../support/make-field';
import { makeProfile, makeRule } from '../support/rules';

const URL = 'https://app.staging.example.com/signup';
const text = (value: string) => ({ type: 'text' as const, text: value });

describe('hostMatch', () => {
  it.each([
    ['example.com', 'https://example.com/', true],
    ['example.com', 'http://example.com:8080/', true],
    ['example.com', 'https://a.example.com/', false],
    ['*.example.com', 'https://a.example.com/', true],
    ['*.example.com', 'https://a.b.example.com/', true],
    ['*.example.com', 'https://example.com/', false],
    ['*.example.com', 'https://badexample.com/', false],
    ['localhost:3000', 'http://localhost:3000/x', true],
    ['localhost:3000', 'http://localhost:3001/x', false],
    ['localhost', 'http://localhost:3001/x', true],
    ['example.com:443', 'https://example.com/', true],
    ['example.com', 'about:blank', false],
  ])('%s on %s: %s', (pattern, url, matches) => {
    expect(hostMatch(pattern, url) >= 0).toBe(matches);
  });

  it.each(['https://example.com/', 'example.com/path', '*example.com', 'exa mple.com', '', '*.*.com'])(
    'refuses %j as a host pattern',
    (pattern) => {
      expect(hostPatternProblem(pattern)).toBeDefined();
    },
  );
});

describe('profileFor', () => {
  it('takes the most specific profile that matches', () => {
    const wide = makeProfile({ host: '*.example.com' });
    const staging = makeProfile({ host: '*.staging.example.com' });
    const exact = makeProfile({ host: 'app.staging.example.com' });
    const port = makeProfile({ host: 'app.staging.example.com:443' });
    expect(profileFor([wide], URL)).toBe(wide);
    expect(profileFor([wide, staging], URL)).toBe(staging);
    expect(profileFor([exact, staging, wide], URL)).toBe(exact);
    expect(profileFor([exact, port], URL)).toBe(port);
    expect(profileFor([makeProfile({ host: 'localhost:3000' })], URL)).toBeUndefined();
  });
});

describe('firstMatch', () => {
  const email = makeField({ type: 'email', label: 'Work e-mail', name: 'user[email]', id: 'email' });

  it('takes the first matching rule in the user’s order', () => {
    const rules = [
      makeRule({ name: 'phones', match: { kinds: ['phone.number'] }, value: text('1') }),
      makeRule({ name: 'emails', match: { kinds: ['internet.email'] }, value: text('2') }),
      makeRule({ name: 'work words', match: { words: ['work', 'email'] }, value: text('3') }),
    ];
    expect(firstMatch(compileRules(rules, URL), email, 'internet.email')?.rule.name).toBe('emails');
    expect(firstMatch(compileRules(rules.slice(2), URL), email, 'internet.email')?.rule.name).toBe('work words');
  });

  it('needs every criterion a rule gives', () => {
    const both = makeRule({ match: { kinds: ['internet.email'], inputTypes: ['text'] }, value: text('x') });
    expect(firstMatch(compileRules([both], URL), email, 'internet.email')).toBeUndefined();
    expect(firstMatch(compileRules([both], URL), { ...email, type: 'text' }, 'internet.email')).toBeDefined();
  });

  it('matches words whole, after normalising, in the label, name, id or placeholder', () => {
    const match = (words: string[], field = email) =>
      firstMatch(compileRules([makeRule({ match: { words }, value: text('x') })], URL), field, undefined) !== undefined;
    expect(match(['E-Mail'])).toBe(true);
    expect(match(['user email'])).toBe(true);
    expect(match(['mai'])).toBe(false);
    expect(match(['work mail'])).toBe(false);
    expect(match(['Coupon'], makeField({ placeholder: 'Coupon code' }))).toBe(true);
  });

  it('tests a regular expression against each text, case-insensitively, and only its first 200 characters', () => {
    const rule = makeRule({ match: { regex: '^work' }, value: text('x') });
    expect(firstMatch(compileRules([rule], URL), email, undefined)).toBeDefined();
    const long = makeField({ label: `${'a'.repeat(300)}work` });
    expect(
      firstMatch(compileRules([makeRule({ match: { regex: 'work$' }, value: text('x') })], URL), long, undefined),
    ).toBeUndefined();
  });

  it('matches a selector only where the page said the field matches it', () => {
    const rule = makeRule({ match: { selector: '#email' }, value: text('x') });
    const compiled = compileRules([rule], URL);
    expect(firstMatch(compiled, email, undefined)).toBeUndefined();
    expect(firstMatch(compiled, email, undefined, new Set(['#other']))).toBeUndefined();
    expect(firstMatch(compiled, email, undefined, new Set(['#email']))).toBeDefined();
  });

  it('never matches with no criterion, nor when disabled', () => {
    expect(
      firstMatch(compileRules([makeRule({ match: {}, value: text('x') })], URL), email, 'internet.email'),
    ).toBeUndefined();
    expect(
      firstMatch(
        compileRules([makeRule({ enabled: false, match: { kinds: ['internet.email'] }, value: text('x') })], URL),
        email,
        'internet.email',
      ),
    ).toBeUndefined();
  });

  it('keeps a rule scoped to sites to those sites', () => {
    const rule = makeRule({ match: { kinds: ['internet.email'], sites: ['*.staging.example.com'] }, value: text('x') });
    expect(compileRules([rule], URL)).toHaveLength(1);
    expect(compileRules([rule], 'https://example.com/')).toHaveLength(0);
  });

  it('applies only the rules a profile picks', () => {
    const a = makeRule({ match: { kinds: ['internet.email'] }, value: text('a') });
    const b = makeRule({ match: { kinds: ['internet.email'] }, value: text('b') });
    const rules = siteRules(
      { rules: [a, b], profiles: [makeProfile({ host: '*.example.com', ruleIds: [b.id] })] },
      URL,
    );
    expect(firstMatch(rules, email, 'internet.email')?.rule).toBe(b);
  });
});

describe('textMatches (rules tested ahead, while the popup opens)', () => {
  const words = ['email', 'work', 'coupon', 'code', 'first name', 'city', 'zip', 'phone'];
  const kinds = ['internet.email', 'location.city', 'person.firstName'] as const;
  // Past 40 rules, each word rule has a first word of its own: over 32 of them, the index splits each field's text instead.
  const tag = (i: number) =>
    `q${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(i / 26)]}`;
  /** Rules of every mix of criteria, from a counter, so the order of text and textless rules interleaves. */
  const mixedRules = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      makeRule({
        name: `r${i}`,
        match: {
          ...(i % 2 ? { words: [i < 40 ? words[i % words.length]! : tag(i), ...(i % 5 ? [] : ['work'])] } : {}),
          ...(i % 3 === 0 ? { regex: i % 2 ? '^(work|city)' : `code|zip|x${i}$` } : {}),
          ...(i % 4 === 1 ? { kinds: [kinds[i % kinds.length]!] } : {}),
          ...(i % 7 === 2 ? { selector: `#f${i % 3}` } : {}),
          ...(i % 6 === 4 ? { inputTypes: ['email'] } : {}),
          ...(i % 11 === 10 ? { kinds: [kinds[0]] } : {}),
        },
        value: text(String(i)),
      }),
    );
  const fields = [
    makeField({ type: 'email', label: 'Work e-mail', name: 'email', id: 'f0' }),
    makeField({ label: 'City', name: 'city', id: 'f1' }),
    makeField({ label: 'Coupon code', placeholder: 'ZIP or code', id: 'f2' }),
    makeField({ label: 'First name', name: 'fname' }),
    makeField({ label: 'Nothing at all' }),
    makeField({ label: `${tag(41)} ${tag(77)} work`, name: tag(99), placeholder: 'zip' }),
  ];

  it.each([12, 40, 120])('with %i rules, decides every field as the rules tested at the fill do', (count) => {
    const compiled = compileRules(mixedRules(count), URL);
    let decided = 0;
    for (const field of fields) {
      for (const kind of [undefined, ...kinds]) {
        for (const selectors of [undefined, new Set(['#f0', '#f1', '#f2'])]) {
          const atFill = firstMatch(compiled, field, kind, selectors);
          expect(firstMatch(compiled, field, kind, selectors, textMatches(compiled, field))).toBe(atFill);
          if (atFill) decided++;
        }
      }
    }
    expect(decided).toBeGreaterThan(10);
  });

  it('holds the rules whose words and expression match, in order, and none that ask nothing of the texts', () => {
    const a = makeRule({ name: 'a', match: { kinds: ['internet.email'] }, value: text('a') });
    const b = makeRule({ name: 'b', match: { regex: 'mail' }, value: text('b') });
    const c = makeRule({ name: 'c', match: { words: ['work'], kinds: ['location.city'] }, value: text('c') });
    const d = makeRule({ name: 'd', match: { words: ['coupon'] }, value: text('d') });
    const compiled = compileRules([a, b, c, d], URL);
    expect(textMatches(compiled, fields[0]!).map(({ rule }) => rule.name)).toEqual(['b', 'c']);
    // c's words hold, but not its kind: the fill decides on the rest.
    expect(
      firstMatch(compiled, fields[0]!, 'location.city', undefined, textMatches(compiled, fields[0]!))?.rule.name,
    ).toBe('b');
  });
});

describe('siteOptions', () => {
  const general = { locale: 'en_US' as const, usePageLanguage: true, onlyEmpty: false, fillHidden: false };
  const profile = makeProfile({
    host: 'localhost:3000',
    locale: 'de',
    usePageLanguage: false,
    onlyEmpty: true,
    fillHidden: true,
  });
  const book = { rules: [], profiles: [profile] };

  it('takes the profile’s settings on its site and the general ones elsewhere', () => {
    expect(siteOptions(general, book, 'http://localhost:3000/')).toMatchObject({
      profile,
      locale: 'de',
      usePageLanguage: false,
      onlyEmpty: true,
      fillHidden: true,
    });
    expect(siteOptions(general, book, 'http://localhost:4000/')).toMatchObject({
      profile: undefined,
      locale: 'en_US',
      usePageLanguage: true,
      onlyEmpty: false,
      fillHidden: false,
    });
  });

  it('keeps what the fill asked for itself: "Fill empty fields only" off, and a replay’s locale', () => {
    const site = siteOptions({ ...general, fixed: { onlyEmpty: true, locale: true } }, book, 'http://localhost:3000/');
    expect(site).toMatchObject({ locale: 'en_US', onlyEmpty: false, usePageLanguage: true });
  });
});
