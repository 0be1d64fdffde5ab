import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreparedFills } from '@/utils/worker/prepared-fills';
import { refreshFrames } from '@/utils/fill/describe-frames';
import type { FrameCollect } from '@/utils/fill/frames';
import type { CollectResult } from '@/utils/page-contract/page-filler-api';
import { makeField } from '../support/make-field';

afterEach(() => {
  vi.useRealTimers();
});

describe('PreparedFills', () => {
  it("keeps a tab's preparation for one fill only", async () => {
    const prepared = new PreparedFills<string>();
    prepared.prepare(7, async () => 'described');
    await expect(prepared.take(7)).resolves.toBe('described');
    expect(prepared.take(7)).toBeUndefined();
    expect(prepared.take(8)).toBeUndefined();
  });

  it('does not start again while a young preparation is there (the popup opened twice)', () => {
    const prepared = new PreparedFills<string>();
    const start = vi.fn(async () => 'described');
    prepared.prepare(7, start);
    prepared.prepare(7, start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('gives none once it is too old, and lets go of it by itself', async () => {
    vi.useFakeTimers();
    let now = 0;
    const prepared = new PreparedFills<string>(() => now, 1_000);
    prepared.prepare(7, async () => 'described');
    now = 1_000;
    expect(prepared.take(7)).toBeUndefined();
    const start = vi.fn(async () => 'again');
    prepared.prepare(7, start);
    now = 1_500;
    prepared.prepare(7, start);
    expect(start).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1_000);
    now = 1_600;
    expect(prepared.take(7)).toBeUndefined();
  });

  it('gives a failed preparation as none, without an unhandled rejection', async () => {
    const prepared = new PreparedFills<string>();
    prepared.prepare(7, async () => Promise.reject(new Error('Cannot access a chrome:// URL')));
    await expect(prepared.take(7)).resolves.toBeUndefined();
  });

  it('lets go of a preparation that failed or found nothing to do, so the popup opened again prepares anew', async () => {
    const prepared = new PreparedFills<string>();
    prepared.prepare(7, async () => undefined);
    prepared.prepare(8, async () => Promise.reject(new Error('Cannot access a chrome:// URL')));
    await prepared.settled(7);
    await prepared.settled(8);
    const start = vi.fn(async () => 'described');
    prepared.prepare(7, start);
    prepared.prepare(8, start);
    expect(start).toHaveBeenCalledTimes(2);
    await expect(prepared.take(7)).resolves.toBe('described');
  });

  it('settles once the tab’s preparation has ended, and leaves it for the fill', async () => {
    const prepared = new PreparedFills<string>();
    let finish = (_described: string) => {};
    prepared.prepare(7, () => new Promise<string>((resolve) => (finish = resolve)));
    let settled = false;
    const settling = prepared.settled(7).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish('described');
    await settling;
    await expect(prepared.take(7)).resolves.toBe('described');
    await expect(prepared.settled(8)).resolves.toBeUndefined();
  });
});

describe('refreshFrames', () => {
  const result = (overrides: Partial<CollectResult>): CollectResult => ({
    url: 'http://site.test/',
    contentType: 'text/html',
    lang: '',
    fields: [],
    rest: 0,
    activeIndex: -1,
    nearIndex: -1,
    frameUrls: [],
    durationMs: 1,
    token: 'top-1',
    ...overrides,
  });
  const frames: FrameCollect[] = [
    {
      frameId: 0,
      result: result({
        fields: [makeField({ index: 0, value: '' }), makeField({ index: 1, type: 'checkbox', value: 'on' })],
      }),
    },
    { frameId: 3, result: result({ token: 'inner-1', fields: [makeField({ index: 0, value: 'old' })] }) },
  ];
  const same = { changed: [], activeIndex: -1, nearIndex: -1 };

  it("puts each frame's new values, checks and focus into a copy of its fields", () => {
    const refreshed = refreshFrames(frames, [
      { frameId: 0, result: { token: 'top-1', changed: [[1, 'on', true]], activeIndex: -1, nearIndex: 0 } },
      { frameId: 3, result: { token: 'inner-1', changed: [[0, 'typed', false]], activeIndex: 0, nearIndex: -1 } },
    ]);
    expect(
      refreshed?.map(({ frameId, result }) => [
        frameId,
        result.activeIndex,
        result.nearIndex,
        result.fields.map((field) => [field.value, field.checked]),
      ]),
    ).toEqual([
      [
        0,
        -1,
        0,
        [
          ['', false],
          ['on', true],
        ],
      ],
      [3, 0, -1, [['typed', false]]],
    ]);
    expect(frames[1]!.result.fields[0]!.value).toBe('old');
  });

  it.each([
    [
      'a frame says its page changed',
      [
        { frameId: 0, result: 'stale' as const },
        { frameId: 3, result: { token: 'inner-1', ...same } },
      ],
    ],
    [
      'a frame answers for another collect',
      [
        { frameId: 0, result: { token: 'top-2', ...same } },
        { frameId: 3, result: { token: 'inner-1', ...same } },
      ],
    ],
    ['a frame has gone', [{ frameId: 0, result: { token: 'top-1', ...same } }]],
    [
      'a frame lost its filler (reloaded)',
      [
        { frameId: 0, result: { token: 'top-1', ...same } },
        { frameId: 3, result: 'gone' as const },
      ],
    ],
    [
      'a frame is new',
      [
        { frameId: 0, result: { token: 'top-1', ...same } },
        { frameId: 3, result: { token: 'inner-1', ...same } },
        { frameId: 9, result: 'stale' as const },
      ],
    ],
  ])('gives none when %s', (_case, answers) => {
    expect(refreshFrames(frames, answers)).toBeUndefined();
  });
});
