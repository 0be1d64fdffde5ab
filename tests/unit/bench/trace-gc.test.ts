import { describe, expect, it } from 'vitest';
import { majorGcWithin, type TraceEvent } from '../../bench/fill/trace';

const slice = (name: string, ts: number, dur: number, pid = 7, tid = 1): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid,
  tid,
});

describe('majorGcWithin (bench trace reading)', () => {
  it("counts major-collection slices of the page's thread inside the spans, nested ones once", () => {
    const events = [
      slice('V8.GCIncrementalMarking', 1_000, 2_000),
      // A finalization with a marking step inside it: 5 ms, not 6.
      slice('MajorGC', 10_000, 5_000),
      slice('V8.GCIncrementalMarking', 11_000, 1_000),
      // Half of it inside the span.
      slice('V8.GCIncrementalMarking', 19_000, 2_000),
    ];
    expect(majorGcWithin(events, 7, 1, [[0, 20_000]])).toBe(2 + 5 + 1);
  });

  it('leaves out minor collections, other threads and processes, and time outside the spans', () => {
    const events = [
      slice('MinorGC', 1_000, 3_000),
      slice('MajorGC', 1_000, 3_000, 7, 2),
      slice('MajorGC', 1_000, 3_000, 8, 1),
      slice('MajorGC', 30_000, 3_000),
      { name: 'MajorGC', ph: 'B', ts: 1_000, pid: 7, tid: 1 },
    ];
    expect(majorGcWithin(events, 7, 1, [[0, 20_000]])).toBe(0);
  });

  it('adds up several spans (the refresh and the write)', () => {
    const events = [slice('V8.GCIncrementalMarking', 1_000, 4_000), slice('MajorGC', 50_000, 10_000)];
    expect(
      majorGcWithin(events, 7, 1, [
        [0, 2_000],
        [55_000, 70_000],
      ]),
    ).toBe(1 + 5);
  });
});
