import { describe, expect, it } from 'vitest';
import { EDGE_CASE_PREFIX, edgeCaseMenuItems, edgeCaseOf } from '@/utils/menus/edge-case-menu';
import { allEdgeCases, EDGE_CATEGORIES } from '@/utils/values/edge-cases/edge-case-library';

describe('Insert ▸ Edge cases ▸ category ▸ case', () => {
  // Read loosely: a separator has no title, a case its name as text, the others a message.
  const items = edgeCaseMenuItems('insert') as Array<{ id: string; parentId: string; titleKey?: string; text?: string; type?: string; enabled?: boolean }>;

  it('offers every case once, under its category, under Edge cases, under Insert', () => {
    expect(items[0]).toEqual({ id: 'edge-cases', parentId: 'insert', titleKey: 'menuEdgeCases' });
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const caseItems = items.filter((item) => item.id.startsWith(EDGE_CASE_PREFIX));
    expect(caseItems.map((item) => edgeCaseOf(item.id))).toEqual(
      EDGE_CATEGORIES.flatMap((category) => {
        const own = allEdgeCases().filter((entry) => entry.category === category);
        return [...own.filter((entry) => entry.edgeCase.valid !== false), ...own.filter((entry) => entry.edgeCase.valid === false)].map((entry) => entry.fullId);
      }),
    );
    for (const item of caseItems) expect(item.parentId).toBe(`edge-cases:${edgeCaseOf(item.id)!.split('.')[0]}`);
    expect(items.filter((item) => item.parentId === 'edge-cases').map((item) => item.titleKey)).toEqual(EDGE_CATEGORIES.map((category) => category.title));
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
