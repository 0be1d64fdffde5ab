import { describe, expect, it } from 'vitest';
import type { ElementRecord } from './classify-page';
import { assignFolds, siteGroupedScores, siteOf } from './site-folds';

describe('siteOf', () => {
  it.each([
    [
      'the saved URL of a web-archive copy',
      'DE_B378b.html',
      '<link rel="original" href="https://www.zvab.com/servlet/x">',
      'zvab.com',
    ],
    [
      'a canonical link, href first',
      'x.html',
      '<link href="https://shop.example.co.uk/a" rel="canonical">',
      'example.co.uk',
    ],
    ['a host in the file name, after the country', 'QA_RS_checkout.dm.rs.html', '', 'dm.rs'],
    ['a host in the file name, before the page number', 'account.swtor.com-1.html', '', 'swtor.com'],
    ['no host anywhere: the file is its own site', 'fr.html', '<title>fr</title>', 'fr.html'],
  ])('reads %s', (_, file, head, site) => {
    expect(siteOf(file, head)).toBe(site);
  });
});

describe('assignFolds', () => {
  it('keeps each site whole and spreads the elements over the folds', () => {
    const folds = assignFolds(
      new Map([
        ['a', 50],
        ['b', 40],
        ['c', 30],
        ['d', 20],
        ['e', 10],
        ['f', 10],
      ]),
      3,
    );
    const load = [0, 0, 0];
    for (const [site, fold] of folds) load[fold]! += { a: 50, b: 40, c: 30, d: 20, e: 10, f: 10 }[site]!;
    expect(folds.size).toBe(6);
    expect(load.sort((x, y) => x - y)).toEqual([50, 50, 60]);
  });
});

describe('siteGroupedScores', () => {
  const record = (file: string, correct: boolean): ElementRecord =>
    ({
      corpus: 'formasaurus',
      file,
      selector: file,
      rawLabel: '',
      expected: ['email'],
      predicted: correct ? 'email' : 'other',
      filled: true,
      resolved: true,
      collected: true,
      name: '',
      id: '',
      autocomplete: '',
      label: '',
      placeholder: '',
      tag: 'input',
      type: 'text',
    }) as ElementRecord;

  it('scores each fold on its own sites, and all folds together as the whole corpus', () => {
    const records = [
      record('a-0.html', true),
      record('a-1.html', false),
      record('b-0.html', true),
      record('c-0.html', true),
    ];
    const sites = new Map([
      ['a-0.html', 'a.com'],
      ['a-1.html', 'a.com'],
      ['b-0.html', 'b.com'],
      ['c-0.html', 'c.com'],
    ]);
    const result = siteGroupedScores(records, sites, 2);
    expect(result.sites).toBe(3);
    expect(result.folds.map((fold) => [fold.sites, fold.pages, fold.units, fold.microF1All])).toEqual([
      [1, 2, 2, 0.5],
      [2, 2, 2, 1],
    ]);
    expect(result.pooled).toBe(0.75);
  });
});
