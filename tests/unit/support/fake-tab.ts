import { Window } from 'happy-dom';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PageFiller } from '@/utils/page/page-filler';
import { packCollect } from '@/utils/page-contract/collect-transfer';

type Injection = {
  target: { tabId: number; allFrames?: boolean; frameIds?: number[] };
  func?: unknown;
  args?: [[string, string, string]];
  files?: string[];
};

/** What a test may make one call do in one frame: anything but undefined replaces the call. */
export type CallHook = (call: { frameId: number; method: string; args: unknown[] }) => Promise<unknown> | undefined;

export interface FakeTab {
  /** Each frame's document, by frame id (0 is the top frame). */
  documents: Map<number, Document>;
  /** The filler each frame holds now. */
  fillers: Map<number, PageFiller>;
  /** Every call the worker made, in order: `inject` or a filler method, and the frame. */
  calls: Array<{ frameId: number; method: string; args: unknown[] }>;
}

/**
 * A tab whose frames are happy-dom windows: `browser.scripting.executeScript`
 * injects the real PageFiller into them and calls its methods, as Chromium
 * does. A method that throws gives the frame's answer null, as in Chromium.
 */
export function fakeTab(
  frames: Record<number, { url: string; html: string }>,
  hook: CallHook = () => undefined,
): FakeTab {
  const tab: FakeTab = { documents: new Map(), fillers: new Map(), calls: [] };
  for (const [frameId, { url, html }] of Object.entries(frames)) {
    const window = new Window({ url });
    window.document.body.innerHTML = html;
    tab.documents.set(Number(frameId), window.document as unknown as Document);
  }
  vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation((async (injection: Injection) => {
    const ids = injection.target.frameIds ?? [...tab.documents.keys()];
    return Promise.all(ids.map((frameId) => runInFrame(tab, frameId, injection, hook)));
  }) as never);
  return tab;
}

async function runInFrame(
  tab: FakeTab,
  frameId: number,
  injection: Injection,
  hook: CallHook,
): Promise<{ frameId: number; result: unknown }> {
  const doc = tab.documents.get(frameId);
  if (!doc) throw new Error(`No frame with id ${frameId}.`);
  const [, method = 'inject', packed = '[]'] = injection.files ? [] : (injection.args?.[0] ?? []);
  const call = { frameId, method, args: JSON.parse(packed) as unknown[] };
  tab.calls.push(call);
  const hooked = hook(call);
  if (hooked) return { frameId, result: await hooked };
  try {
    if (injection.files) {
      const filler = new PageFiller(doc, tab.fillers.get(frameId));
      tab.fillers.set(frameId, filler);
      return { frameId, result: packCollect(filler.collect()) };
    }
    const filler = tab.fillers.get(frameId) as unknown as Record<string, (...args: unknown[]) => unknown> | undefined;
    return { frameId, result: filler ? filler[method]!(...call.args) : 'gone' };
  } catch {
    return { frameId, result: null };
  }
}

/** Runs a filler call in the frame after `ms`, as a page busy meanwhile would. */
export function later(
  tab: FakeTab,
  call: { frameId: number; method: string; args: unknown[] },
  ms: number,
): Promise<unknown> {
  return new Promise((resolve) => setTimeout(resolve, ms)).then(() => {
    try {
      const filler = tab.fillers.get(call.frameId) as unknown as Record<string, (...args: unknown[]) => unknown>;
      return filler[call.method]!(...call.args);
    } catch {
      return null;
    }
  });
}

/** Resolves once every frame's document has loaded (`readyState` "complete"): a description made before then never stands (CollectFreshness). */
export async function loaded(tab: FakeTab): Promise<void> {
  await Promise.all(
    [...tab.documents.values()].map((doc) =>
      (doc.defaultView as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM.waitUntilComplete(),
    ),
  );
}
