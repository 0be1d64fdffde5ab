import { expect, openPopupOn, readReport, test } from './support/extension-test';

test('fields that ask the impossible are each skipped with their reason, and the rest of the form is filled', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  // Unbounded, a pattern that backtracks for ever keeps the worker for seconds per check, and a huge minlength makes a value that long.
  await page.locator('#signup').evaluate((form) =>
    form.insertAdjacentHTML(
      'beforeend',
      `<label>Nickname <input id="costly" name="nickname" pattern="(.+)+!" minlength="28"></label>
       <label>Motto <input id="huge" name="motto" pattern="\\d{2000000}"></label>
       <label>Remarks <input id="long" name="remarks" minlength="50000000"></label>
       <label>Guests <input id="guests" type="number" name="guests" min="10" max="5" step="any"></label>`,
    ),
  );
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');

  for (const id of ['costly', 'huge', 'long', 'guests']) await expect(page.locator(`#${id}`)).toHaveValue('');
  await expect(page.locator('#first')).not.toHaveValue('');
  await expect(page.locator('#city')).not.toHaveValue('');
  const report = await readReport(welcomePage, tabId);
  const skipped = Object.fromEntries(
    report.fields
      .filter((field) => ['#costly', '#huge', '#long', '#guests'].includes(field.selector))
      .map((field) => [field.selector, field.skipped]),
  );
  expect(skipped).toEqual({
    '#costly': 'its pattern is too costly to satisfy',
    '#huge': 'its pattern asks for more than 10,000 characters',
    '#long': 'its minlength asks for more than 10,000 characters',
    '#guests': 'no number fits: its min is above its max',
  });
  expect(report.failed).toBe(0);
});

test('"Fill empty fields only" copies a typed email only within its frame, and a typed password nowhere, not even into the report', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/frames.html`);
  const same = page.frameLocator('#same');
  await expect(same.locator('#city')).toBeVisible();
  const signup = `<label>Confirm email <input id="email2" type="email" name="email2"></label>
    <label>Password <input id="password" type="password" name="password"></label>
    <label>Confirm password <input id="password2" type="password" name="password2"></label>`;
  await page
    .locator('form')
    .first()
    .evaluate((form, html) => form.insertAdjacentHTML('beforeend', html), signup);
  await same
    .locator('form')
    .first()
    .evaluate((form) =>
      form.insertAdjacentHTML(
        'beforeend',
        '<label>Email <input id="email" type="email" name="email"></label><label>Password <input id="password" type="password" name="password"></label>',
      ),
    );
  await page.locator('#top-email').fill('typed.by.me@mine.test');
  await page.locator('#password').fill('hunter2-Secret!');
  const { popup, tabId } = await openPopupOn(context, extensionId, page);

  await popup.page.getByRole('button', { name: 'Fill empty fields only' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#email2')).toHaveValue('typed.by.me@mine.test');
  await expect(page.locator('#password2')).toHaveValue('');
  await expect(same.locator('#email')).toHaveValue(/@/);
  await expect(same.locator('#email')).not.toHaveValue('typed.by.me@mine.test');
  await expect(same.locator('#password')).not.toHaveValue('');
  await expect(same.locator('#password')).not.toHaveValue('hunter2-Secret!');

  const report = await readReport(welcomePage, tabId);
  expect(JSON.stringify(report)).not.toContain('hunter2-Secret!');
  const entry = (selector: string) =>
    report.fields.find((field) => field.selector === selector && field.frameUrl === undefined);
  expect(entry('#password')).toMatchObject({ skipped: 'kept: you typed it' });
  expect(entry('#password2')).toMatchObject({ skipped: 'kept: the password you typed is not copied' });
});
