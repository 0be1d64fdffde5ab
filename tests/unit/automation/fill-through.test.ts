// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { framesDriver, type Evaluate } from '@/utils/automation/frames-driver';
import { driverError, fillThrough, UnderstudyError } from '@/utils/automation/fill-through';
import { START_FILLER_KEY } from '@/utils/automation/page-keys';
import { PAGE_FILLER_KEY } from '@/utils/page-contract/page-filler-api';
import { startFiller } from '@/utils/page/start-filler';

const scope = globalThis as Record<string, unknown>;
/** The page's own frame, as a driver evaluates in it: here, in this very document. */
const here: Evaluate = async (fn, arg) => fn(arg);
const english = () => Promise.resolve('en-US');
const noScript = () => {
  throw new Error('the page script is loaded already');
};

beforeEach(() => {
  document.body.innerHTML =
    '<form><label for="first">First name</label><input id="first"><label for="email">Email</label><input id="email" type="email"></form>';
  scope[START_FILLER_KEY] = startFiller;
});
afterEach(() => {
  delete scope[START_FILLER_KEY];
  delete scope[PAGE_FILLER_KEY];
});

const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;

describe('fillThrough over a driver’s frames', () => {
  it('fills the frame and reports what it wrote, the same for the same seed', async () => {
    const report = await fillThrough(framesDriver([here], noScript), { seed: 9, locale: 'en_US' }, 'page', english);
    expect(report).toMatchObject({ seed: 9, locale: 'en_US', filled: 2, failed: 0 });
    expect(value('email')).toBe(report.fields[1]!.value);
    const first = value('first');
    const again = await fillThrough(framesDriver([here], noScript), { seed: 9, locale: 'en_US' }, 'page', english);
    expect(again.fields.map((field) => field.value)).toEqual(report.fields.map((field) => field.value));
    expect(value('first')).toBe(first);
  });

  it('loads the page script only into a frame that has none', async () => {
    delete scope[START_FILLER_KEY];
    let loads = 0;
    const script = () => {
      loads++;
      return `globalThis[${JSON.stringify(START_FILLER_KEY)}] = globalThis.startForTest;`;
    };
    scope.startForTest = startFiller;
    try {
      await fillThrough(framesDriver([here], script), { seed: 1 }, 'page', english);
      await fillThrough(framesDriver([here], script), { seed: 2 }, 'page', english);
      expect(loads).toBe(1);
    } finally {
      delete scope.startForTest;
    }
  });

  it('sends the script with the first call to a frame it never filled, and asks a frame it filled first', async () => {
    delete scope[START_FILLER_KEY];
    scope.startForTest = startFiller;
    const calls: string[] = [];
    const counted: Evaluate = async (fn, arg) => {
      calls.push(fn.name);
      return fn(arg);
    };
    let loads = 0;
    const script = () => {
      loads++;
      return `globalThis[${JSON.stringify(START_FILLER_KEY)}] = globalThis.startForTest;`;
    };
    try {
      const inject = (loadedBefore: boolean) => framesDriver([counted], script, () => loadedBefore).inject();
      await inject(false);
      expect(calls).toEqual(['loadAndStart']);
      await inject(false);
      expect(calls).toEqual(['loadAndStart', 'loadAndStart']);
      expect(scope[START_FILLER_KEY]).toBe(startFiller);
      await inject(true);
      expect(calls.at(-1)).toBe('startLoaded');
      expect(loads).toBe(2);
    } finally {
      delete scope.startForTest;
    }
  });

  it('leaves out a frame below the top one that fails, and fails with the top frame', async () => {
    const gone: Evaluate = () => Promise.reject(new Error('Frame was detached'));
    const report = await fillThrough(framesDriver([here, gone], noScript), { seed: 3 }, 'page', english);
    expect(report.filled).toBe(2);
    await expect(fillThrough(framesDriver([gone, here], noScript), { seed: 3 }, 'page', english)).rejects.toThrow(
      'A frame of the page went away during the fill: wait for the page to settle, then fill it again.',
    );
  });

  it('reports nothing when the top frame lost its filler mid-fill: the page navigated', async () => {
    let calls = 0;
    // The first call (the collect) finds the filler; every later one meets a new document without it.
    const navigating: Evaluate = async (fn, arg) => (calls++ === 0 ? fn(arg) : ('gone' as never));
    await expect(fillThrough(framesDriver([navigating], noScript), { seed: 4 }, 'page', english)).rejects.toThrow(
      /^The page navigated during the fill, so nothing is reported/,
    );
  });

  it('takes the settings of an export file: its identity choices and rules', async () => {
    const settings = {
      format: 'understudy-settings',
      version: 1,
      settings: { emailMode: 'domain', emailDomain: 'qa.example.test' },
      rules: [
        { id: 'n', name: 'Name', enabled: true, match: { words: ['first'] }, value: { type: 'text', text: 'Ada' } },
      ],
      profiles: [],
    };
    const report = await fillThrough(framesDriver([here], noScript), { seed: 5, settings }, 'page', english);
    expect(value('first')).toBe('Ada');
    expect(value('email')).toMatch(/@qa\.example\.test$/);
    expect(report.fields[0]).toMatchObject({ signal: 'rule', rule: 'Name' });
  });

  it.each([
    [{ seed: 2 ** 31 }, 'seed must be a whole number from 0 to 2147483647, not 2147483648.'],
    [{ seed: 1.5 }, 'seed must be a whole number from 0 to 2147483647, not 1.5.'],
    [{ locale: 'en-US' }, /^locale "en-US" is not a faker locale/],
    [{ refDate: '27.11.2026' }, 'refDate must be a day written YYYY-MM-DD, such as 2026-05-01, not "27.11.2026".'],
    [{ edgeCases: 'odd' }, `edgeCases must be 'valid' or 'invalid', not "odd".`],
    [{ settings: '{' }, /^The settings file \{ cannot be read/],
    [{ settings: { format: 'other' } }, /^The settings cannot be used: /],
  ])('refuses %j with one sentence, writing nothing', async (options, message) => {
    const failure = fillThrough(framesDriver([here], noScript), options as never, 'page', english);
    await expect(failure).rejects.toBeInstanceOf(UnderstudyError);
    await expect(failure).rejects.toThrow(message);
    expect(value('first')).toBe('');
  });
});

describe('driverError', () => {
  it.each([
    ['Target page, context or browser has been closed', 'The page was closed before the fill ended.'],
    ['Execution context was destroyed, most likely because of a navigation', /^The page navigated during the fill/],
    ['Attempted to use detached Frame', /^A frame of the page went away/],
    ['Something else entirely', 'The page could not be filled: Something else entirely'],
  ])('says %j as a sentence, keeping the driver’s error as the cause', (message, sentence) => {
    const cause = new Error(message);
    const error = driverError(cause);
    expect(error).toBeInstanceOf(UnderstudyError);
    expect(error.message).toMatch(sentence);
    expect(error.cause).toBe(cause);
  });
});
