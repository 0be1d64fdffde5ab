import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { deleteRule, loadRuleBook, moveRule, saveProfile, saveRule, storeRuleBook } from '@/utils/storage/rules-store';
import { itemBytes, quotaProblem, SYNC_QUOTA, WriteRate } from '@/utils/rules/sync-quota';
import type { Rule } from '@/utils/rules/rule-schema';
import { enforceSyncQuotas } from '../support/quota-sync';
import { makeProfile, makeRule } from '../support/rules';

const stored = async () => (await fakeBrowser.storage.sync.get(null)) as Record<string, unknown>;
const textRule = (id: string, text = 'x', name = id): Rule =>
  makeRule({ id, name, match: { words: [name] }, value: { type: 'text', text } });

beforeEach(() => {
  fakeBrowser.reset();
});

describe('rules in storage.sync', () => {
  it('stores one item per rule and profile, and an index that keeps their order', async () => {
    enforceSyncQuotas();
    expect((await saveRule(textRule('a'))).ok).toBe(true);
    expect((await saveRule(textRule('b'))).ok).toBe(true);
    expect((await saveProfile(makeProfile({ id: 'p', host: 'localhost:3000', neverFill: true }))).ok).toBe(true);
    expect(Object.keys(await stored()).sort()).toEqual(['profile:p', 'rule:a', 'rule:b', 'rules-index']);
    await moveRule('b', -1);
    const book = await loadRuleBook();
    expect(book.rules.map((rule) => rule.id)).toEqual(['b', 'a']);
    expect(book.profiles).toEqual([{ id: 'p', host: 'localhost:3000', neverFill: true }]);
    expect(book.usage.items).toBe(4);
  });

  it('sets a bad stored rule aside and keeps the others', async () => {
    await fakeBrowser.storage.sync.set({
      'rules-index': { rules: ['a', 'bad', 'b'], profiles: [] },
      'rule:a': textRule('a'),
      'rule:bad': { ...textRule('bad'), value: { type: 'script', code: 'alert(1)' } },
      'rule:b': textRule('b'),
      'rule:c': { ...textRule('c'), id: 'other' },
    });
    const book = await loadRuleBook();
    expect(book.rules.map((rule) => rule.id)).toEqual(['a', 'b']);
    expect(book.setAside).toEqual([
      { where: 'rule:bad', problem: expect.stringMatching(/^value\.type: /) },
      { where: 'rule:c', problem: 'id: does not match its key' },
    ]);
    // Set aside, not deleted: a newer version on another device may read it.
    expect(await stored()).toHaveProperty('rule:bad');
  });

  it('refuses a rule over the per-item quota before writing, and keeps what is stored', async () => {
    enforceSyncQuotas();
    await saveRule(textRule('a', 'kept'));
    const big = makeRule({
      id: 'big',
      match: { words: ['x'] },
      value: { type: 'list', items: Array.from({ length: 60 }, () => 'y'.repeat(190)) },
    });
    const before = await stored();
    const result = await saveRule(big);
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/^This rule is too large to sync: [\d,]+ bytes, and one item may hold 8,192\.$/),
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses the save that would pass the total quota, leaving every stored rule whole', async () => {
    const quota = enforceSyncQuotas();
    const list = Array.from({ length: 38 }, () => 'z'.repeat(190));
    let refused: string | undefined;
    for (let i = 0; i < 20 && !refused; i++) {
      const result = await saveRule(
        makeRule({ id: `r${i}`, name: `Rule ${i}`, match: { words: ['x'] }, value: { type: 'list', items: list } }),
      );
      if (!result.ok) refused = result.error;
    }
    expect(refused).toMatch(/^Sync storage is full: this would use [\d,]+ of its 102,400 bytes/);
    const book = await loadRuleBook();
    expect(book.setAside).toEqual([]);
    expect(book.usage.bytes).toBeLessThanOrEqual(SYNC_QUOTA.bytes);
    // The fake browser never had to refuse a write: the check came first.
    expect(quota.writes()).toBe(book.rules.length);
  });

  it('refuses the 513th item', () => {
    const items = Object.fromEntries(Array.from({ length: 512 }, (_, i) => [`k${i}`, 1]));
    expect(quotaProblem(items, { extra: 1 })).toBe(
      'Sync storage holds at most 512 items, and this would make 513. Delete some rules or profiles first.',
    );
    expect(quotaProblem(items, { k0: 2 })).toBeUndefined();
  });

  it('refuses the 121st write in a minute with a message, before the browser does', async () => {
    let now = 0;
    const rate = new WriteRate(() => now);
    for (let i = 0; i < 120; i++) {
      expect(rate.problem()).toBeUndefined();
      rate.record();
    }
    expect(rate.problem()).toMatch(/too often/);
    now = 61_000;
    expect(rate.problem()).toBeUndefined();
  });

  it('says so when the browser refuses a write it counted elsewhere (another page’s writes), and stores nothing', async () => {
    enforceSyncQuotas();
    await saveRule(textRule('a'));
    const before = await stored();
    vi.spyOn(fakeBrowser.storage.sync, 'set').mockRejectedValueOnce(
      new Error('This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.'),
    );
    expect(await saveRule(textRule('b'))).toEqual({ ok: false, error: expect.stringMatching(/too often/) });
    expect(await stored()).toEqual(before);
  });

  it('deletes a rule and its index entry', async () => {
    enforceSyncQuotas();
    await saveRule(textRule('a'));
    await saveRule(textRule('b'));
    await deleteRule('a');
    expect(Object.keys(await stored()).sort()).toEqual(['rule:b', 'rules-index']);
    expect((await loadRuleBook()).rules.map((rule) => rule.id)).toEqual(['b']);
  });

  it('refuses to save a rule the schema refuses', async () => {
    const result = await saveRule({ ...textRule('a'), match: { regex: '(' } });
    expect(result).toEqual({
      ok: false,
      error: 'This rule cannot be saved: match.regex: is not a valid regular expression',
    });
    expect(await stored()).toEqual({});
  });

  it('replaces the whole book in one write, removing rules the new one lacks', async () => {
    enforceSyncQuotas();
    await saveRule(textRule('a'));
    await saveRule(textRule('b'));
    const result = await storeRuleBook({ rules: [textRule('c')], profiles: [] });
    expect(result.ok).toBe(true);
    expect(Object.keys(await stored()).sort()).toEqual(['rule:c', 'rules-index']);
  });

  it("stores an import's rules, profiles and settings in one write", async () => {
    const sync = enforceSyncQuotas();
    await saveRule(textRule('a'));
    const before = sync.writes();
    const result = await storeRuleBook({ rules: [textRule('c')], profiles: [] }, { onlyEmpty: true });
    expect(result.ok).toBe(true);
    expect((await stored()).settings).toMatchObject({ onlyEmpty: true });
    expect(Object.keys(await stored()).sort()).toEqual(['rule:c', 'rules-index', 'settings', 'settings$']);
    // One set (rules, index, settings) and one removal of the rule the file lacks.
    expect(sync.writes() - before).toBe(2);
  });

  it('changes nothing when an import fails part way (the removal after the write is refused)', async () => {
    enforceSyncQuotas();
    await saveRule(textRule('a', 'kept'));
    await saveRule(textRule('b'));
    await fakeBrowser.storage.sync.set({ settings: { onlyEmpty: false }, settings$: { v: 2 } });
    const before = await stored();
    vi.spyOn(fakeBrowser.storage.sync, 'remove').mockRejectedValueOnce(
      new Error('MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded'),
    );
    const result = await storeRuleBook({ rules: [textRule('c')], profiles: [] }, { onlyEmpty: true });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/too often/) });
    expect(await stored()).toEqual(before);
  });

  it('changes nothing when an import passes a quota with its settings', async () => {
    enforceSyncQuotas();
    await saveRule(textRule('a', 'kept'));
    const before = await stored();
    const big = Array.from({ length: 14 }, (_, i) => textRule(`r${i}`, 'x'.repeat(7_500)));
    const result = await storeRuleBook({ rules: big, profiles: [] }, { onlyEmpty: true });
    expect(result.ok).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('measures items in bytes of UTF-8', () => {
    expect(itemBytes('a', 'é')).toBe(1 + 4);
  });
});
