import { describe, expect, it } from 'vitest';
import { blankField, type FieldDescription } from '@/utils/fields/field-description';
import type { FillerDriver } from '@/utils/fill/filler-driver';
import { packCollect } from '@/utils/page-contract/collect-transfer';
import { NOT_OFFERED, type FillWrite } from '@/utils/page-contract/fill-write';
import type { WriteResult } from '@/utils/page-contract/page-filler-api';
import { readSavedFields } from '@/utils/saved-fills/read-saved-fields';
import { describePage, restoreSavedFill } from '@/utils/saved-fills/saved-fill-frames';
import { NO_OPTION } from '@/utils/saved-fills/match-saved-fields';
import type { SavedFill } from '@/utils/saved-fills/saved-fill';

const URL = 'http://localhost:3000/signup';

/** Widgets holding what a person picked, as describe-field.ts reports them. */
const held: FieldDescription[] = [
  blankField({ label: 'Country', id: 'country-input', widget: 'combobox', shows: ['Germany'] }),
  blankField({ label: 'Favourite colours', id: 'colours-input', widget: 'combobox', shows: ['Red', 'Blue'] }),
  blankField({ label: 'Plan', id: 'plan', tag: 'widget', type: 'select-one', widget: 'listbox', shows: ['Team'] }),
  blankField({ label: 'Start date', id: 'start', widget: 'calendar', value: '2024-03-09' }),
].map((field, index) => ({ ...field, index, frameUrl: URL }));

const fill: SavedFill = {
  id: 'w1',
  name: 'Widgets',
  site: 'localhost:3000',
  savedAt: 0,
  fields: readSavedFields(held, { passwords: false }).fields,
};

/**
 * One frame whose widgets are empty again; it answers the write with `answer` and keeps the writes it got,
 * and what its widgets show with `shows`, keeping the indexes asked.
 */
function pageDriver(
  answer: Omit<WriteResult, 'selectors' | 'durationMs'>,
  shows: Record<number, string[]> = {},
  page: FieldDescription[] = held,
) {
  const written: FillWrite[] = [];
  const asked: number[][] = [];
  const fields = page.map(({ shows: _shows, ...field }) => ({ ...field, value: '' }));
  const driver: FillerDriver = {
    inject: async () => [
      {
        frameId: 0,
        result: packCollect({
          url: URL,
          contentType: 'text/html',
          lang: 'en',
          fields,
          rest: 0,
          activeIndex: -1,
          nearIndex: -1,
          frameUrls: [],
          durationMs: 1,
          token: 't',
        }),
      },
    ],
    // A page's one frame is written apart (write-frames.ts): PageFiller.write.
    call: (async (_frames: unknown, method: string, writes: FillWrite[] | number[], token: string) => {
      if (token !== 't') throw new Error(`unexpected token ${token}`);
      if (method === 'widgetShows') {
        asked.push(writes as number[]);
        return [{ frameId: 0, result: shows }];
      }
      if (method !== 'write') throw new Error(`unexpected ${method}`);
      written.push(...(writes as FillWrite[]));
      const selectors = JSON.stringify(fields.map((field) => `#${field.id}`));
      return [{ frameId: 0, result: { ...answer, selectors, durationMs: 1 } }];
    }) as FillerDriver['call'],
  };
  return { driver, written, asked };
}

describe('describing a page for a saved fill', () => {
  it('asks the page what its list widgets show, and only them, into their descriptions', async () => {
    const { driver, asked } = pageDriver({ errors: {} }, { 1: ['Red', 'Blue'] });
    const { merged } = await describePage(driver);
    expect(asked).toEqual([[0, 1, 2]]);
    expect(merged.fields.map((field) => field.shows)).toEqual([undefined, ['Red', 'Blue'], undefined, undefined]);
  });
});

describe('restoring saved widgets in a page', () => {
  it('sends each widget the pick a fill would, and reports what each component took', async () => {
    const { driver, written } = pageDriver({
      errors: {},
      picked: { 0: ['Germany'], 1: ['Red', 'Blue'], 2: ['Team'], 3: ['2024-03-09'] },
    });
    const report = await restoreSavedFill(driver, fill);
    expect(written).toEqual([
      { index: 0, pick: ['Germany'], seed: 0, many: 1, exact: true },
      { index: 1, pick: ['Red', 'Blue'], seed: 0, many: 2, exact: true },
      { index: 2, pick: ['Team'], seed: 0, many: 1, exact: true },
      { index: 3, pick: ['2024-03-09', '2024-03-09'], seed: 0, many: 1 },
    ]);
    expect(report.fields.map(({ selector, value, via, selected }) => ({ selector, value, via, selected }))).toEqual([
      { selector: '#country-input', value: 'Germany', via: 'combobox', selected: undefined },
      { selector: '#colours-input', value: 'Red, Blue', via: 'combobox', selected: ['Red', 'Blue'] },
      { selector: '#plan', value: 'Team', via: 'listbox', selected: undefined },
      { selector: '#start', value: '2024-03-09', via: 'calendar', selected: undefined },
    ]);
    expect(report).toMatchObject({ restored: 'Widgets', filled: 4, skipped: 0, failed: 0 });
  });

  it('reports a saved option the widget’s list no longer offers as not restored, as a native list’s', async () => {
    const { driver } = pageDriver({ errors: { 2: NOT_OFFERED }, picked: { 0: ['Germany'], 1: ['Red'] } });
    const report = await restoreSavedFill(driver, fill);
    const plan = report.fields.find((field) => field.label === 'Plan');
    expect(plan).toMatchObject({ skipped: NO_OPTION, note: 'saved value: Team' });
    expect(plan?.value).toBeUndefined();
    // A multi-select that took only some of its saved options names the ones left out.
    expect(report.fields.find((field) => field.label === 'Favourite colours')).toMatchObject({
      value: 'Red',
      note: 'not restored: the list no longer offers Blue',
    });
    expect(report).toMatchObject({ skipped: 1, failed: 0 });
  });

  it('reports a widget that failed otherwise as failed, with the page’s reason', async () => {
    const { driver } = pageDriver({ errors: { 0: 'its list did not open' }, picked: {} });
    const report = await restoreSavedFill(driver, fill);
    expect(report.fields[0]).toMatchObject({ error: 'its list did not open' });
    expect(report.fields[0]?.value).toBeUndefined();
  });
});

describe('restoring a date of spin-button segments', () => {
  it('types the saved date into its segments, as a calendar’s is picked', async () => {
    const dates = [
      blankField({ label: 'Start date', id: 'start', type: 'date', widget: 'segments', value: '2024-03-09' }),
    ].map((field, index) => ({ ...field, index, frameUrl: URL }));
    const saved: SavedFill = { ...fill, fields: readSavedFields(dates, { passwords: false }).fields };
    const { driver, written } = pageDriver({ errors: {}, picked: { 0: ['2024-03-09'] } }, {}, dates);
    const report = await restoreSavedFill(driver, saved);
    expect(written).toEqual([{ index: 0, pick: ['2024-03-09', '2024-03-09'], seed: 0, many: 1 }]);
    expect(report).toMatchObject({ filled: 1, failed: 0 });
  });
});
