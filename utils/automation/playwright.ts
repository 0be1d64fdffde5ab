import type { Frame, Locator, Page } from '@playwright/test';
import type { FillReport } from '../fill/fill-report';
import type { FillScope } from '../fill/fill-scope';
import { framesDriver, type Evaluate } from './frames-driver';
import { driverError, fillThrough, UnderstudyError, type UnderstudyOptions } from './fill-through';
import { pageScriptSource } from './page-script-source';
import { focusFirstField } from './focus-first-field';

export type { FillReport, FillReportField } from '../fill/fill-report';
export { UnderstudyError, type UnderstudyOptions };

/**
 * Fills every field of a Playwright page (or of one frame and the frames it
 * holds) as Understudy's popup would, and resolves to the fill report: the
 * same JSON as the popup's "What was filled".
 * @example const report = await fillPage(page, { seed: 1586824155, locale: 'de' });
 * @example const email = report.fields.find((field) => field.kind === 'internet.email')?.value;
 */
export function fillPage(target: Page | Frame, options: UnderstudyOptions = {}): Promise<FillReport> {
  return fillFrom('mainFrame' in target ? target.mainFrame() : target, options, 'page');
}

/**
 * Fills the form that holds `form` (a `<form>`, anything inside one, or a
 * group of fields outside any form), as "Fill this form" does: its first
 * field gets focus, as a right-click would give it.
 * @example await fillForm(page.getByRole('form', { name: 'Sign up' }));
 */
export async function fillForm(form: Locator, options: UnderstudyOptions = {}): Promise<FillReport> {
  const frame = await frameOf(form, 'a form');
  const focused = await form.evaluate(focusFirstField).catch((error: unknown) => Promise.reject(driverError(error)));
  if (!focused) throw new UnderstudyError('fillForm found no field to fill in the element it was given.');
  return fillFrom(topOf(frame), options, 'form');
}

/**
 * Fills the one field `field` points at, as "Fill this field" does.
 * @example await fillField(page.getByLabel('Email'), { edgeCases: 'invalid' });
 */
export async function fillField(field: Locator, options: UnderstudyOptions = {}): Promise<FillReport> {
  const frame = await frameOf(field, 'a field');
  await field.focus().catch((error: unknown) => Promise.reject(driverError(error)));
  return fillFrom(topOf(frame), options, 'field');
}

async function fillFrom(top: Frame, options: UnderstudyOptions, scope: FillScope): Promise<FillReport> {
  if (top.page().isClosed()) throw new UnderstudyError('The page is closed: Understudy can fill only an open page.');
  if (top.isDetached()) throw new UnderstudyError('The frame has gone from its page: there is nothing to fill.');
  const frames = [top, ...descendants(top)];
  // Plain data crosses both ways, which Playwright's Unboxed<A> types cannot see through.
  const evaluate =
    (frame: Frame): Evaluate =>
    (fn, arg) =>
      frame.evaluate(fn as never, arg) as never;
  const driver = framesDriver(frames.map(evaluate), pageScriptSource, (frameId) => filledBefore.has(frames[frameId]!));
  try {
    return await fillThrough(driver, options, scope, () => top.evaluate(() => navigator.language));
  } catch (error) {
    throw driverError(error);
  } finally {
    for (const frame of frames) filledBefore.add(frame);
  }
}

/** The frames the library filled in this process: their page script is likely still there (framesDriver). */
const filledBefore = new WeakSet<Frame>();

function descendants(frame: Frame): Frame[] {
  return frame.childFrames().flatMap((child) => [child, ...descendants(child)]);
}

/** The page's top frame: the extension's fills of a form or a field cover the page, then narrow to focus. */
function topOf(frame: Frame): Frame {
  return frame.page().mainFrame();
}

async function frameOf(locator: Locator, what: string): Promise<Frame> {
  const handle = await locator.elementHandle({ timeout: 5_000 }).catch((error: unknown) => {
    throw new UnderstudyError(`The locator given as ${what} matches no single element: ${driverError(error).message}`, {
      cause: error,
    });
  });
  const frame = await handle.ownerFrame();
  await handle.dispose();
  if (!frame) throw new UnderstudyError(`The element given as ${what} is no longer in its page.`);
  return frame;
}
