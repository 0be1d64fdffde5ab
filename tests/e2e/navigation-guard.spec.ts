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
  // The page answers the fill's input with a 50 ms timer: one as long, set after it, runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(page.url()).toBe(address);
  expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0);
  for (const id of ['first', 'email', 'city', 'company']) await expect(page.locator(`#${id}`)).not.toHaveValue('');

  // A moment after the fill (GUARD_GRACE_MS), the page is the user's again: its own submit goes through.
  await expect(async () => {
    await page.locator('#request button').click();
    await page.waitForURL(/submitted\.html/, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});
