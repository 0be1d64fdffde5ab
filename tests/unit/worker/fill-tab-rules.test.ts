// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fillFrames, type FillOptions } from '@/utils/fill/fill-frames';
import { tabDriver } from '@/utils/worker/run-in-frames';
import { fakeTab, loaded } from '../support/fake-tab';
import { describeAhead } from '@/utils/fill/rules-ahead';
import { makeProfile, makeRule } from '../support/rules';

const TAB = 9;
const TOP = {
  url: 'http://127.0.0.1/page.html',
  html: '<form><label for="first">First name</label><input id="first"><label for="promo">Promotion</label><input id="promo" class="promo"><label for="email">Email</label><input id="email" type="email"></form>',
};
const OPTIONS: FillOptions = { seed: 42, locale: 'en_US', onlyEmpty: false, usePageLanguage: false };
const value = (doc: Document | undefined, id: string) => (doc?.getElementById(id) as HTMLInputElement | null)?.value;

beforeEach(() => {
  fakeBrowser.reset();
});

describe('fillFrames through a tab with rules and profiles', () => {
  it('matches a rule’s CSS selector in the page, and reports the rule', async () => {
    const tab = fakeTab({ 0: TOP });
    const rule = makeRule({
      name: 'Promo',
      match: { selector: 'input.promo' },
      value: { type: 'text', text: 'SAVE10' },
    });
    const bad = makeRule({ name: 'Broken', match: { selector: 'input[' }, value: { type: 'text', text: 'never' } });
    const report = await fillFrames(tabDriver(TAB), { ...OPTIONS, book: { rules: [bad, rule], profiles: [] } });
    expect(value(tab.documents.get(0), 'promo')).toBe('SAVE10');
    expect(report.fields.find((field) => field.label === 'Promotion')).toMatchObject({
      signal: 'rule',
      rule: 'Promo',
      value: 'SAVE10',
    });
    expect(value(tab.documents.get(0), 'first')).not.toBe('never');
  });

  it('writes nothing where a profile says never to fill, and says why', async () => {
    const tab = fakeTab({ 0: TOP });
    const book = { rules: [], profiles: [makeProfile({ host: '127.0.0.1', neverFill: true })] };
    await expect(fillFrames(tabDriver(TAB), { ...OPTIONS, book })).rejects.toThrow(
      'Your site profile for 127.0.0.1 says never to fill here, so nothing was filled.',
    );
    expect(value(tab.documents.get(0), 'first')).toBe('');
    expect(value(tab.documents.get(0), 'email')).toBe('');
  });

  it('takes a profile’s settings on its site: its rules only', async () => {
    const tab = fakeTab({ 0: TOP });
    const a = makeRule({ match: { words: ['first name'] }, value: { type: 'text', text: 'A' } });
    const b = makeRule({ match: { words: ['first name'] }, value: { type: 'text', text: 'B' } });
    await fillFrames(tabDriver(TAB), {
      ...OPTIONS,
      book: { rules: [a, b], profiles: [makeProfile({ host: '127.0.0.1', ruleIds: [b.id] })] },
    });
    expect(value(tab.documents.get(0), 'first')).toBe('B');
  });

  it('inserts a rule marked "show in Insert" into the focused field only (Insert ▸ your rule)', async () => {
    const tab = fakeTab({ 0: TOP });
    (tab.documents.get(0)!.getElementById('first') as HTMLInputElement).focus();
    const rule = makeRule({
      id: 'team',
      name: 'Team',
      match: { words: ['nowhere'] },
      value: { type: 'text', text: 'Team Rocket' },
      showInInsert: true,
    });
    const report = await fillFrames(tabDriver(TAB), {
      ...OPTIONS,
      scope: 'field',
      insertRule: 'team',
      book: { rules: [rule], profiles: [] },
    });
    expect(value(tab.documents.get(0), 'first')).toBe('Team Rocket');
    expect(value(tab.documents.get(0), 'promo')).toBe('');
    expect(report.fields).toEqual([
      expect.objectContaining({ label: 'First name', signal: 'rule', rule: 'Team', value: 'Team Rocket' }),
    ]);
  });

  it('matches the rules against a description made ahead (the popup opening), and the click asks the page nothing more of them', async () => {
    const tab = fakeTab({ 0: TOP });
    const promo = makeRule({ name: 'Promo', match: { selector: '#promo' }, value: { type: 'text', text: 'AHEAD' } });
    const first = makeRule({
      name: 'Given name',
      match: { words: ['first'], regex: '^first$' },
      value: { type: 'text', text: 'Ada' },
    });
    const book = { rules: [promo, first], profiles: [] };
    await loaded(tab);
    const prepared = describeAhead(tabDriver(TAB), Promise.resolve(book));
    await (
      await prepared
    ).rules;
    const before = tab.calls.map((call) => call.method);
    expect(before).toEqual(['inject', 'matchSelectors']);
    const report = await fillFrames(tabDriver(TAB), { ...OPTIONS, book }, prepared);
    expect(value(tab.documents.get(0), 'promo')).toBe('AHEAD');
    expect(value(tab.documents.get(0), 'first')).toBe('Ada');
    expect(report.fields.find((field) => field.label === 'First name')).toMatchObject({
      signal: 'rule',
      rule: 'Given name',
    });
    expect(tab.calls.map((call) => call.method).slice(before.length)).toEqual(['refresh', 'write']);
  });

  it('matches the rules again when the page changed after the popup opened, or the rules did', async () => {
    const tab = fakeTab({ 0: TOP });
    const promo = makeRule({ name: 'Promo', match: { selector: '#promo' }, value: { type: 'text', text: 'AHEAD' } });
    await loaded(tab);
    const prepared = describeAhead(tabDriver(TAB), Promise.resolve({ rules: [promo], profiles: [] }));
    await (
      await prepared
    ).rules;
    // The user edited the rule meanwhile: the book the fill loads is a new one.
    const edited = { ...promo, value: { type: 'text' as const, text: 'EDITED' } };
    await fillFrames(tabDriver(TAB), { ...OPTIONS, book: { rules: [edited], profiles: [] } }, prepared);
    expect(value(tab.documents.get(0), 'promo')).toBe('EDITED');
    // The description still stood; only the rules were matched again.
    expect(tab.calls.map((call) => call.method).slice(2)).toEqual(['refresh', 'matchSelectors', 'write']);

    const page = fakeTab({ 0: TOP });
    const book = { rules: [promo], profiles: [] };
    await loaded(page);
    const again = describeAhead(tabDriver(TAB), Promise.resolve(book));
    await (
      await again
    ).rules;
    page.documents.get(0)!.getElementById('promo')!.id = 'promotion';
    await fillFrames(tabDriver(TAB), { ...OPTIONS, book }, again);
    // Described anew after the click, and its selector asked of the new description: #promo matches nothing now.
    expect(value(page.documents.get(0), 'promotion')).not.toBe('AHEAD');
    expect(page.calls.map((call) => call.method).slice(2)).toEqual(['refresh', 'inject', 'matchSelectors', 'write']);
  });

  it('leaves a list marked as edge cases out of a realistic fill, with the rules matched ahead or not, and the next rule decides the field', async () => {
    const odd = makeRule({
      name: 'Odd names',
      match: { words: ['first'] },
      value: { type: 'list', items: ['Zoë', 'Ō'], edgeCases: 'valid' },
    });
    const given = makeRule({ name: 'Given name', match: { words: ['first'] }, value: { type: 'text', text: 'Ada' } });
    const book = { rules: [odd, given], profiles: [] };
    for (const ahead of [false, true]) {
      const tab = fakeTab({ 0: TOP });
      await loaded(tab);
      const prepared = ahead ? describeAhead(tabDriver(TAB), Promise.resolve(book)) : undefined;
      if (prepared) await (await prepared).rules;
      const report = await fillFrames(tabDriver(TAB), { ...OPTIONS, book }, prepared);
      expect(value(tab.documents.get(0), 'first'), `ahead: ${ahead}`).toBe('Ada');
      expect(report.fields.find((field) => field.label === 'First name')).toMatchObject({
        signal: 'rule',
        rule: 'Given name',
      });

      const edges = fakeTab({ 0: TOP });
      await loaded(edges);
      const again = ahead ? describeAhead(tabDriver(TAB), Promise.resolve(book)) : undefined;
      if (again) await (await again).rules;
      const edgeReport = await fillFrames(tabDriver(TAB), { ...OPTIONS, book, edgeCases: 'valid' }, again);
      expect(['Zoë', 'Ō']).toContain(value(edges.documents.get(0), 'first'));
      expect(edgeReport.fields.find((field) => field.label === 'First name')).toMatchObject({
        signal: 'rule',
        rule: 'Odd names',
        edgeCase: expect.stringMatching(/^Odd names · (Zoë|Ō)$/),
      });
    }
  });

  it('inserts an item of an edge-case list into the focused field only (Insert ▸ Edge cases ▸ Yours), and skips, saying why, one gone since', async () => {
    const odd = makeRule({
      id: 'odd',
      name: 'Odd names',
      match: { words: ['first'] },
      value: { type: 'list', items: ['Zoë', 'Ō'], edgeCases: 'valid' },
    });
    const insert = {
      ...OPTIONS,
      scope: 'field' as const,
      kind: 'helpers.arrayElement' as const,
      book: { rules: [odd], profiles: [] },
    };
    const tab = fakeTab({ 0: TOP });
    (tab.documents.get(0)!.getElementById('promo') as HTMLInputElement).focus();
    const report = await fillFrames(tabDriver(TAB), { ...insert, edgeCase: 'yours.odd.1' });
    expect(value(tab.documents.get(0), 'promo')).toBe('Ō');
    expect(value(tab.documents.get(0), 'first')).toBe('');
    expect(report.fields).toEqual([
      expect.objectContaining({ label: 'Promotion', value: 'Ō', edgeCase: 'Odd names · Ō' }),
    ]);

    const gone = fakeTab({ 0: TOP });
    (gone.documents.get(0)!.getElementById('promo') as HTMLInputElement).focus();
    const skipped = await fillFrames(tabDriver(TAB), { ...insert, edgeCase: 'yours.odd.2' });
    expect(value(gone.documents.get(0), 'promo')).toBe('');
    expect(skipped.fields).toEqual([
      expect.objectContaining({ label: 'Promotion', skipped: 'your list of edge cases no longer has this item' }),
    ]);
  });
});
