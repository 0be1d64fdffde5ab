import { expect, openPopupOn, test } from './support/extension-test';

test('fills a Vue form so that every v-model binding changes', async ({ context, extensionId, origin }) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/vue-form.html`);
  await expect(page.locator('#state')).toHaveText(/"firstName":""/);
  const { popup } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');

  const state = JSON.parse((await page.locator('#state').textContent()) ?? '{}');
  expect(state.firstName).toBe(await page.locator('[name=firstName]').inputValue());
  expect(state.firstName).not.toBe('');
  expect(state.email).toMatch(/@/);
  expect(['FR', 'IT']).toContain(state.country);
  expect(['basic', 'plus']).toContain(state.plan);
  expect(state.terms).toBe(true);

  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.page.getByText(/^Restored \d+ fields$/)).toBeVisible();
  // A radio group cannot be un-chosen by any user event, so Vue keeps its plan; everything else is back.
  await expect(page.locator('#state')).toHaveText(
    /^\{"firstName":"","email":"","plan":"(basic|plus)","country":"","terms":false\}$/,
  );
  await expect(page.locator('[name=plan]:checked')).toHaveCount(0);
});
