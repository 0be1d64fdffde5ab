import type { Frame, Locator, Page } from '@playwright/test';
import type { FillReport } from '../fill/fill-report';
import type { FillScope } from '../fill/fill-scope';
import { driverError, UnderstudyError, type UnderstudyOptions } from './fill-through';
import { fillDriverFrames, goneReason } from './fill-driver-frames';
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

function fillFrom(top: Frame, options: UnderstudyOptions, scope: FillScope): Promise<FillReport> {
  return fillDriverFrames(top, goneReason(top.page().isClosed(), top.isDetached()), options, scope);
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
