import { chromium, type Browser, type Frame, type Page } from '@playwright/test';
import { expect, fillFromPopup, openPopupOn, test, type PopupPage } from './support/extension-test';
import { CHROMIUM_PATH } from './support/paths';
import { axeViolations } from './support/axe';
import { jsString } from '../../utils/fill/js-string';
import { LOCATED_OPTION } from '../../utils/page-contract/drawn-lists';

/** One control's state: its value, whether it is checked, the options a list holds selected. */
interface ControlState {
  frame: string;
  key: string;
  value: string;
}

/** Every control of every frame the test can reach, open shadow roots included, in page order. */
async function controlStates(page: Page): Promise<ControlState[]> {
  const states: ControlState[] = [];
  for (const frame of page.frames()) states.push(...(await frameStates(frame)));
  return states;
}

async function frameStates(frame: Frame): Promise<ControlState[]> {
  const url = frame.url();
  // Frames of another site are another origin's: the extension does not fill them, and they stay as loaded.
  const rows = await frame.evaluate(() => {
    const found: Array<{ key: string; value: string }> = [];
    const visit = (root: Document | ShadowRoot, path: string) => {
      let position = 0;
      root.querySelectorAll('*').forEach((element) => {
        const key = `${path}${element.tagName.toLowerCase()}[${element.getAttribute('name') ?? ''}]#${position}`;
        if (element.matches('input, select, textarea')) position++;
        if (element instanceof HTMLSelectElement)
          found.push({ key, value: [...element.selectedOptions].map((option) => option.value).join('|') });
        else if (element instanceof HTMLInputElement)
          found.push({ key, value: /^(checkbox|radio)$/.test(element.type) ? String(element.checked) : element.value });
        else if (element instanceof HTMLTextAreaElement) found.push({ key, value: element.value });
        if (element.shadowRoot) visit(element.shadowRoot, `${key} >>> `);
      });
    };
    visit(document, '');
    return found;
  });
  return rows.map((row) => ({ frame: url, ...row }));
}

/** The code "Copy as a test" shows for the plain flavour, after a click on Copy test says it reached the clipboard. */
async function copyPlainTest(popup: PopupPage): Promise<string> {
  await popup.page.getByText('Copy as a test').click();
  await popup.page.getByRole('radio', { name: 'Plain Playwright' }).check();
  await popup.page.getByRole('button', { name: 'Copy test' }).click();
  await expect(popup.page.getByText('Copied the test to the clipboard.')).toBeVisible();
  return popup.page.getByRole('textbox', { name: 'Test code' }).inputValue();
}

/** Runs the copied code as the body of a test given `page`, as it would be pasted into one. */
async function runSnippet(snippet: string, page: Page): Promise<void> {
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (page: Page) => Promise<void>;
  await new AsyncFunction('page', snippet)(page);
}

let plain: Browser;
test.beforeAll(async () => {
  // Plain Playwright, no extension: the copied test needs nothing else.
  plain = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
});
test.afterAll(async () => {
  await plain.close();
});

/**
 * Runs the copied plain test on a fresh load of `address` in plain Playwright
 * and checks every control holds what it held after the extension's fill.
 */
async function expectSameFill(filledPage: Page, popup: PopupPage, address: string, locators: string[]): Promise<void> {
  const snippet = await copyPlainTest(popup);
  for (const locator of locators) expect(snippet).toContain(locator);
  expect(await popup.page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  const filled = await controlStates(filledPage);

  const fresh = await plain.newPage();
  await fresh.goto(address);
  const before = await controlStates(fresh);
  await runSnippet(snippet, fresh);
  const after = await controlStates(fresh);

  expect(after).toEqual(filled);
  // The fill changed the page: the comparison is of values written, not of two untouched pages.
  expect(after).not.toEqual(before);
  await fresh.close();
}

for (const { file, locators } of [
  // A select, radios and checkboxes, fields with no label, a shared label, a test id, a shadow root.
  { file: 'copy-as-test.html', locators: ['getByLabel(', 'getByRole(', 'getByTestId(', '.locator(', 'selectOption('] },
  { file: 'plain-form.html', locators: ['getByLabel(', 'selectOption(', '.check()'] },
  { file: 'frames.html', locators: ['page.frames().find('] },
]) {
  test(`the copied plain Playwright test fills ${file} with the values the extension filled`, async ({
    context,
    extensionId,
    origin,
  }) => {
    // The page is filled twice, by the extension and by the copied clicks: each takes seconds on a loaded runner.
    test.slow();
    const address = `${origin}/pages/${file}`;
    const { page, popup } = await fillFromPopup(context, extensionId, address);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expectSameFill(page, popup, address, locators);
  });
}

const OPTION_CLICK = `locator(${jsString(LOCATED_OPTION)}).getByText(`;
/**
 * `says`: what the snippet must hold; `lacks`: what it must not; `commented`: the state keys of widgets the
 * snippet only names in a comment.
 */
const WIDGET_PAGES: Array<{ file: string; libraries: string; says: string[]; lacks?: string[]; commented: string[] }> =
  [
    {
      file: 'react-widgets.html',
      libraries: 'react-select and Headless UI widgets',
      says: [".press('ArrowDown');", OPTION_CLICK],
      commented: [],
    },
    {
      file: 'vanilla-widgets.html',
      libraries: 'Tom Select, Choices.js and flatpickr',
      // Choices.js's box is found by the select it hid, not by its place in the page.
      says: [
        OPTION_CLICK,
        "locator('div.choices:has(#choices-city)').click();",
        "press('Tab');",
        'picked in its calendar.',
      ],
      commented: ['arrivalDate'],
    },
    { file: 'mui-widgets.html', libraries: 'MUI', says: [OPTION_CLICK], commented: [] },
    {
      file: 'aria-widgets.html',
      libraries: 'React Aria',
      // Its ids carry a random number, and its input for autofill is hidden from Playwright's role locators.
      says: [".getByRole('spinbutton').nth(0).pressSequentially("],
      lacks: ['react-aria'],
      commented: [],
    },
    {
      file: 'vuetify-widgets.html',
      libraries: 'Vuetify',
      // Its combobox keeps the words typed: typed, then left.
      says: [".fill('", "press('Tab');"],
      commented: [],
    },
    {
      file: 'antd-select-widgets.html',
      libraries: 'Ant Design Select',
      // Its labels' colon, added by style, is in the name Playwright computes: the fields are found by id.
      says: ["page.locator('#country')", OPTION_CLICK],
      commented: [],
    },
    {
      file: 'antd-widgets.html',
      libraries: 'Ant Design Cascader and DatePicker',
      says: [".locator('[role=menu]').nth(2)"],
      commented: [],
    },
    { file: 'angular-widgets.html', libraries: 'Angular Material', says: [OPTION_CLICK], commented: [] },
    {
      file: 'mantine-widgets.html',
      libraries: 'Mantine',
      says: [OPTION_CLICK, 'picked in its calendar.'],
      commented: ['deliveryDate', 'birthDate'],
    },
    {
      file: 'vue-widgets.html',
      libraries: 'Headless UI for Vue',
      // Its list button is named by its label and its choice, and its id is counted out as the page renders: it is
      // found by its label alone.
      says: [OPTION_CLICK, "page.getByLabel('Plan', { exact: true }).click();"],
      lacks: ['headlessui-'],
      commented: [],
    },
    {
      file: 'chakra-widgets.html',
      libraries: 'Chakra UI',
      // Its Select's trigger is named by the label of the select it hid, and its id is React's useId.
      says: [OPTION_CLICK, "page.getByRole('combobox', { name: 'Plan', exact: true }).click();"],
      lacks: ['_r_'],
      commented: [],
    },
    {
      file: 'shoelace-widgets.html',
      libraries: 'Shoelace',
      // Its selects take no typing: the input each keeps for validation, hidden beside its chips, is no field.
      says: [OPTION_CLICK, "page.keyboard.press('Escape');"],
      lacks: ['.fill('],
      commented: [],
    },
    { file: 'radix-widgets.html', libraries: 'Radix UI', says: ["page.locator('#country').click();"], commented: [] },
    {
      file: 'datepicker-widgets.html',
      libraries: 'react-datepicker',
      says: [".fill('", "press('Tab');"],
      commented: [],
    },
    { file: 'downshift-widgets.html', libraries: 'Downshift', says: [OPTION_CLICK], commented: [] },
    {
      file: 'de-widgets.html',
      libraries: 'widgets labelled in German',
      says: [".getByRole('combobox', { name: 'Land', exact: true })", "getByRole('spinbutton').nth(2)"],
      commented: [],
    },
  ];

for (const { file, libraries, says, lacks = [], commented } of WIDGET_PAGES) {
  test(`the copied plain test picks the same options in ${libraries}, by the clicks a person makes`, async ({
    context,
    extensionId,
    origin,
  }) => {
    // The page is filled twice, by the extension and by the copied clicks: each takes seconds on a loaded runner.
    test.slow();
    const address = `${origin}/pages/${file}`;
    const { page, popup } = await fillFromPopup(context, extensionId, address);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const snippet = await copyPlainTest(popup);
    for (const line of says) expect(snippet).toContain(line);
    for (const text of lacks) expect(snippet).not.toContain(text);
    // What each component holds, from its change handler (tests/fixtures/widgets).
    const state = async (on: Page) => {
      const held = JSON.parse((await on.locator('#state').textContent()) ?? '{}') as Record<string, unknown>;
      for (const key of commented) delete held[key];
      return held;
    };
    const filled = await state(page);
    await test.info().attach('snippet', { body: snippet, contentType: 'text/plain' });

    const fresh = await plain.newPage();
    await fresh.goto(address);
    await expect(fresh.locator('#state')).toHaveText('{}');
    await runSnippet(snippet, fresh);
    expect(await state(fresh), `after the copied test:\n${snippet}`).toEqual(filled);
    // A list the copied clicks opened is closed again, as after the extension's fill.
    await expect(fresh.locator('[aria-expanded=true]')).toHaveCount(0);
    await fresh.close();
  });
}

test('the copied test of a form fill looks within that form, whose labels another form repeats', async ({
  context,
  extensionId,
  origin,
}) => {
  const address = `${origin}/pages/copy-as-test.html`;
  const page = await context.newPage();
  await page.goto(address);
  await page.locator('#card-name').focus();
  const { popup } = await openPopupOn(context, extensionId, page);
  await popup.page.getByRole('button', { name: 'Fill this form' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#name')).toHaveValue('');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await expectSameFill(page, popup, address, [
    "const form = page.locator('#card-name').locator('xpath=ancestor::form[1]');",
    "await form.getByLabel('Full name', { exact: true }).fill(",
  ]);
});

test('Copy as a test, open and used, has no axe violation in either scheme and logs nothing', async ({
  context,
  extensionId,
  origin,
}) => {
  const { popup } = await fillFromPopup(context, extensionId, `${origin}/pages/copy-as-test.html`);
  const logged: string[] = [];
  popup.page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await copyPlainTest(popup);
  await popup.page.getByRole('radio', { name: 'With Understudy' }).check();
  await expect(popup.page.getByRole('textbox', { name: 'Test code' })).toHaveValue(/^import \{ fillPage \}/);

  for (const colorScheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme });
    expect(await axeViolations(popup.page), colorScheme).toEqual([]);
  }
  expect(logged).toEqual([]);
});

// The edge-case lists are the hardest values a snippet's strings carry: quotes, marks, scripts, lengths.
for (const button of ['Fill with edge cases', 'Fill with invalid values']) {
  test(`the copied test of "${button}" writes the same hard values`, async ({ context, extensionId, origin }) => {
    const address = `${origin}/pages/edge-cases.html`;
    const page = await context.newPage();
    await page.goto(address);
    const { popup } = await openPopupOn(context, extensionId, page);
    await popup.page.getByRole('button', { name: button }).click();
    await expect(popup.status).toHaveText('Completed');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await expectSameFill(page, popup, address, ['getByLabel(']);
  });
}
