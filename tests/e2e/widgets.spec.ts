import type { Page } from '@playwright/test';
import { consoleTrouble } from './support/console-trouble';
import { expect, openPopupOn, readReport, runNewTask, test } from './support/extension-test';
import type { FillReport } from '../../utils/fill/fill-report';
import { CITIES, COLOURS, COUNTRIES, PLANS, SIZES, toOptions } from '../fixtures/widgets/options';

/** What the fixture's components hold, from their own change handlers (react-widgets.tsx), not from the DOM. */
async function componentState(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('#state').textContent()) ?? '{}') as Record<string, unknown>;
}

/**
 * The elements that took focus and kept it for 50 ms or more during `ms`, and the one focused at either end, by tag:
 * focus a component takes back and keeps, not the moment before the fill gives it back (a task later).
 */
async function focusKeptOverTime(page: Page, ms: number): Promise<string[]> {
  return page.evaluate(async (span) => {
    const kept: string[] = [];
    const focused = () => (document.activeElement === document.body ? undefined : document.activeElement);
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Element;
      setTimeout(() => document.activeElement === target && kept.push(`kept: ${target.tagName}`), 50);
    };
    if (focused()) kept.push(`at the start: ${focused()!.tagName}`);
    document.addEventListener('focusin', onFocus, true);
    await new Promise((resolve) => setTimeout(resolve, span));
    document.removeEventListener('focusin', onFocus, true);
    if (focused()) kept.push(`at the end: ${focused()!.tagName}`);
    return kept;
  }, ms);
}

/** Picks Japan as the country and Team as the plan, as a person does; what the components then hold. */
async function pickByHand(page: Page): Promise<{ country: string; plan: string }> {
  await page.locator('#country-input').click();
  await page.getByRole('option', { name: 'Japan' }).click();
  await page.locator('button[aria-haspopup=listbox]').click();
  await page.getByRole('option', { name: 'Team' }).click();
  const held = { country: 'japan', plan: 'Team' };
  await expect(page.locator('#state')).toHaveText(JSON.stringify(held));
  return held;
}

const entry = (report: FillReport, label: string) => report.fields.find((field) => field.label === label);

/** The values the fixture's components keep (react-widgets.tsx): an option's label in kebab case. */
const valuesOf = (labels: readonly string[]) => toOptions(labels).map((option) => option.value);
const COUNTRY_VALUES = valuesOf(COUNTRIES);
const COLOUR_VALUES = valuesOf(COLOURS);

test('react-select and Headless UI comboboxes are filled through their own events: each component holds a valid option, the report says what it took, nothing submits, and Replay picks the same', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  const trouble = consoleTrouble(page);
  await page.goto(`${origin}/pages/react-widgets.html`);
  await expect(page.locator('#state')).toHaveText('{}');
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await runNewTask(popup.fillButton, welcomePage, tabId);

  const state = await componentState(page);
  const report = await readReport(welcomePage, tabId);
  // The persona's country, as the component keeps it.
  expect(COUNTRY_VALUES).toContain(state.country);
  expect(entry(report, 'Country')).toMatchObject({ kind: 'location.country', via: 'combobox' });
  expect(String(state.country)).toBe(entry(report, 'Country')!.value!.toLowerCase().replace(/ /g, '-'));
  // A multi-select takes one to three of its options.
  const colours = state.colours as string[];
  expect(colours.length).toBeGreaterThanOrEqual(1);
  expect(colours.length).toBeLessThanOrEqual(3);
  for (const colour of colours) expect(COLOUR_VALUES).toContain(colour);
  expect(entry(report, 'Favourite colours')!.value!.toLowerCase()).toBe(colours.join(', '));
  // A select-only widget, whose input is a 1-pixel box moved aside, is a field like the others.
  expect(SIZES).toContain(state.size);
  expect(entry(report, 'T-shirt size')).toMatchObject({ value: state.size, via: 'combobox' });
  // A creatable select takes the persona's company, not the words of its "Create" option.
  expect(state.company).toBe(entry(report, 'Company')!.value);
  expect(String(state.company)).not.toMatch(/^Create/);
  // A Headless UI Listbox is a button that opens a list box: a field all the same, named by its label alone.
  expect(PLANS).toContain(state.plan);
  expect(entry(report, 'Plan')).toMatchObject({ value: state.plan, via: 'listbox' });
  expect(CITIES).toContain(state.city);
  expect(entry(report, 'City')).toMatchObject({ value: state.city, via: 'combobox' });

  // Every entry the report counts as filled holds what its component holds; no pick submitted the form.
  expect(report.failed).toBe(0);
  await expect(page.locator('#submits')).toHaveText('0');
  // Each list is closed, and focus is back where the user had it.
  expect(await page.locator('[role=combobox][aria-expanded=true]').count()).toBe(0);
  // Components that take focus back a moment after a pick (Headless UI does) are given it back too.
  expect(await focusKeptOverTime(page, 1_200)).toEqual([]);
  expect(trouble).toEqual([]);

  // Replay picks the same options again, each widget holding one before.
  await runNewTask(popup.page.getByRole('button', { name: 'Replay' }), welcomePage, tabId);
  expect(await componentState(page)).toEqual(state);
  await expect(page.locator('#submits')).toHaveText('0');
});

test('"Fill empty fields only" leaves the widgets picked by hand as they are, and fills the others', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  const trouble = consoleTrouble(page);
  await page.goto(`${origin}/pages/react-widgets.html`);
  // react-select shows its choice beside an empty input; a Listbox button shows it as its text.
  await pickByHand(page);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);

  await runNewTask(popup.page.getByRole('button', { name: 'Fill empty fields only' }), welcomePage, tabId);
  const state = await componentState(page);
  expect(state).toMatchObject({ country: 'japan', plan: 'Team' });
  expect(CITIES).toContain(state.city);
  expect(SIZES).toContain(state.size);
  const report = await readReport(welcomePage, tabId);
  expect(entry(report, 'Country')).toMatchObject({ skipped: 'already has a value' });
  expect(entry(report, 'Plan')).toMatchObject({ skipped: 'already has a value' });
  expect(entry(report, 'City')).toMatchObject({ value: state.city, via: 'combobox' });
  await expect(page.locator('#submits')).toHaveText('0');
  expect(trouble).toEqual([]);
});

test('Undo clears each widget its component lets clear, and says which kept their choice', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/react-widgets.html`);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await runNewTask(popup.fillButton, welcomePage, tabId);
  const first = await componentState(page);

  await runNewTask(popup.page.getByRole('button', { name: 'Undo' }), welcomePage, tabId);
  const undone = await componentState(page);
  // Backspace clears a clearable select and a multi-select's chips, and an emptied search a Headless UI combobox.
  expect([undone.firstName, undone.country, undone.colours, undone.city]).toEqual(['', null, [], null]);
  // A select without a clear control keeps its choice (react-select without isClearable, a Listbox), and the popup says so.
  expect([undone.size, undone.company, undone.plan]).toEqual([first.size, first.company, first.plan]);
  await expect(
    popup.page.getByText('Restored 4 fields, 3 lists kept their choices: clear them in the page'),
  ).toBeVisible();
});

test('Undo after a fill over choices made by hand picks those choices again', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  const trouble = consoleTrouble(page);
  await page.goto(`${origin}/pages/react-widgets.html`);
  const byHand = await pickByHand(page);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);

  // The fill replaces them (a seed whose picks differ from the hand's), then Undo brings them back.
  for (let tries = 0; ; tries++) {
    await runNewTask(popup.fillButton, welcomePage, tabId);
    const filled = await componentState(page);
    if (filled.country !== byHand.country && filled.plan !== byHand.plan) break;
    expect(tries, 'five fills in a row kept a choice made by hand').toBeLessThan(5);
    await runNewTask(popup.page.getByRole('button', { name: 'Undo' }), welcomePage, tabId);
  }
  await runNewTask(popup.page.getByRole('button', { name: 'Undo' }), welcomePage, tabId);
  const undone = await componentState(page);
  expect({ country: undone.country, plan: undone.plan }).toEqual(byHand);
  // The widgets empty before the fill are cleared, as Undo clears them on an empty form.
  expect([undone.colours, undone.city]).toEqual([[], null]);
  expect(await page.locator('[role=combobox][aria-expanded=true]').count()).toBe(0);
  await expect(page.locator('#submits')).toHaveText('0');
  expect(trouble).toEqual([]);
});
