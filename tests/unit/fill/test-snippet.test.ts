import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import type { FillReport, FillReportField } from '@/utils/fill/fill-report';
import { playwrightSnippet, understudySnippet } from '@/utils/fill/test-snippet';
import { commentText, jsString } from '@/utils/fill/js-string';
import { LOCATED_OPTION } from '@/utils/page-contract/drawn-lists';
import { allEdgeCases } from '@/utils/values/edge-cases/edge-case-library';
import type { EdgeInputType } from '@/utils/values/edge-cases/edge-case';
import { edgeFieldsOf } from '../support/edge-fields';
import { NASTY_VALUES, NUL_VALUE } from '../support/nasty-values';
import { createFaker, newSeed } from '@/utils/values/create-faker';

const URL = 'https://forms.test/signup';

function report(fields: FillReportField[], overrides: Partial<FillReport> = {}): FillReport {
  return { seed: 42, locale: 'en', url: URL, durationMs: 1, filled: 0, skipped: 0, failed: 0, fields, ...overrides };
}

function field(overrides: Partial<FillReportField>): FillReportField {
  return { selector: '#x', label: 'X', kind: 'lorem.words', signal: 'label', value: 'a', ...overrides };
}

/** One Playwright call the snippet made: how the element was found, then what was done to it. */
interface Call {
  path: unknown[][];
  action: string;
  args: unknown[];
}

/** A locator that records how it was found, and each action on it. */
function fakeLocator(path: unknown[][], calls: Call[]): Record<string, unknown> {
  const find =
    (method: string) =>
    (...args: unknown[]) =>
      fakeLocator([...path, [method, ...args]], calls);
  const act =
    (action: string) =>
    async (...args: unknown[]) =>
      void calls.push({ path, action, args });
  return {
    path,
    getByLabel: find('getByLabel'),
    getByRole: find('getByRole'),
    getByTestId: find('getByTestId'),
    locator: find('locator'),
    first: find('first'),
    nth: find('nth'),
    getByText: find('getByText'),
    filter: find('filter'),
    focus: act('focus'),
    waitFor: act('waitFor'),
    fill: act('fill'),
    press: act('press'),
    pressSequentially: act('pressSequentially'),
    click: act('click'),
    check: act('check'),
    uncheck: act('uncheck'),
    selectOption: act('selectOption'),
  };
}

/** Runs a plain snippet as a test would, against a recording `page` with these frames: the calls, as the literals evaluated. */
async function runSnippet(snippet: string, frames: string[] = []): Promise<Call[]> {
  const calls: Call[] = [];
  const page = {
    ...fakeLocator([], calls),
    keyboard: { press: async (...args: unknown[]) => void calls.push({ path: [['keyboard']], action: 'press', args }) },
    frames: () => frames.map((url) => ({ ...fakeLocator([['frame', url]], calls), url: () => url })),
  };
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (page: unknown) => Promise<void>;
  await new AsyncFunction('page', snippet)(page);
  return calls;
}

/** TypeScript's own parser finds no syntax error (the Understudy flavour is a module: import, top-level await). */
function syntaxErrors(code: string): string[] {
  const file = ts.createSourceFile('snippet.ts', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const diagnostics = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const seen = new Set<string>();
/** Every edge case's value, as written into each field type it fits, each value once. */
const EDGE_VALUES = allEdgeCases().flatMap(({ fullId, edgeCase }) =>
  (edgeCase.types ?? (['text', 'textarea'] as EdgeInputType[])).flatMap((type) =>
    edgeFieldsOf(type).flatMap((described) => {
      const value = typeof edgeCase.value === 'string' ? edgeCase.value : edgeCase.value(described);
      return value === undefined || seen.has(value) ? [] : [[`${fullId} (${type})`, seen.add(value) && value] as const];
    }),
  ),
);

/** Code units that break string literals and comments, lone surrogates among them. */
const HARD_UNITS = [
  "'",
  '"',
  '`',
  '\\',
  '\n',
  '\r',
  '\u2028',
  '\u2029',
  '\0',
  '\ud800',
  '\udfff',
  '${',
  '*/',
  '\u202e',
  '\ufeff',
  'é',
  '🦄',
];

/** A random string of hard and ordinary units, from faker with `seed`. */
function hardString(seed: number): string {
  const faker = createFaker('en', seed);
  const length = faker.number.int({ min: 0, max: 24 });
  return Array.from({ length }, () =>
    faker.datatype.boolean() ? faker.helpers.arrayElement(HARD_UNITS) : faker.string.sample(1),
  ).join('');
}

describe('jsString', () => {
  it.each([...NASTY_VALUES, NUL_VALUE, ...HARD_UNITS].map((value) => [JSON.stringify(value), value]))(
    'evaluates back to %s',
    (_, value) => {
      const literal = jsString(value);
      expect(new Function(`return ${literal};`)()).toBe(value);
      // Nothing that ends a line or reads other than it runs is left in the code.
      expect(literal).not.toMatch(/[\n\r\u2028\u2029\u202e\ufeff]/);
    },
  );

  it('escapes lone surrogates but keeps a pair as it is', () => {
    expect(jsString('\ud800')).toBe("'\\ud800'");
    expect(jsString('🦄')).toBe("'🦄'");
  });
});

describe('commentText', () => {
  it('keeps a comment on one line', () => {
    expect(commentText('a\nb\u2028c\rd')).toBe('a b c d');
  });
});

describe('playwrightSnippet', () => {
  it('writes one line per filled field, with its action, in page order', async () => {
    const snippet = playwrightSnippet(
      report([
        field({ label: 'First name', value: 'Ada', locate: 'label' }),
        field({ label: 'Country', value: 'DE', control: 'select', locate: { role: 'combobox', name: 'Country' } }),
        field({ label: 'Colours', value: 'red, blue', control: 'select', selected: ['red', 'blue'] }),
        field({ label: 'I accept', value: 'checked', control: 'checkbox', locate: 'label' }),
        field({ label: 'News', value: 'unchecked', control: 'checkbox', locate: { testId: 'news' } }),
        field({ label: 'Pro', value: 'pro', control: 'radio', selector: 'input[name="plan"]:nth-of-type(2)' }),
      ]),
    );
    expect(await runSnippet(snippet)).toEqual([
      { path: [['getByLabel', 'First name', { exact: true }]], action: 'fill', args: ['Ada'] },
      {
        path: [['getByRole', 'combobox', { name: 'Country', exact: true }]],
        action: 'selectOption',
        args: [{ value: 'DE' }],
      },
      { path: [['locator', '#x']], action: 'selectOption', args: [[{ value: 'red' }, { value: 'blue' }]] },
      { path: [['getByLabel', 'I accept', { exact: true }]], action: 'check', args: [] },
      { path: [['getByTestId', 'news']], action: 'uncheck', args: [] },
      { path: [['locator', 'input[name="plan"]:nth-of-type(2)']], action: 'check', args: [] },
    ]);
  });

  it('picks a widget’s options as the fill did: typed and clicked, or opened with Arrow Down and clicked by their text', async () => {
    const snippet = playwrightSnippet(
      report([
        field({ label: 'Company', value: 'O’Hara & Co', via: 'combobox', typed: true, locate: 'label' }),
        field({ label: 'Size', value: 'M', via: 'combobox', locate: 'label' }),
        field({ label: 'Colours', value: 'Red, Blue', selected: ['Red', 'Blue'], via: 'combobox' }),
      ]),
    );
    // Among the list's options: a select a library hid holds native options of the same names.
    const option = (name: string, exact?: true) => [
      ['locator', LOCATED_OPTION],
      exact ? ['getByText', name, { exact }] : ['getByText', name],
    ];
    expect(await runSnippet(snippet)).toEqual([
      { path: [['getByLabel', 'Company', { exact: true }]], action: 'fill', args: ['O’Hara & Co'] },
      { path: [...option('O’Hara & Co'), ['first']], action: 'click', args: [] },
      { path: [['getByLabel', 'Size', { exact: true }]], action: 'press', args: ['ArrowDown'] },
      { path: option('M', true), action: 'click', args: [] },
      { path: [['locator', '#x']], action: 'press', args: ['ArrowDown'] },
      { path: option('Red', true), action: 'click', args: [] },
      { path: [['locator', '#x']], action: 'press', args: ['ArrowDown'] },
      { path: option('Blue', true), action: 'click', args: [] },
      // A list of several choices may stay open: Escape closes it.
      { path: [['keyboard']], action: 'press', args: ['Escape'] },
    ]);
  });

  it('types into a combobox that keeps free text and leaves it with Tab, clicking no option', async () => {
    const snippet = playwrightSnippet(
      report([
        field({ label: 'Company', value: 'Initech', via: 'combobox', typed: true, freeText: true, locate: 'label' }),
      ]),
    );
    const company = [['getByLabel', 'Company', { exact: true }]];
    expect(await runSnippet(snippet)).toEqual([
      { path: company, action: 'fill', args: ['Initech'] },
      { path: company, action: 'press', args: ['Tab'] },
    ]);
  });

  it('waits, in a list open before the typing, for an option its late search hides, and clears the search for more', async () => {
    const snippet = playwrightSnippet(
      report([
        field({
          label: 'Colours',
          value: 'Purple, Red',
          selected: ['Purple', 'Red'],
          via: 'combobox',
          typed: true,
          searchHides: 'Blue',
          locate: 'label',
        }),
      ]),
    );
    const colours = [['getByLabel', 'Colours', { exact: true }]];
    expect(await runSnippet(snippet)).toEqual([
      // Focused first, so that its list opens before the words are typed, as the fill found it.
      { path: colours, action: 'focus', args: [] },
      { path: colours, action: 'fill', args: ['Purple'] },
      {
        path: [
          ['locator', LOCATED_OPTION],
          ['filter', { visible: true }],
          ['getByText', 'Blue', { exact: true }],
          ['first'],
        ],
        action: 'waitFor',
        args: [{ state: 'detached' }],
      },
      { path: [['locator', LOCATED_OPTION], ['getByText', 'Purple'], ['first']], action: 'click', args: [] },
      { path: colours, action: 'fill', args: [''] },
      { path: colours, action: 'press', args: ['ArrowDown'] },
      {
        path: [
          ['locator', LOCATED_OPTION],
          ['getByText', 'Red', { exact: true }],
        ],
        action: 'click',
        args: [],
      },
      { path: [['keyboard']], action: 'press', args: ['Escape'] },
    ]);
  });

  it('opens a list button with a click, types a date and leaves its field with Tab, and says a date picked in a calendar', async () => {
    const snippet = playwrightSnippet(
      report([
        field({ label: 'Plan', value: 'Team', via: 'listbox', locate: 'label' }),
        field({ label: 'Start date', value: '2026-12-02', via: 'calendar', typed: true, locate: 'label' }),
        field({ label: 'Arrival date', value: '2027-01-25', via: 'calendar', locate: 'label' }),
      ]),
    );
    expect(await runSnippet(snippet)).toEqual([
      { path: [['getByLabel', 'Plan', { exact: true }]], action: 'click', args: [] },
      {
        path: [
          ['locator', LOCATED_OPTION],
          ['getByText', 'Team', { exact: true }],
        ],
        action: 'click',
        args: [],
      },
      { path: [['getByLabel', 'Start date', { exact: true }]], action: 'fill', args: ['2026-12-02'] },
      { path: [['getByLabel', 'Start date', { exact: true }]], action: 'press', args: ['Tab'] },
    ]);
    expect(snippet).toContain('// Arrival date: 2027-01-25, picked in its calendar.');
  });

  it('types a date of segments into each of its group’s spin buttons in turn', async () => {
    const snippet = playwrightSnippet(
      report([
        field({
          label: 'Date of birth',
          value: '1990-05-17',
          via: 'segments',
          path: ['5', '17', '1990'],
          locate: { role: 'group', name: 'Date of birth' },
        }),
      ]),
    );
    const group = ['getByRole', 'group', { name: 'Date of birth', exact: true }];
    expect(await runSnippet(snippet)).toEqual(
      ['5', '17', '1990'].map((digits, segment) => ({
        path: [group, ['getByRole', 'spinbutton'], ['nth', segment]],
        action: 'pressSequentially',
        args: [digits],
      })),
    );
  });

  it('opens a cascader with Arrow Down and clicks each column’s choice in that column', async () => {
    const snippet = playwrightSnippet(
      report([
        field({
          label: 'Region',
          value: 'Spain / Catalonia / Barcelona',
          path: ['Spain', 'Catalonia', 'Barcelona'],
          via: 'combobox',
          locate: 'label',
        }),
      ]),
    );
    const inColumn = (name: string, column: number) => ({
      path: [
        ['locator', '[role=menu]'],
        ['nth', column],
        ['locator', '[role^=menuitem]'],
        ['getByText', name, { exact: true }],
      ],
      action: 'click',
      args: [],
    });
    expect(await runSnippet(snippet)).toEqual([
      { path: [['getByLabel', 'Region', { exact: true }]], action: 'press', args: ['ArrowDown'] },
      inColumn('Spain', 0),
      inColumn('Catalonia', 1),
      inColumn('Barcelona', 2),
    ]);
  });

  it('leaves out fields left alone or failed, and says which values the report does not hold', async () => {
    const snippet = playwrightSnippet(
      report([
        field({ label: 'Search', skipped: 'search box', value: undefined }),
        field({ label: 'Broken', error: 'the field was removed', value: undefined }),
        field({ label: 'Password\nagain', value: undefined }),
        field({ label: 'Step two', value: 'x', hidden: true }),
      ]),
    );
    expect(await runSnippet(snippet)).toEqual([]);
    expect(snippet.split('\n')).toEqual([
      '// Understudy seed 42, locale en',
      '// Password again: the report does not hold its value.',
      '// Step two: hidden, which Playwright does not fill.',
    ]);
  });

  it('goes through each frame by its address, and fails clearly when the frame is not there', async () => {
    const inner = 'https://forms.test/inner?a=1';
    const snippet = playwrightSnippet(
      report([
        field({ label: 'Card', value: '4242', frameUrl: inner, locate: 'label' }),
        field({ label: 'Name', value: 'Ada', frameUrl: URL, locate: 'label' }),
      ]),
    );
    expect(await runSnippet(snippet, [inner])).toEqual([
      {
        path: [
          ['frame', inner],
          ['getByLabel', 'Card', { exact: true }],
        ],
        action: 'fill',
        args: ['4242'],
      },
      { path: [['getByLabel', 'Name', { exact: true }]], action: 'fill', args: ['Ada'] },
    ]);
    await expect(runSnippet(snippet)).rejects.toThrow(`No frame at ${inner}`);
  });

  it('turns the report’s shadow-root steps into Playwright’s CSS, which goes into open shadow roots itself', async () => {
    const snippet = playwrightSnippet(report([field({ selector: 'my-form >>> input[name="email"]' })]));
    expect((await runSnippet(snippet))[0]!.path).toEqual([['locator', 'my-form input[name="email"]']]);
  });

  it('looks within the form a form fill covered, and by selector in a field fill', async () => {
    const fields = [field({ selector: '#first', label: 'First', locate: 'label' })];
    expect((await runSnippet(playwrightSnippet(report(fields, { scope: 'form' }))))[0]!.path).toEqual([
      ['locator', '#first'],
      ['locator', 'xpath=ancestor::form[1]'],
      ['getByLabel', 'First', { exact: true }],
    ]);
    expect((await runSnippet(playwrightSnippet(report(fields, { scope: 'field' }))))[0]!.path).toEqual([
      ['locator', '#first'],
    ]);
  });

  it('says when the stored report kept only the first fields', () => {
    const snippet = playwrightSnippet(report([field({})], { truncated: { kept: 1, of: 9, note: '' } }));
    expect(snippet).toContain('// Only the first 1 of 9 fields: the report kept no more.');
  });

  it.each(EDGE_VALUES)('evaluates back to the edge case %s, as value and as label', async (_, value) => {
    const snippet = playwrightSnippet(
      report([
        field({ label: value, value, locate: 'label' }),
        field({ label: value, value, control: 'select', locate: { role: 'listbox', name: value } }),
        field({ label: value, value: undefined }),
      ]),
    );
    expect(syntaxErrors(snippet)).toEqual([]);
    expect(await runSnippet(snippet)).toEqual([
      { path: [['getByLabel', value, { exact: true }]], action: 'fill', args: [value] },
      {
        path: [['getByRole', 'listbox', { name: value, exact: true }]],
        action: 'selectOption',
        args: [{ value }],
      },
    ]);
  });

  const seeds = Array.from({ length: 40 }, () => newSeed());
  it.each(seeds)('evaluates back to a random hard string (seed %i), in every place a string goes', async (seed) => {
    const value = hardString(seed);
    const frameUrl = `https://forms.test/${hardString(seed + 1)}`;
    const snippet = playwrightSnippet(
      report(
        [
          field({ label: value, value, selector: value, frameUrl }),
          field({ label: value, value: undefined }),
          field({ label: value, value, locate: { testId: value } }),
        ],
        { locale: value },
      ),
    );
    expect(syntaxErrors(snippet)).toEqual([]);
    expect(await runSnippet(snippet, [frameUrl])).toEqual([
      {
        path: [
          ['frame', frameUrl],
          ['locator', value.split(' >>> ').join(' ')],
        ],
        action: 'fill',
        args: [value],
      },
      { path: [['getByTestId', value]], action: 'fill', args: [value] },
    ]);
  });
});

describe('understudySnippet', () => {
  it('calls fillPage with the fill’s seed, locale and day', () => {
    expect(understudySnippet(report([field({})], { refDate: '2026-11-27' }))).toBe(
      [
        "import { fillPage } from 'understudy/playwright';",
        '',
        'const report = await fillPage(page, {',
        '  seed: 42,',
        "  locale: 'en',",
        "  refDate: '2026-11-27',",
        '});',
      ].join('\n'),
    );
  });

  it('passes the fill’s options, and offers the settings when a rule decided a field', () => {
    const snippet = understudySnippet(
      report([field({ signal: 'rule', rule: 'Team email' })], {
        locale: 'de',
        onlyEmpty: true,
        fillHidden: true,
        edgeCases: 'invalid',
      }),
    );
    expect(snippet).toContain("  locale: 'de',\n  onlyEmpty: true,\n  hidden: true,\n  edgeCases: 'invalid',\n");
    expect(snippet).toContain("// settings: './understudy-settings.json',");
    expect(syntaxErrors(snippet)).toEqual([]);
  });

  it.each([
    ['form', 'fillForm', "page.locator('#first')"],
    ['field', 'fillField', "page.locator('#first')"],
  ] as const)('gives a %s fill’s first field to %s (fillForm fills the form that holds it)', (scope, call, target) => {
    const snippet = understudySnippet(report([field({ selector: '#first' })], { scope }));
    expect(snippet).toContain(`import { ${call} } from 'understudy/playwright';`);
    expect(snippet).toContain(`const report = await ${call}(${target}, {`);
  });

  it('finds a field fill’s field in its frame', () => {
    const inner = 'https://forms.test/inner';
    const snippet = understudySnippet(report([field({ selector: '#card', frameUrl: inner })], { scope: 'field' }));
    expect(snippet).toContain(`const frame1 = page.frames().find((frame) => frame.url() === '${inner}');`);
    expect(snippet).toContain("fillField(frame1.locator('#card'), {");
    expect(syntaxErrors(snippet)).toEqual([]);
  });

  it.each(EDGE_VALUES)('keeps the locale %s a string', (_, value) => {
    const snippet = understudySnippet(report([field({})], { locale: value }));
    expect(syntaxErrors(snippet)).toEqual([]);
    const options = snippet.slice(snippet.indexOf('{\n'), snippet.lastIndexOf(')'));
    expect(new Function(`return ${options};`)().locale).toBe(value);
  });
});
