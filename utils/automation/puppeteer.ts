import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import type { FillReport } from '../fill/fill-report';
import type { FillScope } from '../fill/fill-scope';
import { driverError, UnderstudyError, type UnderstudyOptions } from './fill-through';
import { fillDriverFrames, goneReason } from './fill-driver-frames';
import { focusFirstField } from './focus-first-field';

export type { FillReport, FillReportField } from '../fill/fill-report';
export { UnderstudyError, type UnderstudyOptions };

/**
 * Fills every field of a Puppeteer page (or of one frame and the frames it
 * holds), over CDP in Chrome or WebDriver BiDi in Firefox, as Understudy's
 * popup would; resolves to the fill report.
 * @example const report = await fillPage(page, { seed: 1586824155 });
 */
export function fillPage(target: Page | Frame, options: UnderstudyOptions = {}): Promise<FillReport> {
  return fillFrom('mainFrame' in target ? target.mainFrame() : target, options, 'page');
}

/**
 * Fills the form that holds `form` (a `<form>`, anything inside one, or a
 * group of fields outside any form), as "Fill this form" does.
 * @example await fillForm(await page.$('form#signup'));
 */
export async function fillForm(form: ElementHandle, options: UnderstudyOptions = {}): Promise<FillReport> {
  const focused = await form.evaluate(focusFirstField).catch((error: unknown) => Promise.reject(driverError(error)));
  if (!focused) throw new UnderstudyError('fillForm found no field to fill in the element it was given.');
  return fillFrom(form.frame.page().mainFrame(), options, 'form');
}

/**
 * Fills the one field `field` is, as "Fill this field" does.
 * @example await fillField(await page.$('#email'), { edgeCases: 'invalid' });
 */
export async function fillField(field: ElementHandle, options: UnderstudyOptions = {}): Promise<FillReport> {
  await field.focus().catch((error: unknown) => Promise.reject(driverError(error)));
  return fillFrom(field.frame.page().mainFrame(), options, 'field');
}

function fillFrom(top: Frame, options: UnderstudyOptions, scope: FillScope): Promise<FillReport> {
  return fillDriverFrames(top, goneReason(top.page().isClosed(), top.detached), options, scope);
}
