import { expect, fillFromPopup, readReport, test, waitForPage } from './support/extension-test';

test('"Dataset from this form" opens the Datasets page with a column for each field the fill recognised', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { popup, tabId } = await fillFromPopup(context, extensionId, `${origin}/pages/plain-form.html`);
  const report = await readReport(welcomePage, tabId);
  const kinds = [
    ...new Set(report.fields.filter((field) => !field.skipped && !field.error).map((field) => field.kind)),
  ];

  await popup.page.getByRole('button', { name: 'Dataset from this form' }).click();
  const datasets = await waitForPage(context, `chrome-extension://${extensionId}/datasets.html`);
  await expect(datasets.getByRole('table', { name: /First 20 rows/ })).toBeVisible();
  const chosen = await datasets
    .getByRole('combobox', { name: /^Kind of column/ })
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
  expect(new Set(chosen)).toEqual(new Set(kinds));
  expect(await datasets.getByRole('textbox', { name: 'Seed' }).inputValue()).toBe(String(report.seed));
});
