import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseReport } from '@/utils/fill/fill-report';
import {
  DROPPED_FOR_NEWER,
  forgetTab,
  getReport,
  getReportText,
  getTask,
  saveTask,
  watchReportText,
} from '@/utils/storage/task-store';
import { ALL_REPORTS_BUDGET_BYTES, REPORT_BUDGET_BYTES, textBytes } from '@/utils/storage/report-budget';
import { bigReport } from '../support/big-report';
import { startTask } from '@/utils/tasks/task-state';
import type { FillReport } from '@/utils/fill/fill-report';

const report: FillReport = {
  seed: 7,
  locale: 'de',
  refDate: '2026-11-21',
  url: 'https://forms.test/',
  durationMs: 12.5,
  filled: 1,
  skipped: 1,
  failed: 0,
  fields: [
    {
      frameUrl: 'https://forms.test/',
      selector: '#first',
      label: 'Vorname',
      kind: 'person.firstName',
      signal: 'label',
      value: 'Jürgen',
    },
    {
      frameUrl: 'https://forms.test/',
      selector: '#q',
      label: 'Suche',
      kind: 'none',
      signal: 'type',
      skipped: 'search box',
    },
  ],
};

beforeEach(() => {
  fakeBrowser.reset();
});

describe('fill reports in storage.session', () => {
  const task = startTask({ id: 't', kind: 'fill-page', tabId: 42, workerId: 'w', now: 0 });

  it('are kept as one JSON string with their task and read back whole', async () => {
    await saveTask(task, report);
    expect(await getTask(42)).toEqual(task);
    expect(typeof (await fakeBrowser.storage.session.get('report:42'))['report:42']).toBe('string');
    expect(await getReport(42)).toEqual(report);
    expect(await getReport(43)).toBeNull();
  });

  it('reach a watcher as their text', async () => {
    const onChange = vi.fn();
    watchReportText(42, onChange);
    await saveTask(task, report);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(JSON.stringify(report)));
  });

  it('that storage cannot take leave the task stored, and no older report in their place', async () => {
    await saveTask(task, report);
    const set = fakeBrowser.storage.session.set.bind(fakeBrowser.storage.session);
    vi.spyOn(fakeBrowser.storage.session, 'set').mockImplementation(async (items) => {
      if (Object.keys(items).some((key) => key.startsWith('report:'))) throw new Error('QUOTA_BYTES quota exceeded');
      return set(items);
    });
    const ended = { ...task, status: 'completed' as const, summary: 'Filled 1 field' };
    await saveTask(ended, { ...report, seed: 8 });
    expect(await getTask(42)).toEqual(ended);
    expect(await getReport(42)).toBeNull();
  });

  it('read as none when what is stored is not a report text', () => {
    expect(parseReport(undefined)).toBeNull();
    expect(parseReport('{not json')).toBeNull();
    expect(parseReport({ seed: 1 })).toBeNull();
  });
});

/** storage.session as Chromium keeps it: a write that would take the area past 10 MB is refused whole. */
function sessionQuota(quota = 10 * 1024 * 1024) {
  const set = fakeBrowser.storage.session.set.bind(fakeBrowser.storage.session);
  vi.spyOn(fakeBrowser.storage.session, 'set').mockImplementation(async (items) => {
    const after = { ...(await fakeBrowser.storage.session.get(null)), ...items };
    const bytes = Object.entries(after).reduce(
      (sum, [key, value]) => sum + key.length + textBytes(typeof value === 'string' ? value : JSON.stringify(value)),
      0,
    );
    if (bytes > quota) throw new Error('Session storage quota bytes exceeded. Values were not stored.');
    return set(items);
  });
}

const completed = (tabId: number, endedAt: number) => ({
  ...startTask({ id: `t${tabId}`, kind: 'fill-page', tabId, workerId: 'w', now: 0 }),
  status: 'completed' as const,
  summary: 'Filled',
  endedAt,
});
const storedBytes = async (tabId: number) => textBytes((await getReportText(tabId)) ?? '');

describe("reports and storage.session's quota", () => {
  // Bug: a report too large to store was dropped, and Undo went with it, although the page still held its undo log.
  it('a report over the budget is stored with its list cut, saying so, with its seed and counts', async () => {
    sessionQuota();
    const huge = bigReport(12_000, 1_000);
    await saveTask(completed(42, 1), huge);
    const stored = await getReport(42);
    expect(await storedBytes(42)).toBeLessThanOrEqual(REPORT_BUDGET_BYTES);
    expect(stored).toMatchObject({
      seed: 7,
      locale: 'de',
      filled: 12_000,
      truncated: { of: 12_000, note: expect.stringMatching(/^Only the first \d+ of 12000 fields are listed/) },
    });
    expect(stored?.fields.length).toBe(stored?.truncated?.kept);
    expect(stored?.fields.length).toBeGreaterThan(1_000);
  });

  // Bug: every tab's report shared the one quota, so once a few long pages were filled no new report could be stored.
  it("keeps all tabs' reports within their budget: the oldest tabs' lists go first, the newest stay whole", async () => {
    sessionQuota();
    // Each about 1.9 MB: five would pass storage.session's 10 MB.
    for (let tab = 1; tab <= 5; tab++) await saveTask(completed(tab, tab), bigReport(1_800, 1_000, tab));
    let total = 0;
    for (let tab = 1; tab <= 5; tab++) total += await storedBytes(tab);
    expect(total).toBeLessThanOrEqual(ALL_REPORTS_BUDGET_BYTES);
    for (const tab of [3, 4, 5]) expect((await getReport(tab))?.fields).toHaveLength(1_800);
    for (const tab of [1, 2]) {
      // The oldest keep their seed and counts, for Replay and Undo, and say where their list went.
      expect(await getReport(tab)).toMatchObject({
        seed: tab,
        filled: 1_800,
        fields: [],
        truncated: { kept: 0, of: 1_800, note: DROPPED_FOR_NEWER },
      });
      expect(await getTask(tab)).toMatchObject({ status: 'completed' });
    }
  });

  it("a closed tab's report no longer counts against the others", async () => {
    sessionQuota();
    for (let tab = 1; tab <= 3; tab++) await saveTask(completed(tab, tab), bigReport(1_800, 1_000, tab));
    await forgetTab(1);
    await forgetTab(2);
    await saveTask(completed(4, 4), bigReport(1_800, 1_000, 4));
    await saveTask(completed(5, 5), bigReport(1_800, 1_000, 5));
    expect(await getReport(1)).toBeNull();
    for (const tab of [3, 4, 5]) expect((await getReport(tab))?.fields).toHaveLength(1_800);
  });

  it('a report storage refuses for another reason is stored without its list, saying why', async () => {
    const set = fakeBrowser.storage.session.set.bind(fakeBrowser.storage.session);
    vi.spyOn(fakeBrowser.storage.session, 'set').mockImplementation(async (items) => {
      const text = (items as Record<string, unknown>)['report:42'];
      if (typeof text === 'string' && text.length > 10_000) throw new Error('Value is not serializable');
      return set(items);
    });
    await saveTask(completed(42, 1), bigReport(50));
    expect(await getReport(42)).toMatchObject({
      seed: 7,
      filled: 50,
      fields: [],
      truncated: { kept: 0, of: 50, note: 'The list of fields could not be stored: Value is not serializable' },
    });
    expect(await getTask(42)).toMatchObject({ status: 'completed' });
  });
});
