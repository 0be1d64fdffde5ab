import { afterEach, describe, expect, it } from 'vitest';
import { framesDriver, inGroups, type Evaluate } from '@/utils/automation/frames-driver';
import { START_FILLER_KEY } from '@/utils/automation/page-keys';
import { startFromTop, togetherFromTop, topTargets, type FrameSpot } from '@/utils/automation/start-from-top';

const TOP = 'https://shop.example/checkout';
const spot = (path: number[], childCount: number, url: string): FrameSpot => ({ path, childCount, url });

describe('togetherFromTop', () => {
  it.each([
    ['the top frame and its origin’s frames', [TOP, 'https://shop.example/a', 'https://pay.example/b'], [0, 1]],
    ['every frame of the origin, however deep', [TOP, 'https://shop.example/a', 'https://shop.example/a/b'], [0, 1, 2]],
    ['none when no frame shares the top frame’s origin', [TOP, 'https://pay.example/b'], []],
    ['none for a lone top frame', [TOP], []],
    ['none under a top frame that is no web page', ['about:blank', 'about:blank'], []],
    ['not a frame without an http(s) address', [TOP, 'about:srcdoc', 'https://shop.example/a'], [0, 2]],
  ])('%s', (_, urls, together) => {
    expect(togetherFromTop(urls.map((url, at) => spot(at ? [at - 1] : [], 0, url)))).toEqual(together);
  });
});

describe('topTargets', () => {
  it('names the address of each frame to start, and null for the others', () => {
    const frames = [spot([], 2, TOP), spot([0], 0, 'https://shop.example/a'), spot([1], 0, 'https://pay.example/b')];
    expect(topTargets(frames, [0, 1])).toEqual([
      [[], 2, TOP],
      [[0], 0, 'https://shop.example/a'],
      [[1], 0, null],
    ]);
  });
});

describe('inGroups', () => {
  it.each([
    [[0, 1, 2, 3, 4], 2, [[0, 1], [2, 3], [4]]],
    [[0, 1, 2], 3, [[0, 1, 2]]],
    [[], 3, []],
  ])('%j in groups of %i', (items, size, groups) => {
    expect(inGroups(items, size)).toEqual(groups);
  });
});

/** A same-origin frame as the top frame sees it: its address, frames, globals, and an eval that runs the page script there. */
interface FakeWindow extends Record<string | number, unknown> {
  evals: number;
}

function frame(href: string, children: FakeWindow[] = [], loaded = false): FakeWindow {
  const win: FakeWindow = { evals: 0, length: children.length, location: { href } };
  children.forEach((child, index) => (win[index] = child));
  win.eval = () => {
    win.evals++;
    win[START_FILLER_KEY] = () => `collect of ${href}`;
  };
  if (loaded) win[START_FILLER_KEY] = () => `collect of ${href}`;
  return win;
}

/** Another site's frame: its frames can be counted and reached, its address and globals cannot be read. */
function otherSite(children: FakeWindow[] = []): FakeWindow {
  const win = frame('https://pay.example/', children);
  Object.defineProperty(win, 'location', {
    get: () => {
      throw new Error('Blocked a frame from accessing a cross-origin frame.');
    },
  });
  return win;
}

const global = globalThis as unknown as Record<string | number, unknown>;
const SOURCE = `globalThis[${JSON.stringify(START_FILLER_KEY)}] = () => 'collect of the top frame';`;

/** Makes this realm the top frame of a page holding `children`, at `href`. */
function beTop(href: string, children: FakeWindow[]): void {
  Object.assign(global, { length: children.length, location: { href } });
  children.forEach((child, index) => (global[index] = child));
}

afterEach(() => {
  for (const key of ['length', 'location', START_FILLER_KEY, 0, 1, 2]) delete global[key];
});

describe('startFromTop', () => {
  it('loads the script into each frame it names and answers with their collects; another site’s frame is passed through, not started', () => {
    const deep = frame('https://shop.example/c');
    const children = [frame('https://shop.example/a'), otherSite([deep]), frame('https://shop.example/b', [], true)];
    beTop(TOP, children);
    const answers = startFromTop([
      SOURCE,
      START_FILLER_KEY,
      [
        [[], 3, TOP],
        [[0], 0, 'https://shop.example/a'],
        [[1], 1, null],
        [[1, 0], 0, 'https://shop.example/c'],
        [[2], 0, 'https://shop.example/b'],
      ],
    ]);
    expect(answers).toEqual([
      'collect of the top frame',
      'collect of https://shop.example/a',
      null,
      'collect of https://shop.example/c',
      'collect of https://shop.example/b',
    ]);
    // A frame that has the script is started without loading it again.
    expect(children.map((child) => child.evals)).toEqual([1, 0, 0]);
  });

  it('starts no frame at another address than the driver saw, nor one without the script when no source came', () => {
    beTop(TOP, [frame('https://shop.example/moved'), frame('https://shop.example/b')]);
    global[START_FILLER_KEY] = () => 'collect of the top frame';
    const answers = startFromTop([
      null,
      START_FILLER_KEY,
      [
        [[], 2, TOP],
        [[0], 0, 'https://shop.example/a'],
        [[1], 0, 'https://shop.example/b'],
      ],
    ]);
    expect(answers).toEqual(['collect of the top frame', null, null]);
  });

  it.each([
    ['a frame the driver does not list', [[[], 0, TOP]]],
    [
      'a frame that is not there',
      [
        [[], 2, TOP],
        [[0], 0, 'https://shop.example/a'],
        [[1], 0, null],
      ],
    ],
  ] as const)('starts nothing when the page’s frames are not the driver’s tree: %s', (_, tree) => {
    const child = frame('https://shop.example/a');
    beTop(TOP, [child]);
    expect(startFromTop([SOURCE, START_FILLER_KEY, tree as never])).toEqual(tree.map(() => null));
    expect(child.evals).toBe(0);
    expect(global[START_FILLER_KEY]).toBeUndefined();
  });
});

describe('framesDriver with the frames’ spots', () => {
  it('starts the top frame’s origin from the top frame, and each other frame, or one the top frame missed, by itself', async () => {
    beTop(TOP, [frame('https://shop.example/a'), frame('https://shop.example/gone'), otherSite()]);
    const calls: string[] = [];
    const top: Evaluate = async (fn, arg) => {
      calls.push(`top: ${fn.name}`);
      return fn(arg);
    };
    const own =
      (name: string): Evaluate =>
      async (fn) => {
        calls.push(`${name}: ${fn.name}`);
        return `collect of ${name}` as never;
      };
    const spots = [
      spot([], 3, TOP),
      spot([0], 0, 'https://shop.example/a'),
      spot([1], 0, 'https://shop.example/b'),
      spot([2], 0, 'https://pay.example/'),
    ];
    const driver = framesDriver(
      [top, own('a'), own('b'), own('pay')],
      () => SOURCE,
      () => false,
      spots,
    );
    const answers = await driver.inject();
    expect(answers).toEqual([
      { frameId: 0, result: 'collect of the top frame' },
      { frameId: 1, result: 'collect of https://shop.example/a' },
      { frameId: 2, result: 'collect of b' },
      { frameId: 3, result: 'collect of pay' },
    ]);
    expect(calls.filter((call) => call.startsWith('top')).every((call) => call === 'top: startFromTop')).toBe(true);
    expect(calls).toContain('b: loadAndStart');
  });
});
