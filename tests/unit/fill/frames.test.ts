import { describe, expect, it } from 'vitest';
import { mergeFrames, writesByFrame } from '@/utils/fill/frames';
import type { CollectResult } from '@/utils/page-contract/page-filler-api';
import { summarizeReport } from '@/utils/fill/fill-report';
import { skippedFrame } from '@/utils/fill/frame-access';
import { makeField } from '../support/make-field';

const collect = (overrides: Partial<CollectResult>): CollectResult => ({
  url: 'http://site.test/',
  contentType: 'text/html',
  lang: '',
  fields: [],
  rest: 0,
  activeIndex: -1,
  nearIndex: -1,
  frameUrls: [],
  durationMs: 1,
  token: 't',
  ...overrides,
});

const top = collect({
  fields: [
    makeField({ index: 0, formIndex: 0 }),
    makeField({ index: 1, type: 'radio', name: 'plan', group: '0:plan', formIndex: 0 }),
  ],
  frameUrls: ['http://site.test/inner.html', 'http://other.test/pay.html', 'about:blank'],
});
const child = collect({
  url: 'http://site.test/inner.html',
  fields: [
    makeField({ index: 0, formIndex: 0 }),
    makeField({ index: 1, type: 'radio', name: 'plan', group: '0:plan', formIndex: -1 }),
  ],
  activeIndex: 1,
});

describe('mergeFrames', () => {
  const merged = mergeFrames([
    { frameId: 7, result: child },
    { frameId: 0, result: top },
  ]);

  it('lists the top frame first, with page-wide indexes that lead back to each frame', () => {
    expect(merged.fields.map((field) => field.index)).toEqual([0, 1, 2, 3]);
    expect([...merged.origins]).toEqual([
      [0, { frameId: 0, index: 0 }],
      [1, { frameId: 0, index: 1 }],
      [2, { frameId: 7, index: 0 }],
      [3, { frameId: 7, index: 1 }],
    ]);
  });

  it('keeps forms and radio groups of different frames apart', () => {
    expect(new Set(merged.fields.map((field) => field.formIndex)).size).toBe(3);
    expect(merged.fields[1]!.group).not.toBe(merged.fields[3]!.group);
  });

  it('finds the focused field in whichever frame holds it', () => {
    expect(merged.activeIndex).toBe(3);
  });

  it('finds the field near focus elsewhere in whichever frame tells it', () => {
    expect(merged.nearIndex).toBe(-1);
    const near = mergeFrames([
      { frameId: 0, result: top },
      { frameId: 7, result: { ...child, activeIndex: -1, nearIndex: 0 } },
    ]);
    expect(near).toMatchObject({ activeIndex: -1, nearIndex: 2 });
  });

  it('reports frames it did not reach, but not empty ones', () => {
    expect(merged.skippedFrames.map((frame) => frame.url)).toEqual(['http://other.test/pay.html']);
  });

  it('says which unreached frames a permission would let in and which the browser forbids', () => {
    const page = collect({
      frameUrls: [
        'https://pay.test/card',
        'about:srcdoc',
        'chrome-extension://abc/panel.html',
        'data:text/html,<input>',
      ],
    });
    expect(
      mergeFrames([{ frameId: 0, result: page }]).skippedFrames.map(({ url, access }) => [url.slice(0, 12), access]),
    ).toEqual([
      ['https://pay.', 'no-permission'],
      ['about:srcdoc', 'forbidden'],
      ['chrome-exten', 'forbidden'],
      ['data:text/ht', 'forbidden'],
    ]);
  });

  it('does not report a srcdoc frame it reached', () => {
    const page = collect({ frameUrls: ['about:srcdoc'] });
    const srcdoc = collect({ url: 'about:srcdoc', fields: [makeField({ index: 0 })] });
    const reached = mergeFrames([
      { frameId: 0, result: page },
      { frameId: 3, result: srcdoc },
    ]);
    expect(reached.skippedFrames).toEqual([]);
    expect(reached.fields).toHaveLength(1);
  });

  it('sends each write back to its frame with that frame’s own index', () => {
    const byFrame = writesByFrame(
      [
        { index: 0, value: 'a' },
        { index: 3, checked: true },
        { index: 2, value: 'b' },
      ],
      merged.origins,
    );
    expect([...byFrame]).toEqual([
      [0, [{ index: 0, value: 'a' }]],
      [
        7,
        [
          { index: 1, checked: true },
          { index: 0, value: 'b' },
        ],
      ],
    ]);
  });
});

describe('summarizeReport with unreached frames', () => {
  it.each([
    [0, 'Filled 3 fields'],
    [1, 'Filled 3 fields; 1 frame on other sites not filled'],
    [2, 'Filled 3 fields; 2 frames on other sites not filled'],
  ])('%i frames', (count, summary) => {
    const skippedFrames = Array.from({ length: count }, () => skippedFrame('http://other.test/'));
    expect(summarizeReport({ filled: 3, skipped: 0, failed: 0, skippedFrames })).toBe(summary);
  });
});
