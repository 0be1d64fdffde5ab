import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { callFiller, injectFiller } from '@/utils/worker/run-in-frames';
import { PAGE_FILLER_KEY } from '@/utils/page-contract/page-filler-api';
import { FillError } from '@/utils/fill/fill-error';

type Injection = {
  target: { tabId: number; allFrames?: boolean; frameIds?: number[] };
  func?: (...args: unknown[]) => unknown;
  args?: unknown[];
  files?: string[];
  injectImmediately?: boolean;
};

/** Runs each injected function here, as a page would: rebuilt from its source, so it may use nothing but its arguments. */
function runInPage(): Injection[] {
  const injections: Injection[] = [];
  vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation((async (injection: Injection) => {
    injections.push(injection);
    const func =
      injection.func && (new Function(`return (${injection.func.toString()})`)() as (...args: unknown[]) => unknown);
    return [{ frameId: 0, documentId: 'doc', result: func ? func(...(injection.args ?? [])) : 'packed' }];
  }) as never);
  return injections;
}

const scope = globalThis as Record<string, unknown>;

beforeEach(() => {
  fakeBrowser.reset();
});

afterEach(() => {
  delete scope[PAGE_FILLER_KEY];
});

describe('callFiller', () => {
  it("calls the method of the page's filler with its arguments, in every frame or in one, as soon as it reaches the page", async () => {
    const injections = runInPage();
    const filler = {
      token: 't1',
      describeNext(token: string) {
        return `next part of ${token} for ${this.token}`;
      },
    };
    scope[PAGE_FILLER_KEY] = filler;
    await expect(callFiller(7, 3, 'describeNext', 't1')).resolves.toEqual([
      { frameId: 0, documentId: 'doc', result: 'next part of t1 for t1' },
    ]);
    await callFiller(7, 'all', 'describeNext', 't1');
    expect(injections.map(({ target, injectImmediately }) => ({ target, injectImmediately }))).toEqual([
      { target: { tabId: 7, frameIds: [3] }, injectImmediately: true },
      { target: { tabId: 7, allFrames: true }, injectImmediately: true },
    ]);
  });

  it('passes the arguments as one JSON string', async () => {
    const injections = runInPage();
    const write = vi.fn(() => ({ errors: {}, selectors: '[]', durationMs: 1 }));
    scope[PAGE_FILLER_KEY] = { write };
    await callFiller(7, 0, 'write', [{ index: 2, value: 'Ada' }], 'token');
    expect(injections[0]?.args).toEqual([[PAGE_FILLER_KEY, 'write', '[[{"index":2,"value":"Ada"}],"token"]']]);
    expect(write).toHaveBeenCalledWith([{ index: 2, value: 'Ada' }], 'token');
  });

  it('answers gone from a frame without a filler (reloaded since)', async () => {
    runInPage();
    await expect(callFiller(7, 'all', 'undo')).resolves.toEqual([{ frameId: 0, documentId: 'doc', result: 'gone' }]);
  });

  it('leaves out frames that gave no answer', async () => {
    vi.spyOn(fakeBrowser.scripting, 'executeScript').mockResolvedValue([
      { frameId: 0, documentId: 'a', result: 'stale' },
      { frameId: 1, documentId: 'b' },
      { frameId: 2, documentId: 'c', result: null },
    ] as never);
    await expect(callFiller(7, 'all', 'refresh')).resolves.toEqual([{ frameId: 0, documentId: 'a', result: 'stale' }]);
  });

  it("turns the browser's refusal into a FillError a user can read", async () => {
    vi.spyOn(fakeBrowser.scripting, 'executeScript').mockRejectedValue(new Error('Cannot access a chrome:// URL'));
    vi.spyOn(fakeBrowser.tabs, 'get').mockResolvedValue({ url: 'chrome://settings' } as never);
    const call = callFiller(7, 'all', 'undo');
    await expect(call).rejects.toBeInstanceOf(FillError);
    await expect(call).rejects.toThrow('The browser protects its own pages');
  });

  const REFUSED =
    'Cannot access contents of the page. Extension manifest must request permission to access the respective host.';

  it('tries again when the page refused a script the browser allowed (the grant not yet there), and gets the answer', async () => {
    const executeScript = vi
      .spyOn(fakeBrowser.scripting, 'executeScript')
      .mockRejectedValueOnce(new Error(REFUSED))
      .mockRejectedValueOnce(new Error(REFUSED))
      .mockResolvedValue([{ frameId: 0, documentId: 'a', result: 'done' }] as never);
    vi.spyOn(fakeBrowser.tabs, 'get').mockResolvedValue({ url: 'https://shop.example/checkout' } as never);
    await expect(callFiller(7, 'all', 'refresh')).resolves.toEqual([{ frameId: 0, documentId: 'a', result: 'done' }]);
    expect(executeScript).toHaveBeenCalledTimes(3);
  });

  it('gives up after a few tries on a page that stays refused, with the message a user can read', async () => {
    const executeScript = vi.spyOn(fakeBrowser.scripting, 'executeScript').mockRejectedValue(new Error(REFUSED));
    vi.spyOn(fakeBrowser.tabs, 'get').mockResolvedValue({ url: 'https://shop.example/checkout' } as never);
    await expect(callFiller(7, 'all', 'refresh')).rejects.toThrow('Understudy cannot reach this page');
    expect(executeScript).toHaveBeenCalledTimes(4);
  });

  it('does not try again without the grant (the URL hidden) or on a PDF, which are refused the same way', async () => {
    const executeScript = vi.spyOn(fakeBrowser.scripting, 'executeScript').mockRejectedValue(new Error(REFUSED));
    const get = vi.spyOn(fakeBrowser.tabs, 'get').mockResolvedValue({} as never);
    await expect(callFiller(7, 'all', 'refresh')).rejects.toBeInstanceOf(FillError);
    get.mockResolvedValue({ url: 'https://shop.example/invoice.pdf' } as never);
    await expect(callFiller(7, 'all', 'refresh')).rejects.toThrow(/PDF/);
    expect(executeScript).toHaveBeenCalledTimes(2);
  });
});

describe('injectFiller', () => {
  it('injects filler.js into every frame, as soon as it reaches the page', async () => {
    const injections = runInPage();
    await expect(injectFiller(7)).resolves.toEqual([{ frameId: 0, documentId: 'doc', result: 'packed' }]);
    expect(injections).toEqual([
      { target: { tabId: 7, allFrames: true }, files: ['/filler.js'], injectImmediately: true },
    ]);
  });
});
