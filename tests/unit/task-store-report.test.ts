import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseReport } from '@/utils/fill/fill-report';
import { getReport, getTask, saveTask, watchReportText } from '@/utils/storage/task-store';
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
    { frameUrl: 'https://forms.test/', selector: '#first', label: 'Vorname', kind: 'person.firstName', signal: 'label', value: 'Jürgen' },
    { frameUrl: 'https://forms.test/', selector: '#q', label: 'Suche', kind: 'none', signal: 'type', skipped: 'search box' },
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
