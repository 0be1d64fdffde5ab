import { describe, expect, it } from 'vitest';
import { EDGE_CASE_PREFIX, edgeCaseMenuItems, edgeCaseOf } from '@/utils/menus/edge-case-menu';
import { EDGE_LIST_PREFIX, edgeListCaseOf } from '@/utils/menus/edge-list-menu';
import { listCaseById } from '@/utils/rules/edge-lists';
import type { Rule } from '@/utils/rules/rule-schema';
import { allEdgeCases, EDGE_CATEGORIES } from '@/utils/values/edge-cases/edge-case-library';
import { makeRule } from '../support/rules';

describe('Insert ▸ Edge cases ▸ category ▸ case', () => {
  // Read loosely: a separator has no title, a case its name as text, the others a message.
  const items = edgeCaseMenuItems('insert') as Array<{
    id: string;
    parentId: string;
    titleKey?: string;
    text?: string;
    type?: string;
    enabled?: boolean;
  }>;

  it('offers every case once, under its category, under Edge cases, under Insert', () => {
    expect(items[0]).toEqual({ id: 'edge-cases', parentId: 'insert', titleKey: 'menuEdgeCases' });
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const caseItems = items.filter((item) => item.id.startsWith(EDGE_CASE_PREFIX));
    expect(caseItems.map((item) => edgeCaseOf(item.id))).toEqual(
      EDGE_CATEGORIES.flatMap((category) => {
        const own = allEdgeCases().filter((entry) => entry.category === category);
        return [
          ...own.filter((entry) => entry.edgeCase.valid !== false),
          ...own.filter((entry) => entry.edgeCase.valid === false),
        ].map((entry) => entry.fullId);
      }),
    );
    for (const item of caseItems) expect(item.parentId).toBe(`edge-cases:${edgeCaseOf(item.id)!.split('.')[0]}`);
    expect(items.filter((item) => item.parentId === 'edge-cases').map((item) => item.titleKey)).toEqual(
      EDGE_CATEGORIES.map((category) => category.title),
    );
  });

  it('puts the values a server should refuse below a separator and a line that says so', () => {
    const emails = items.filter((item) => item.parentId === 'edge-cases:email');
    const line = emails.findIndex((item) => 'enabled' in item && item.enabled === false);
    expect(emails[line - 1]).toMatchObject({ type: 'separator' });
    expect(emails[line]).toMatchObject({ titleKey: 'menuEdgeCasesRefuse' });
    expect(emails.slice(line + 1).map((item) => item.text)).toContain('no top-level domain (a@b)');
  });

  it.each([
    ['edge:email.plus-addressed', 'email.plus-addressed'],
    ['edge:email.no-such-case', undefined],
    ['insert:internet.email', undefined],
    [7, undefined],
  ])('reads %s', (id, fullId) => {
    expect(edgeCaseOf(id)).toBe(fullId);
  });
});

describe('Insert ▸ Edge cases ▸ Yours ▸ rule ▸ item', () => {
  type Item = { id: string; parentId: string; titleKey?: string; text?: string; type?: string; enabled?: boolean };
  const list = (name: string, items: string[], edgeCases?: 'valid' | 'invalid', enabled = true) =>
    makeRule({
      name,
      enabled,
      match: { words: ['x'] },
      value: { type: 'list', items, ...(edgeCases ? { edgeCases } : {}) },
    });
  const long = 'An item far longer than the forty characters a menu shows';
  const rules: Rule[] = [
    list('Bad codes', ['DROP TABLE', '0000'], 'invalid'),
    list('Odd cities', ['Ō', long], 'valid'),
    list('Plain', ['a'], undefined),
    list('Off', ['b'], 'valid', false),
    makeRule({ name: 'Text', match: { words: ['x'] }, value: { type: 'text', text: 'c' } }),
  ];
  const items = edgeCaseMenuItems('insert', rules) as Item[];
  const yours = items.filter((item) => item.id.startsWith('edge-cases:yours') || item.id.startsWith(EDGE_LIST_PREFIX));

  it('comes last under Edge cases: the valid lists, then a separator, the line, and the invalid ones', () => {
    expect(items.slice(0, items.length - yours.length)).toEqual(edgeCaseMenuItems('insert'));
    expect(yours[0]).toEqual({ id: 'edge-cases:yours', parentId: 'edge-cases', titleKey: 'menuEdgeYours' });
    const [odd, bad] = [rules[1]!, rules[0]!];
    expect(yours.filter((item) => item.parentId === 'edge-cases:yours')).toEqual([
      { id: `edge-cases:yours:rule:${odd.id}`, parentId: 'edge-cases:yours', text: 'Odd cities' },
      { id: 'edge-cases:yours:separator', parentId: 'edge-cases:yours', type: 'separator' },
      { id: 'edge-cases:yours:invalid', parentId: 'edge-cases:yours', titleKey: 'menuEdgeCasesRefuse', enabled: false },
      { id: `edge-cases:yours:rule:${bad.id}`, parentId: 'edge-cases:yours', text: 'Bad codes' },
    ]);
    expect(yours.filter((item) => item.parentId === `edge-cases:yours:rule:${odd.id}`)).toEqual([
      { id: `edge-rule:${odd.id}:0`, parentId: `edge-cases:yours:rule:${odd.id}`, text: 'Ō' },
      { id: `edge-rule:${odd.id}:1`, parentId: `edge-cases:yours:rule:${odd.id}`, text: `${long.slice(0, 39)}…` },
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('names, by each item’s id, the item a click inserts', () => {
    for (const item of yours.filter((candidate) => candidate.id.startsWith(EDGE_LIST_PREFIX))) {
      const fullId = edgeListCaseOf(item.id)!;
      expect(edgeCaseOf(item.id)).toBeUndefined();
      expect(listCaseById(rules, fullId)?.edgeCase.name).toBe(item.text);
    }
  });

  it('holds 20 lists at most, and none without a list marked as edge cases', () => {
    const many = Array.from({ length: 25 }, (_, i) => list(`List ${i}`, ['x'], 'valid'));
    expect(
      (edgeCaseMenuItems('insert', many) as Item[])
        .filter((item) => item.parentId === 'edge-cases:yours')
        .map((item) => item.text),
    ).toEqual(many.slice(0, 20).map((rule) => rule.name));
    expect(edgeCaseMenuItems('insert', [rules[2]!, rules[3]!, rules[4]!])).toEqual(edgeCaseMenuItems('insert'));
  });

  it.each([
    ['edge-rule:k1x-3:2', 'yours.k1x-3.2'],
    ['edge-rule:K1X:2', undefined],
    ['edge-rule:k1x-3:two', undefined],
    ['edge-rule:a.b:1', undefined],
    ['edge:email.plus-addressed', undefined],
    [7, undefined],
  ])('reads %s', (id, fullId) => {
    expect(edgeListCaseOf(id)).toBe(fullId);
  });
});
