import { access, readFile, rm } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test } from './support/headed-extension-test';
import { liveServiceWorker, PopupPage, stopServiceWorkers, tabIdOf } from './support/extension-test';
import type { RealInput } from './support/real-input';
import { axeViolations } from './support/axe';
import { readmeShot } from './support/paths';
import { taskOutcome } from './support/task-outcome';

/*
 * The Datasets page in the built extension: the schema built by keyboard and mouse,
 * the file made in the offscreen document and saved through chrome.downloads (found,
 * read and removed through chrome.downloads.search), and the downloads permission
 * granted in Chromium's real prompt (headed on Xvfb, real keys).
 */

// Making a million rows on two shared cores takes a while; the assertions say what is awaited.
test.setTimeout(180_000);

/** Console errors and uncaught exceptions of the Datasets page, from its first load. */
const pageErrors = new WeakMap<Page, string[]>();

async function openDatasets(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  pageErrors.set(page, errors);
  await page.goto(`chrome-extension://${extensionId}/datasets.html`);
  await expect(page.getByRole('heading', { name: 'Datasets' })).toBeVisible();
  return page;
}

/** Three columns, typed and chosen as a user does. */
async function buildSchema(page: Page, rows: number): Promise<void> {
  await page.getByRole('button', { name: 'Remove column 4' }).click();
  await page.getByLabel('Name of column 1').fill('full_name');
  await page.getByLabel('Kind of column 1').selectOption('person.fullName');
  await page.getByLabel('Name of column 2').fill('email');
  await page.getByLabel('Kind of column 2').selectOption('internet.email');
  await page.getByLabel('Unique column 2').check();
  await page.getByLabel('Name of column 3').fill('city');
  await page.getByLabel('Kind of column 3').selectOption('location.city');
  await page.getByLabel('Name', { exact: true }).fill('people');
  await page.getByLabel('Rows').fill(String(rows));
  await expect(page.getByRole('table').filter({ hasText: 'First 20 rows' }).getByRole('columnheader')).toHaveText([
    'full_name',
    'email',
    'city',
  ]);
}

/** Clicks Generate and allows downloads in the browser's prompt (it focuses Deny: Tab Return allows). */
async function generate(page: Page, input: RealInput): Promise<void> {
  await input.answerPrompt(page, () => page.getByRole('button', { name: 'Generate dataset' }).click(), 'Tab', 'Return');
}

/** The browser's downloads, as the extension sees them. */
async function downloadItems(context: BrowserContext): Promise<chrome.downloads.DownloadItem[]> {
  return (await liveServiceWorker(context)).evaluate(() => chrome.downloads.search({}));
}

/**
 * The one completed download's file. Playwright's browser saves every download under a
 * name of its own (a GUID), so the name the extension chose shows in its summary instead.
 */
async function downloadedFile(context: BrowserContext, mime = 'text/csv'): Promise<string> {
  await expect
    .poll(async () => (await downloadItems(context)).map((item) => [item.state, item.mime, item.byExtensionName]))
    .toEqual([['complete', mime, 'Understudy']]);
  return (await downloadItems(context))[0]!.filename;
}

/** The README's example: six columns, one unique, one left empty in 10% of rows, one bounded. */
const CUSTOMERS = {
  version: 1,
  name: 'customers',
  locale: 'en_US',
  seed: 20260101,
  rows: 1_000_000,
  referenceDate: '2026-01-01',
  columns: [
    { name: 'id', kind: 'row.id' },
    { name: 'first_name', kind: 'person.firstName' },
    { name: 'last_name', kind: 'person.lastName' },
    { name: 'email', kind: 'internet.email', unique: true },
    { name: 'city', kind: 'location.city', nullShare: 0.1 },
    { name: 'balance', kind: 'finance.amount', min: 0, max: 5000 },
  ],
};

const datasetTask = (page: Page) =>
  page.evaluate(async () => (await chrome.storage.session.get('datasetTask')).datasetTask);

test('a 3-column schema built on the page makes 10,000 CSV rows, downloaded and parsed back', async ({
  context,
  extensionId,
  input,
}) => {
  const page = await openDatasets(context, extensionId);
  await buildSchema(page, 10_000);
  await generate(page, input);
  await expect.poll(async () => taskOutcome(await datasetTask(page)), { timeout: 60_000 }).toBe('completed');
  await expect(page.getByText('Saved 10,000 rows to people.csv')).toBeVisible();
  const file = await downloadedFile(context);
  const records: string[][] = parse(await readFile(file, 'utf8'), { record_delimiter: '\r\n' });
  await rm(file);
  expect(records[0]).toEqual(['full_name', 'email', 'city']);
  expect(records).toHaveLength(10_001);
  expect(new Set(records.slice(1).map((record) => record[1])).size).toBe(10_000);
  expect(pageErrors.get(page)).toEqual([]);
});

test('a column moved by keyboard keeps the focus on its arrows, and the preview follows it', async ({
  context,
  extensionId,
}) => {
  const page = await openDatasets(context, extensionId);
  await page.getByRole('button', { name: 'Move column 1 down' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move column 2 down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // At the bottom its down arrow is off: the keyboard goes to the same row's up arrow.
  await expect(page.getByRole('button', { name: 'Move column 4 up' })).toBeFocused();
  await expect(page.getByRole('table').filter({ hasText: 'First 20 rows' }).getByRole('columnheader')).toHaveText([
    'first_name',
    'last_name',
    'email',
    'id',
  ]);
  expect(pageErrors.get(page)).toEqual([]);
});

test('1,000,000 rows cancelled: the task ends cancelled and no file is left', async ({
  context,
  extensionId,
  input,
}, testInfo) => {
  const page = await openDatasets(context, extensionId);
  // Stored as an import on the options page stores it: the open page follows it, with no reload.
  await page.evaluate((schema) => chrome.storage.local.set({ datasetSchemas: [schema] }), CUSTOMERS);
  await page.getByRole('combobox', { name: 'Schema', exact: true }).selectOption('customers');
  await page.getByRole('button', { name: 'Open' }).click();
  const preview = page.getByRole('table').filter({ hasText: 'First 20 rows' });
  await expect(preview.getByRole('columnheader')).toHaveText([
    'id',
    'first_name',
    'last_name',
    'email',
    'city',
    'balance',
  ]);
  await expect(preview.getByRole('row')).toHaveCount(21);
  await page.setViewportSize({ width: 1180, height: 1300 });
  await page.locator('main').screenshot({ path: readmeShot('datasets.png', (name) => testInfo.outputPath(name)) });

  await generate(page, input);
  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible({ timeout: 15_000 });
  // A quarter of the way, so the screenshot's bar shows.
  await expect.poll(async () => (await datasetTask(page))?.rowsDone ?? 0, { timeout: 60_000 }).toBeGreaterThan(250_000);
  const file = page.locator('section', { has: page.getByRole('heading', { name: 'File' }) });
  await expect(file.getByText(/of 1,000,000 rows \(\d+%\), [\d,]+ rows\/s/)).toBeVisible();
  await file.screenshot({ path: readmeShot('datasets-progress.png', (name) => testInfo.outputPath(name)) });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(async () => taskOutcome(await datasetTask(page))).toBe('cancelled');
  await expect(page.getByText('Cancelled: no file was saved.')).toBeVisible();
  expect((await datasetTask(page)).rowsDone).toBeLessThan(1_000_000);

  // A file made after the cancel is saved after anything the cancelled run could still send.
  await page.getByLabel('Rows').fill('20');
  await page.getByRole('button', { name: 'Generate dataset' }).click();
  await expect.poll(async () => taskOutcome(await datasetTask(page)), { timeout: 60_000 }).toBe('completed');
  const file20 = await downloadedFile(context);
  expect((await readFile(file20, 'utf8')).trimEnd().split('\r\n')).toHaveLength(21);
  await rm(file20);
  // No other download started, or one started and taken back with its file.
  for (const item of await downloadItems(context)) await expect(access(item.filename)).rejects.toThrow();
});

test('the page closed mid-run: the task completes, and the popup showed its progress', async ({
  context,
  extensionId,
  input,
  origin,
}) => {
  // The popup is open before the run starts, so it shows the progress however quickly the rows come.
  const site = await context.newPage();
  await site.goto(`${origin}/plain-form.html`);
  const popup = await PopupPage.openInWindow(
    context,
    extensionId,
    await tabIdOf(context, site),
    await liveServiceWorker(context),
  );
  const page = await openDatasets(context, extensionId);
  await buildSchema(page, 200_000);
  await generate(page, input);
  const progress = popup.page.getByRole('region', { name: 'Dataset progress' });
  await expect(progress.getByText(/of 200,000 rows \(\d+%\), [\d,]+ rows\/s/)).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await page.close();
  await expect.poll(async () => taskOutcome(await datasetTask(popup.page)), { timeout: 120_000 }).toBe('completed');
  const file = await downloadedFile(context);
  const text = await readFile(file, 'utf8');
  await rm(file);
  expect(text.split('\r\n')).toHaveLength(200_002); // header, rows, and the empty string after the last CRLF
});

test('the service worker stopped mid-run: the new one takes the task up, and it completes', async ({
  context,
  extensionId,
  input,
}) => {
  const page = await openDatasets(context, extensionId);
  await buildSchema(page, 300_000);
  await generate(page, input);
  await expect.poll(async () => (await datasetTask(page))?.rowsDone ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
  const before = await datasetTask(page);
  await stopServiceWorkers(context, page);
  // The offscreen document goes on; its next progress message starts a new worker, which adopts the task.
  await expect.poll(async () => (await datasetTask(page))?.workerId, { timeout: 30_000 }).not.toBe(before.workerId);
  await expect.poll(async () => taskOutcome(await datasetTask(page)), { timeout: 120_000 }).toBe('completed');
  expect((await datasetTask(page)).rowsDone).toBe(300_000);
  const file = await downloadedFile(context);
  expect((await readFile(file, 'utf8')).split('\r\n')).toHaveLength(300_002);
  await rm(file);
});

/** customers (the starting table, `rows` of them) and orders, 0 to 3 a customer, built by keyboard and clicks. */
async function buildRelatedSchema(page: Page, rows: number): Promise<void> {
  await page.getByLabel('Rows').fill(String(rows));
  // The one table is named after the schema, customers, and keeps that name beside the new one.
  await page.getByRole('button', { name: 'Add table' }).press('Enter');
  // The new table's name box has the keyboard.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('orders');
  await page.getByLabel('Kind of column 2').selectOption('reference');
  await page.getByLabel('Key referenced by column 2').selectOption('customers.id');
  await page.getByLabel('Name of column 2').fill('customer_id');
  await page.getByRole('radio', { name: 'Seeded range' }).check();
  await page.getByRole('textbox', { name: 'At least' }).fill('0');
  await page.getByRole('textbox', { name: 'At most' }).fill('3');
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByLabel('Name of column 3').fill('ship_name');
  await page.getByLabel('Column 3 from the parent row').check();
  await page.getByLabel('Name', { exact: true }).fill('shop');
  await expect(page.getByRole('tab')).toHaveText(['customers', 'orders']);
  await expect(page.getByRole('table').filter({ hasText: 'First 20 rows' }).getByRole('columnheader')).toHaveText([
    'id',
    'customer_id',
    'ship_name',
  ]);
}

test('a related schema built on the page makes SQL that loads with its keys, each order’s customer there', async ({
  context,
  extensionId,
  input,
}) => {
  const page = await openDatasets(context, extensionId);
  await buildRelatedSchema(page, 40);

  // The tabs by keyboard: the arrows move the selection and the focus, and the preview follows.
  await page.getByRole('tab', { name: 'orders' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'customers' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'customers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Table “customers”, the selected tab.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'orders' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Format').selectOption('sql');
  await page.getByLabel('Dialect').selectOption('sqlite');
  await generate(page, input);
  await expect.poll(async () => taskOutcome(await datasetTask(page)), { timeout: 60_000 }).toBe('completed');
  const task = await datasetTask(page);
  await expect(page.getByText(`to shop.sql`)).toBeVisible();
  const file = await downloadedFile(context, 'application/sql');
  const sql = await readFile(file, 'utf8');
  await rm(file);

  // SQLite with its foreign keys on (the file turns them on): a reference to a missing customer fails the load.
  const db = new DatabaseSync(':memory:');
  db.exec(sql);
  const count = (query: string) => (db.prepare(query).get() as { n: number }).n;
  const orders = count('SELECT count(*) AS n FROM orders');
  expect(count('SELECT count(*) AS n FROM customers')).toBe(40);
  expect(orders).toBeGreaterThan(0);
  expect(orders).toBeLessThanOrEqual(120);
  expect(task.rows).toBe(40 + orders);
  expect(
    count(
      'SELECT count(*) AS n FROM orders LEFT JOIN customers ON customers.id = orders.customer_id WHERE customers.id IS NULL',
    ),
  ).toBe(0);
  expect(count('SELECT max(c) AS n FROM (SELECT count(*) AS c FROM orders GROUP BY customer_id)')).toBeLessThanOrEqual(
    3,
  );
  expect(() => db.exec("INSERT INTO orders (id, customer_id, ship_name) VALUES (100000, 999, 'x')")).toThrow(
    /FOREIGN KEY/,
  );
  db.close();

  // Saved, and opened again after a reload, with its tables.
  await page.getByRole('button', { name: 'Save this schema' }).click();
  await expect(page.getByText('Saved “shop”.')).toBeVisible();
  await page.reload();
  await page.getByRole('combobox', { name: 'Schema', exact: true }).selectOption('shop');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('tab')).toHaveText(['customers', 'orders']);
  await page.getByRole('tab', { name: 'orders' }).click();
  await expect(page.getByLabel('Key referenced by column 2')).toHaveValue('customers.id');
  expect(pageErrors.get(page)).toEqual([]);
});
