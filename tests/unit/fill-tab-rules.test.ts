// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fillTab, type FillOptions } from '@/utils/worker/fill-tab';
import { fakeTab } from './support/fake-tab';
import { describeTab } from '@/utils/worker/describe-tab';
import { makeProfile, makeRule } from './support/rules';

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

describe('fillTab with rules and profiles', () => {
  it('matches a rule’s CSS selector in the page, and reports the rule', async () => {
    const tab = fakeTab({ 0: TOP });
    const rule = makeRule({ name: 'Promo', match: { selector: 'input.promo' }, value: { type: 'text', text: 'SAVE10' } });
    const bad = makeRule({ name: 'Broken', match: { selector: 'input[' }, value: { type: 'text', text: 'never' } });
    const report = await fillTab(TAB, { ...OPTIONS, book: { rules: [bad, rule], profiles: [] } });
    expect(value(tab.documents.get(0), 'promo')).toBe('SAVE10');
    expect(report.fields.find((field) => field.label === 'Promotion')).toMatchObject({ signal: 'rule', rule: 'Promo', value: 'SAVE10' });
    expect(value(tab.documents.get(0), 'first')).not.toBe('never');
  });

  it('writes nothing where a profile says never to fill, and says why', async () => {
    const tab = fakeTab({ 0: TOP });
    const book = { rules: [], profiles: [makeProfile({ host: '127.0.0.1', neverFill: true })] };
    await expect(fillTab(TAB, { ...OPTIONS, book })).rejects.toThrow('Your site profile for 127.0.0.1 says never to fill here, so nothing was filled.');
    expect(value(tab.documents.get(0), 'first')).toBe('');
    expect(value(tab.documents.get(0), 'email')).toBe('');
  });

  it('takes a profile’s settings on its site: its rules only', async () => {
    const tab = fakeTab({ 0: TOP });
    const a = makeRule({ match: { words: ['first name'] }, value: { type: 'text', text: 'A' } });
    const b = makeRule({ match: { words: ['first name'] }, value: { type: 'text', text: 'B' } });
    await fillTab(TAB, { ...OPTIONS, book: { rules: [a, b], profiles: [makeProfile({ host: '127.0.0.1', ruleIds: [b.id] })] } });
    expect(value(tab.documents.get(0), 'first')).toBe('B');
  });

  it('inserts a rule marked "show in Insert" into the focused field only (Insert ▸ your rule)', async () => {
    const tab = fakeTab({ 0: TOP });
    (tab.documents.get(0)!.getElementById('first') as HTMLInputElement).focus();
    const rule = makeRule({ id: 'team', name: 'Team', match: { words: ['nowhere'] }, value: { type: 'text', text: 'Team Rocket' }, showInInsert: true });
    const report = await fillTab(TAB, { ...OPTIONS, scope: 'field', insertRule: 'team', book: { rules: [rule], profiles: [] } });
    expect(value(tab.documents.get(0), 'first')).toBe('Team Rocket');
    expect(value(tab.documents.get(0), 'promo')).toBe('');
    expect(report.fields).toEqual([expect.objectContaining({ label: 'First name', signal: 'rule', rule: 'Team', value: 'Team Rocket' })]);
  });

  it('matches selectors with a description made ahead (the popup opening): against the collect the write uses', async () => {
    const tab = fakeTab({ 0: TOP });
    const prepared = describeTab(TAB);
    await (await prepared).whole;
    const rule = makeRule({ name: 'Promo', match: { selector: '#promo' }, value: { type: 'text', text: 'AHEAD' } });
    await fillTab(TAB, { ...OPTIONS, book: { rules: [rule], profiles: [] } }, prepared);
    expect(value(tab.documents.get(0), 'promo')).toBe('AHEAD');
    const methods = tab.calls.map((call) => call.method);
    // Asked ahead, during the refresh; and again after a new describe when the refresh found the page changed.
    expect([methods[0], ...methods.slice(1, 3).sort()]).toEqual(['inject', 'matchSelectors', 'refresh']);
    expect(methods.lastIndexOf('matchSelectors')).toBeGreaterThan(methods.lastIndexOf('inject'));
    expect(methods.at(-1)).toBe('write');
  });
});
