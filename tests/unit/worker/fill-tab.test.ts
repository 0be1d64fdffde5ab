// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fillFrames, type FillOptions } from '@/utils/fill/fill-frames';
import { tabDriver } from '@/utils/worker/run-in-frames';
import { summarizeReport } from '@/utils/fill/fill-report';
import { fakeTab, later, type FakeTab } from '../support/fake-tab';

const TAB = 9;
const TOP = {
  url: 'http://127.0.0.1/page.html',
  html: '<form><label for="first">First name</label><input id="first"><label for="email">Email</label><input id="email" type="email"></form>',
};
const INNER = {
  url: 'http://127.0.0.1/inner.html',
  html: '<form><label for="city">City</label><input id="city"><label for="q">Search</label><input id="q" type="search"></form>',
};
const OPTIONS: FillOptions = { seed: 42, locale: 'en_US', onlyEmpty: false, usePageLanguage: false };

const value = (doc: Document | undefined, id: string) => (doc?.getElementById(id) as HTMLInputElement | null)?.value;

beforeEach(() => {
  fakeBrowser.reset();
});

describe('fillFrames through a tab, one frame failing', () => {
  // Bug: the frames' writes went through one Promise.all, so a frame that went
  // away failed the whole fill after the other frames had been written.
  it("fails that frame's fields with the reason; the other frames' results stand and the summary counts both", async () => {
    const tab = fakeTab({ 0: TOP, 1: INNER }, ({ frameId, method }) =>
      frameId === 1 && method === 'write' ? Promise.reject(new Error('Frame with ID 1 was removed.')) : undefined,
    );
    const report = await fillFrames(tabDriver(TAB), OPTIONS);

    expect(value(tab.documents.get(0), 'first')).not.toBe('');
    expect(value(tab.documents.get(0), 'email')).toMatch(/@/);
    expect(value(tab.documents.get(1), 'city')).toBe('');
    const inner = report.fields.filter((field) => field.frameUrl === INNER.url);
    expect(inner).toEqual([
      expect.objectContaining({
        label: 'City',
        error: expect.stringMatching(/^its frame could not be written: /),
        value: undefined,
      }),
      // What the frame skipped stays skipped, with its own reason.
      expect.objectContaining({ label: 'Search', skipped: 'search box' }),
    ]);
    expect(report).toMatchObject({ filled: 2, skipped: 1, failed: 1 });
    expect(summarizeReport(report)).toBe('Filled 2 fields, skipped 1, 1 failed');
  });

  it('says the frame did not answer when its filler is gone or its answer lost', async () => {
    fakeTab({ 0: TOP, 1: INNER }, ({ frameId, method }) =>
      frameId === 1 && method === 'write' ? Promise.resolve(null) : undefined,
    );
    const report = await fillFrames(tabDriver(TAB), OPTIONS);
    expect(report.fields.find((field) => field.label === 'City')).toMatchObject({ error: 'its frame did not answer' });
  });

  it('fails the fill when no frame could be written', async () => {
    fakeTab({ 0: TOP }, ({ method }) => (method === 'write' ? Promise.resolve(null) : undefined));
    await expect(fillFrames(tabDriver(TAB), OPTIONS)).rejects.toThrow(
      'The page did not answer. Reload it and try again.',
    );
  });
});

describe("fillFrames through a tab, frames of the page's origin", () => {
  const OTHER = { url: 'http://localhost/inner.html', html: INNER.html };
  /** The top frame reaching the other frames' fillers, as Chromium's isolated world does for frames of its origin. */
  const reachingFrames =
    (tab: FakeTab, reach: number[]) => (call: { frameId: number; method: string; args: unknown[] }) => {
      if (call.method !== 'writeWithFrames') return undefined;
      const [byToken, until] = call.args as [Record<string, never[]>, number | undefined];
      const answers: Record<string, unknown> = {};
      for (const frameId of reach) {
        const filler = tab.fillers.get(frameId)!;
        if (byToken[filler.token]) answers[filler.token] = filler.write(byToken[filler.token]!, filler.token, until);
      }
      return Promise.resolve(answers);
    };

  it('writes them from the top frame in one call, and a frame of another origin apart', async () => {
    const tab: FakeTab = fakeTab({ 0: TOP, 1: INNER, 2: OTHER }, (call) => reachingFrames(tab, [0, 1])(call));
    const report = await fillFrames(tabDriver(TAB), OPTIONS);
    const writes = tab.calls.filter(({ method }) => method.startsWith('write'));
    expect(writes.map(({ frameId, method }) => `${frameId} ${method}`).sort()).toEqual([
      '0 writeWithFrames',
      '2 write',
    ]);
    expect(Object.keys(writes.find(({ method }) => method === 'writeWithFrames')!.args[0] as object)).toEqual([
      tab.fillers.get(0)!.token,
      tab.fillers.get(1)!.token,
    ]);
    expect(value(tab.documents.get(1), 'city')).not.toBe('');
    expect(value(tab.documents.get(2), 'city')).not.toBe('');
    // Each frame's answer is its own: the selectors in the report come from the frame that wrote them.
    expect(report.fields.filter((field) => field.label === 'City').map((field) => field.selector)).toEqual([
      '#city',
      '#city',
    ]);
    expect(report).toMatchObject({ failed: 0 });
  });

  it('writes apart the frames the top frame could not reach, and fails only the one that refused', async () => {
    const tab: FakeTab = fakeTab({ 0: TOP, 1: INNER, 2: { ...INNER, url: 'http://127.0.0.1/second.html' } }, (call) => {
      if (call.method === 'writeWithFrames') {
        const token = tab.fillers.get(2)!.token;
        return reachingFrames(
          tab,
          [0],
        )(call)!.then((answers) => ({
          ...(answers as object),
          [token]: { failed: 'The page was described again before its fields could be written.' },
        }));
      }
      return undefined;
    });
    const report = await fillFrames(tabDriver(TAB), OPTIONS);
    expect(tab.calls.filter(({ method }) => method === 'write').map(({ frameId }) => frameId)).toEqual([1]);
    expect(value(tab.documents.get(1), 'city')).not.toBe('');
    expect(value(tab.documents.get(2), 'city')).toBe('');
    expect(
      report.fields.find((field) => field.frameUrl?.endsWith('/second.html') && field.label === 'City'),
    ).toMatchObject({
      error: 'its frame could not be written: The page was described again before its fields could be written.',
    });
  });
});

describe('fillFrames through a tab, stopped', () => {
  // Bug: the time limit only stopped waiting for the work; the fill went on and wrote the page afterwards.
  it('sends no write once its task is stopped, and has each frame forget the collect', async () => {
    const stop = new AbortController();
    const tab = fakeTab({ 0: TOP, 1: INNER }, ({ method }) => {
      // The task is stopped while the page is being described.
      if (method === 'inject') stop.abort(new Error('The task took too long and was stopped. Please try again.'));
      return undefined;
    });
    await expect(
      fillFrames(tabDriver(TAB), OPTIONS, undefined, { signal: stop.signal, deadline: Date.now() + 60_000 }),
    ).rejects.toThrow('took too long');
    expect(tab.calls.map(({ method }) => method)).not.toContain('write');
    expect(value(tab.documents.get(0), 'first')).toBe('');
  });

  it('asks a long page for no more of its fields once stopped', async () => {
    const stop = new AbortController();
    const long = {
      url: TOP.url,
      html: `<form>${Array.from({ length: 1_200 }, (_, row) => `<input name="line-${row}" aria-label="Name ${row}">`).join('')}</form>`,
    };
    const tab = fakeTab({ 0: long }, ({ method }) => {
      if (method === 'describeNext') stop.abort(new Error('stopped'));
      return undefined;
    });
    await expect(
      fillFrames(tabDriver(TAB), OPTIONS, undefined, { signal: stop.signal, deadline: Date.now() + 60_000 }),
    ).rejects.toThrow('stopped');
    expect(tab.calls.map(({ method }) => method)).toEqual(['inject', 'describeNext']);
  });

  it('has every frame forget its collect when stopped while its writes are out: no write for it can land after', async () => {
    const stop = new AbortController();
    const tokens = new Map<number, string>();
    const tab = fakeTab({ 0: TOP, 1: INNER }, (call) => {
      // As in Firefox, the top frame reaches no other frame's filler: each frame is written apart.
      if (call.method === 'writeWithFrames') return Promise.resolve({});
      if (call.method !== 'write') return undefined;
      tokens.set(call.frameId, call.args[1] as string);
      stop.abort(new Error('stopped'));
      return Promise.resolve({ errors: {}, selectors: '[]', durationMs: 1 });
    });
    // Its answers came before the stop was heard: what the fill resolves to no longer matters to its task.
    await fillFrames(tabDriver(TAB), OPTIONS, undefined, { signal: stop.signal, deadline: Date.now() + 60_000 });
    const cancels = tab.calls.filter(({ method }) => method === 'cancel');
    expect(cancels.map(({ frameId }) => frameId)).toEqual([0, 1]);
    for (const { args } of cancels) expect(args[0]).toEqual(expect.arrayContaining([...tokens.values()]));
    for (const [frameId, filler] of tab.fillers)
      expect(() => filler.write([{ index: 0, value: 'Late' } as never], tokens.get(frameId)!)).toThrow();
    expect(value(tab.documents.get(0), 'first')).toBe('');
  });

  it("gives the page the task's deadline: a write that reaches it later is refused there", async () => {
    const tab = fakeTab({ 0: TOP }, (call) => (call.method === 'write' ? later(tab, call, 30) : undefined));
    const limit = { signal: new AbortController().signal, deadline: Date.now() + 10 };
    await expect(fillFrames(tabDriver(TAB), OPTIONS, undefined, limit)).rejects.toThrow('The page did not answer');
    expect(value(tab.documents.get(0), 'first')).toBe('');
  });
});
