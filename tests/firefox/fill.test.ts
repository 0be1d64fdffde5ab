import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHostPermission, PopupPage, type FirefoxWithExtension } from './support/firefox';
import { closeSession, openFixture, startSession, type FirefoxSession } from './support/session';
import { TEST_HOSTS_DIR } from './support/paths';
import type { FillReport } from '../../utils/fill/fill-report';
import { CITIES, COMPANIES, COUNTRIES, PLANS, SIZES, toOptions } from '../fixtures/widgets/options';

declare const browser: import('wxt/browser').WxtBrowser;

/**
 * Fills in Firefox, through the popup page, with the test-only build: Firefox
 * automation cannot press the toolbar button, so activeTab is replaced by host
 * access to 127.0.0.1 (see wxt.config.ts).
 */
describe('Firefox: fill from the popup (test-only build with host access to 127.0.0.1)', () => {
  let session: FirefoxSession | undefined;
  let firefox: FirefoxWithExtension;
  let extensionPage: Page;

  beforeAll(async () => ({ firefox, extensionPage } = session = await startSession(TEST_HOSTS_DIR)));
  afterAll(() => closeSession(session));

  /** The tab's last fill report, as the extension stored it in storage.session. */
  const storedReport = async (tabId: number): Promise<FillReport> =>
    JSON.parse(
      await extensionPage.evaluate(
        async (key) => (await browser.storage.session.get(key))[key] as string,
        `report:${tabId}`,
      ),
    ) as FillReport;

  /**
   * Opens a widget fixture page, fills it from the popup with the page in front, and returns what its
   * components hold and the report's entries by label; nothing submitted.
   */
  const fillWidgetPage = async (name: string, ready: string) => {
    const { page, tabId } = await openFixture(session!, name);
    await page.waitForSelector(ready);
    const popup = await PopupPage.open(firefox.browser, tabId);
    await popup.fillBehind(page);
    expect(await popup.settledStatus()).toBe('Completed');
    const state = JSON.parse((await page.$eval('#state', (output) => output.textContent)) ?? '{}');
    const report = await storedReport(tabId);
    expect(await page.$eval('#submits', (output) => output.textContent)).toBe('0');
    await popup.page.close();
    await page.close();
    return { state, report, entry: (label: string) => report.fields.find((field) => field.label === label) };
  };

  it('is granted host access to 127.0.0.1 at install, as the fill tests need', async () => {
    expect(await hasHostPermission(extensionPage, 'http://127.0.0.1/*')).toBe(true);
  });

  it('fills a plain form: completed, every field valid, nothing submitted', async () => {
    const { page, url, tabId } = await openFixture(session!, 'plain-form.html');
    const popup = await PopupPage.open(firefox.browser, tabId);

    await popup.fill();
    expect(await popup.settledStatus()).toBe('Completed');
    expect(await popup.text()).toMatch(/Filled \d+ fields, skipped 3/);

    const fields = await page.evaluate(() => {
      const value = (selector: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value;
      return {
        first: value('#first'),
        last: value('#last'),
        email: value('input[name=email]'),
        country: value('#country'),
        terms: document.querySelector<HTMLInputElement>('input[name=terms]')?.checked,
        plansChecked: document.querySelectorAll('input[name=plan]:checked').length,
        locked: value('#locked'),
        q: value('#q'),
        trap: value('#trap'),
        valid: document.querySelector<HTMLFormElement>('#signup')?.checkValidity(),
        submitted: document.body.dataset.submitted ?? null,
        href: location.href,
      };
    });
    expect(fields.first).not.toBe('');
    expect(fields.last).not.toBe('');
    expect(fields.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/i);
    expect(fields.country).not.toBe('');
    expect(fields.terms).toBe(true);
    expect(fields.plansChecked).toBe(1);
    expect(fields.locked).toBe('M-1');
    expect(fields.q).toBe('');
    expect(fields.trap).toBe('');
    expect(fields.valid).toBe(true);
    expect(fields.submitted).toBeNull();
    expect(fields.href).toBe(url);

    await popup.page.close();
    await page.close();
  });

  it('fills react-select and Headless UI widgets through their own events: each component holds a valid option', async () => {
    const { page, tabId } = await openFixture(session!, 'react-widgets.html');
    await page.waitForFunction(() => document.querySelector('#state')?.textContent === '{}');
    const popup = await PopupPage.open(firefox.browser, tabId);

    await popup.fill();
    expect(await popup.settledStatus()).toBe('Completed');

    const state = JSON.parse((await page.$eval('#state', (output) => output.textContent)) ?? '{}');
    expect(toOptions(COUNTRIES).map((option) => option.value)).toContain(state.country);
    expect(state.colours.length).toBeGreaterThanOrEqual(1);
    expect(SIZES).toContain(state.size);
    expect(state.company).not.toMatch(/^(Create|$)/);
    expect(CITIES).toContain(state.city);
    expect(await page.$eval('#submits', (output) => output.textContent)).toBe('0');
    expect(await page.evaluate(() => document.querySelectorAll('[role=combobox][aria-expanded=true]').length)).toBe(0);

    const report = await storedReport(tabId);
    expect(report.failed).toBe(0);
    expect(report.fields.filter((field) => field.via === 'combobox')).toHaveLength(5);
    expect(report.fields.filter((field) => field.via === 'listbox')).toHaveLength(1);
    expect(PLANS).toContain(state.plan);

    await popup.page.close();
    await page.close();
  });

  it('fills the widgets of Tom Select, Choices.js and flatpickr, and React Aria’s Select, DatePicker and dates of segments', async () => {
    const vanilla = await fillWidgetPage('vanilla-widgets.html', '.choices');
    expect(toOptions(COUNTRIES).map((option) => option.value)).toContain(vanilla.state.country);
    expect(vanilla.state.colours.length).toBeGreaterThanOrEqual(1);
    expect(vanilla.state.company).not.toMatch(/^(Add|$)/);
    // A creatable select takes the persona's company, which it does not offer.
    expect(COMPANIES).not.toContain(vanilla.state.company);
    expect(CITIES).toContain(vanilla.state.city);
    expect(vanilla.state.languages.length).toBeGreaterThanOrEqual(1);
    for (const label of ['Country', 'Favourite colours', 'Company', 'City', 'Languages'])
      expect(vanilla.entry(label), label).toMatchObject({ via: expect.stringMatching(/^(combobox|listbox)$/) });
    expect(vanilla.entry('City')!.value).toBe(vanilla.state.city);
    // flatpickr: a date typed where it takes typing, else picked in its calendar.
    for (const [label, key] of [
      ['Start date', 'startDate'],
      ['Arrival date', 'arrivalDate'],
    ]) {
      expect(vanilla.state[key!]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(vanilla.entry(label!)).toMatchObject({ via: 'calendar', value: vanilla.state[key!] });
    }

    const aria = await fillWidgetPage('aria-widgets.html', '[role=spinbutton]');
    // A widget left without a choice is named with what the report says of it.
    expect(PLANS, JSON.stringify(aria.entry('Plan'))).toContain(aria.state.plan);
    expect(CITIES, JSON.stringify(aria.entry('City'))).toContain(aria.state.city);
    expect(aria.state.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(aria.entry('Birth date')!.value).toBe(aria.state.birthDate);
    expect(aria.entry('Plan')).toMatchObject({ via: 'listbox' });
    // Dates of segments alone: each segment typed into, the date read back from them.
    for (const [label, key] of [
      ['Start date', 'startDate'],
      ['Date of birth', 'dateOfBirth'],
    ]) {
      expect(aria.state[key!]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(aria.entry(label!)).toMatchObject({ via: 'segments', value: aria.state[key!] });
    }
  });

  it.each([
    ['mui-widgets.html', '#plan', ['country', 'colours', 'plan', 'startDate']],
    ['vue-widgets.html', 'input[role=combobox]', ['city', 'plan']],
    ['vuetify-widgets.html', 'input[role=combobox]', ['country', 'plan', 'colours', 'company']],
    ['chakra-widgets.html', 'input[role=combobox]', ['plan', 'city']],
    ['shoelace-widgets.html', 'sl-select', ['plan', 'size', 'colours']],
    ['angular-widgets.html', 'mat-select', ['country', 'colours', 'city']],
    ['radix-widgets.html', '#plan', ['country', 'plan']],
    ['downshift-widgets.html', '#size-toggle-button', ['city', 'size']],
    ['antd-widgets.html', '#region', ['region', 'startDate']],
    ['antd-select-widgets.html', '#colours', ['country', 'colours']],
    [
      'mantine-widgets.html',
      'input[data-dates-input]',
      ['country', 'colours', 'plan', 'startDate', 'deliveryDate', 'birthDate'],
    ],
    ['datepicker-widgets.html', '#birthDate', ['checkIn', 'birthDate']],
    ['de-widgets.html', '#anrede', ['land', 'bundesland', 'stadt', 'anrede', 'geburtsdatum']],
  ])('fills %s: each component holds a choice, and the report says so of each', async (name, ready, keys) => {
    const { state, report } = await fillWidgetPage(name, ready);
    // The report's errors first: they say why a widget holds no choice.
    expect(report.fields.filter((field) => field.error)).toEqual([]);
    for (const key of keys) expect([state[key]].flat().filter(Boolean).length, key).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['mui-widgets.html', '#plan', ['country', 'colours', 'plan', 'startDate']],
    ['chakra-widgets.html', 'input[role=combobox]', ['plan', 'city']],
    ['de-widgets.html', '#anrede', ['land', 'bundesland', 'stadt', 'anrede', 'geburtsdatum']],
    [
      'vanilla-widgets.html',
      '.choices',
      ['country', 'colours', 'company', 'city', 'languages', 'startDate', 'arrivalDate'],
    ],
    ['aria-widgets.html', '[role=spinbutton]', ['plan', 'city', 'birthDate', 'startDate', 'dateOfBirth']],
  ])(
    'fills %s with the page unfocused, as under the popup panel: each component holds a choice',
    async (name, ready, keys) => {
      const { page, tabId } = await openFixture(session!, name);
      await page.waitForSelector(ready);
      // The page's document moves its focus without focus events here, which MUI X's segments and Ark UI's
      // combobox wait for before they take a key.
      const popup = await PopupPage.openInWindow(firefox.browser, tabId);
      expect(await page.evaluate(() => document.hasFocus())).toBe(false);
      await popup.fill();
      expect(await popup.settledStatus()).toBe('Completed');
      const state = JSON.parse((await page.$eval('#state', (output) => output.textContent)) ?? '{}');
      // A widget left without a choice is named with what the report says of the fill.
      const report = await storedReport(tabId);
      const errors = JSON.stringify(report.fields.filter((field) => field.error));
      for (const key of keys)
        expect([state[key]].flat().filter(Boolean).length, `${key}: ${errors}`).toBeGreaterThanOrEqual(1);
      await popup.page.close();
      await page.close();
    },
  );

  it('fills a React-controlled form so that React state changes', async () => {
    const { page, tabId } = await openFixture(session!, 'react-form.html');
    // React has rendered the form (and its state mirror) before the fill starts.
    await page.waitForFunction(() => document.querySelector('#state')?.textContent?.includes('"firstName":""'));
    const popup = await PopupPage.open(firefox.browser, tabId);

    await popup.fill();
    expect(await popup.settledStatus()).toBe('Completed');

    const state = JSON.parse((await page.$eval('#state', (output) => output.textContent)) ?? '{}');
    expect(state.firstName).not.toBe('');
    expect(state.email).toMatch(/@/);
    expect(['CA', 'GB']).toContain(state.country);
    expect(state.newsletter).toBe(true);

    await popup.page.close();
    await page.close();
  });

  it('fills with edge cases: completed, every field valid, each case named in the report', async () => {
    const { page, tabId } = await openFixture(session!, 'edge-cases.html');
    const popup = await PopupPage.open(firefox.browser, tabId);

    await popup.page.locator('::-p-aria([name="Fill with edge cases"][role="button"])').click();
    expect(await popup.settledStatus()).toBe('Completed');

    const report = await storedReport(tabId);
    expect(report).toMatchObject({ edgeCases: 'valid', failed: 0 });
    const filled = report.fields.filter((field) => field.value !== undefined);
    expect(filled.length).toBeGreaterThanOrEqual(20);
    expect(filled.filter((field) => !field.edgeCase).map((field) => field.label)).toEqual([]);
    const email = report.fields.find((field) => field.selector === '#email');
    expect(email?.edgeCase).toMatch(/^email · /);
    expect(await page.$eval('#email', (input) => (input as HTMLInputElement).value)).toBe(email?.value);
    expect(await page.$eval('#signup', (form) => (form as HTMLFormElement).checkValidity())).toBe(true);

    await popup.page.close();
    await page.close();
  });
});
