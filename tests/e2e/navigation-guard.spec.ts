import { expect, openPopupOn, test } from './support/extension-test';

test('a page that submits or leaves in answer to the events a fill sends stays where it is, and its fields are filled', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  const address = `${origin}/pages/answers-with-navigation.html`;
  await page.goto(address);
  const { popup } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  // The page's own timers run after the fill's events: give them time to try.
  await page.waitForTimeout(300);
  expect(page.url()).toBe(address);
  expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0);
  for (const id of ['first', 'email', 'city', 'company']) await expect(page.locator(`#${id}`)).not.toHaveValue('');

  // Once the fill is over, the page is the user's again: its own submit goes through.
  await page.waitForTimeout(1_000);
  await Promise.all([page.waitForURL(/submitted\.html/), page.locator('#request button').click()]);
});
