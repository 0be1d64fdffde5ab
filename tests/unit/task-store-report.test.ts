import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getReport, parseReport, saveReport, watchReport } from '@/utils/tasks/task-store';
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
  it('are kept as one JSON string and read back whole', async () => {
    await saveReport(42, report);
    expect(typeof (await fakeBrowser.storage.session.get('report:42'))['report:42']).toBe('string');
    expect(await getReport(42)).toEqual(report);
    expect(await getReport(43)).toBeNull();
  });

  it('reach a watcher parsed', async () => {
    const onChange = vi.fn();
    watchReport(42, onChange);
    await saveReport(42, report);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(report));
  });

  it('read as none when what is stored is not a report text', () => {
    expect(parseReport(undefined)).toBeNull();
    expect(parseReport('{not json')).toBeNull();
    expect(parseReport({ seed: 1 })).toBeNull();
  });
});
