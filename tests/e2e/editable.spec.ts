import { expect, openPopupOn, test, readReport } from './support/extension-test';

test('fills contenteditable regions through editing commands, keeps focus, and Undo puts the markup back', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/editable.html`);
  await page.locator('#name').focus();
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');

  const comment = page.locator('#comment');
  await expect(comment).not.toHaveText('');
  // The editor's own model saw the text arrive as typing would: a trusted insertText input.
  const model = JSON.parse((await comment.getAttribute('data-model')) ?? '{}');
  expect(model.text).toBe((await comment.innerText()).trim());
  expect(model.inputs).toEqual([{ type: 'insertText', trusted: true }]);
  await expect(page.locator('#bio')).not.toContainText('Keep this text');
  await expect(page.locator('#locked')).toHaveText('read only');
  await expect(page.locator('#off')).toHaveText('not a field');
  // Writing a region moves focus into it; the user's focus is given back.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('name');

  const report = await readReport(welcomePage, tabId);
  const bySelector = Object.fromEntries(report.fields.map((field) => [field.selector, field]));
  expect(Object.keys(bySelector)).toEqual(['#name', '#comment', '#bio', '#notes', '#locked']);
  expect(bySelector['#comment']).toMatchObject({ label: 'Comment', kind: 'lorem.paragraph' });
  expect(bySelector['#comment']?.value).toBe((await comment.innerText()).trim());
  expect(bySelector['#locked']).toMatchObject({ skipped: 'read-only' });

  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.status).toHaveText('Completed');
  expect(await page.locator('#bio').evaluate((bio) => bio.innerHTML)).toBe('<p>Keep <b>this</b> text</p>');
  await expect(comment).toHaveText('');
  await expect(page.locator('#notes')).toHaveText('one region, not two');
  await expect(page.locator('#name')).toHaveValue('');
});
