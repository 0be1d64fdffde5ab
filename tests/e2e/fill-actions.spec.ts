import { clickToolbarButton, expect, fillFromPopup, openPopupOn, readReport, test } from './support/extension-test';
import { OptionsPage } from './support/options-page';

test('"Fill empty fields only" leaves what the user typed', async ({ context, extensionId, origin }) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  await page.locator('#first').fill('Typed by hand');
  const { popup } = await openPopupOn(context, extensionId, page);

  await popup.page.getByRole('button', { name: 'Fill empty fields only' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#first')).toHaveValue('Typed by hand');
  await expect(page.locator('#last')).not.toHaveValue('');
});

// Focus on a form's button (or a link in it) is focus in that form too: not the page's first.
for (const [focused, what] of [
  ['#contact-name', 'a field'],
  ['#contact-send', 'its button'],
] as const) {
  test(`"Fill this form" fills only the form that holds focus, with focus on ${what}`, async ({
    context,
    extensionId,
    origin,
  }) => {
    const page = await context.newPage();
    await page.goto(`${origin}/pages/two-forms.html`);
    await page.locator(focused).focus();
    const { popup } = await openPopupOn(context, extensionId, page);

    await popup.page.getByRole('button', { name: 'Fill this form' }).click();
    await expect(popup.status).toHaveText('Completed');
    await expect(page.locator('#contact-name')).not.toHaveValue('');
    await expect(page.locator('#contact-email')).toHaveValue(/@/);
    await expect(page.locator('#contact-message')).not.toHaveValue('');
    await expect(page.locator('#news-email')).toHaveValue('');
    await expect(page.locator('#loose-city')).toHaveValue('');
    // A fill never submits: the page did not go anywhere.
    await expect(page).toHaveURL(`${origin}/pages/two-forms.html`);
  });
}

test('Undo puts back every value, check and choice of the last fill, in plain HTML and in React state', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  await page.locator('#city').fill('Typed city');
  const { popup } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('input[name=terms]')).toBeChecked();

  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.page.getByText(/^Restored \d+ fields$/)).toBeVisible();
  await expect(page.locator('#first')).toHaveValue('');
  await expect(page.locator('#city')).toHaveValue('Typed city');
  await expect(page.locator('#country')).toHaveValue('');
  await expect(page.locator('input[name=terms]')).not.toBeChecked();
  await expect(page.locator('input[name=plan]:checked')).toHaveCount(0);

  const react = await context.newPage();
  await react.goto(`${origin}/pages/react-form.html`);
  const { popup: reactPopup } = await openPopupOn(context, extensionId, react);
  await reactPopup.fillButton.click();
  await expect(reactPopup.status).toHaveText('Completed');
  await expect(react.locator('#state')).not.toHaveText(/"firstName":""/);
  await reactPopup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(reactPopup.page.getByText(/^Restored \d+ fields$/)).toBeVisible();
  await expect(react.locator('#state')).toHaveText('{"firstName":"","email":"","country":"","newsletter":false}');
});

test('Undo after a reload says there is nothing to undo', async ({ context, extensionId, origin }) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const { popup } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await page.reload();
  // A reload ends activeTab's grant, as it would for a user: click the button again.
  await clickToolbarButton(context, extensionId, page);
  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.status).toHaveText('Failed: There is nothing to undo: the page was reloaded or never filled.');
});

test('Replay fills the same values again with the same seed', async ({ context, extensionId, origin }) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const { popup } = await openPopupOn(context, extensionId, page);
  const values = () =>
    page
      .locator('#signup input:not([type=radio]):not([type=checkbox]), #signup select, #signup textarea')
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  const first = await values();
  const seed = await popup.page.getByText(/seed \d+/).textContent();

  await page.locator('#first').fill('Changed');
  await popup.page.getByRole('button', { name: 'Replay' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#first')).not.toHaveValue('Changed');
  expect(await values()).toEqual(first);
  expect(await popup.page.getByText(/seed \d+/).textContent()).toBe(seed);
  await popup.page.getByText('What was filled').click();
  await expect(popup.page.getByRole('listitem').filter({ hasText: 'First name' })).toContainText(
    'person.firstName · label',
  );
});

test("a search form's criteria and a list of every place stay empty, a form between table rows too, and a job search inside a form around the whole page; the place a store finder asks for is filled", async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { page, tabId } = await fillFromPopup(context, extensionId, `${origin}/pages/search-forms.html`);
  const skipped = Object.fromEntries(
    (await readReport(welcomePage, tabId)).fields.map((field) => [field.selector, field.skipped]),
  );
  expect(skipped).toEqual({
    '#userid': 'search form',
    '#keywords': 'search box',
    '#where': 'search form',
    '#zip': undefined,
    '#province': 'a filter: it offers every place',
    '#news-name': undefined,
    '#news-email': undefined,
    '#news-phone': undefined,
    '#news-company': undefined,
    '#ctl00_txtKeyword': 'search box',
    '#ctl00_txtLocation': 'search form',
    '#name': undefined,
    '#username': 'hidden',
  });
  for (const id of ['userid', 'keywords', 'where', 'province', 'ctl00_txtKeyword', 'ctl00_txtLocation', 'username'])
    await expect(page.locator(`#${id}`)).toHaveValue('');
  for (const id of ['zip', 'news-name', 'news-email', 'news-phone', 'news-company', 'name'])
    await expect(page.locator(`#${id}`)).not.toHaveValue('');
});

test('a page the user scrolled, and a panel scrolled to its end, are filled: only the trap no scrolling reaches is left as off-screen', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/scrolled-form.html`);
  await page.locator('#panel').evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
  await page.evaluate(() =>
    window.scrollTo(document.documentElement.scrollWidth, document.documentElement.scrollHeight),
  );
  // Every field but the last is now above or left of the window.
  expect(
    await page.evaluate(() =>
      ['company', 'name', 'email']
        .map((id) => document.getElementById(id)!.getBoundingClientRect())
        .every((box) => box.bottom < 0 || box.right < 0),
    ),
  ).toBe(true);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  const skipped = Object.fromEntries(
    (await readReport(welcomePage, tabId)).fields.map((field) => [field.selector, field.skipped]),
  );
  expect(skipped).toEqual({
    '#company': undefined,
    '#phone': undefined,
    '#name': undefined,
    '#email': undefined,
    '#fax': 'off-screen, where only bots fill',
  });
  for (const id of ['company', 'phone', 'name', 'email']) await expect(page.locator(`#${id}`)).not.toHaveValue('');
  await expect(page.locator('#fax')).toHaveValue('');

  // A right-to-left page scrolls to the left: a field scrolled into view there is filled, the trap still is not.
  await page.goto(`${origin}/pages/scrolled-rtl-form.html`);
  await page.evaluate(() => window.scrollTo(-3000, 0));
  expect(await page.evaluate(() => window.scrollX)).toBeLessThan(-2000);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#email')).not.toHaveValue('');
  await expect(page.locator('#fax')).toHaveValue('');
  expect((await readReport(welcomePage, tabId)).fields.find((field) => field.selector === '#fax')?.skipped).toBe(
    'off-screen, where only bots fill',
  );
});

test('with a modal dialog open, its form is filled and the page behind it is not; an inert step waits too', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/dialog-form.html`);
  await expect(page.locator('#signup')).toBeVisible();
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  const skipped = Object.fromEntries(
    (await readReport(welcomePage, tabId)).fields.map((field) => [field.selector, field.skipped]),
  );
  expect(skipped).toEqual({
    '#news-email': 'inert: the page blocks it for now',
    '#name': undefined,
    '#email': undefined,
    '#company': 'inert: the page blocks it for now',
  });
  await expect(page.locator('#name')).not.toHaveValue('');
  await expect(page.locator('#email')).toHaveValue(/@/);
  for (const id of ['news-email', 'company']) await expect(page.locator(`#${id}`)).toHaveValue('');
  // The dialog is still open: a fill never submits.
  await expect(page.locator('#signup')).toBeVisible();
});

test('hidden fields are left alone, unless "Fill hidden fields too" is on; an off-screen trap or a form plugin’s honeypot never is', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { page, popup, tabId } = await fillFromPopup(context, extensionId, `${origin}/pages/hidden-fields.html`);
  await expect(page.locator('#name')).not.toHaveValue('');
  for (const id of ['city', 'phone', 'fax', 'website']) await expect(page.locator(`#${id}`)).toHaveValue('');
  const skipped = async () =>
    Object.fromEntries((await readReport(welcomePage, tabId)).fields.map((field) => [field.selector, field.skipped]));
  expect(await skipped()).toEqual({
    '#name': undefined,
    '#city': 'hidden',
    '#phone': 'hidden',
    '#fax': 'off-screen, where only bots fill',
    '#website': 'trap for bots',
  });

  const options = await OptionsPage.open(context, extensionId);
  await options.page.getByRole('switch', { name: 'Fill hidden fields too' }).check();
  await expect
    .poll(async () =>
      options.page.evaluate(async () => (await chrome.storage.sync.get('settings')).settings?.fillHidden),
    )
    .toBe(true);

  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#city')).not.toHaveValue('');
  await expect(page.locator('#phone')).not.toHaveValue('');
  await expect(page.locator('#fax')).toHaveValue('');
  await expect(page.locator('#website')).toHaveValue('');
  expect(await skipped()).toMatchObject({ '#fax': 'off-screen, where only bots fill', '#website': 'trap for bots' });
});
