import { expect, launchWithExtension, test } from './support/extension-test';
import { OptionsPage } from './support/options-page';

test('the first install opens the options page with the welcome modal, shown once', async ({
  context,
  extensionId,
  welcomePage,
}) => {
  const options = new OptionsPage(welcomePage);
  await expect(options.dialog).toBeVisible();
  await expect(options.dialog.getByRole('heading', { name: 'Welcome to Understudy' })).toBeVisible();
  // The native modal moves focus into itself.
  await expect
    .poll(() =>
      welcomePage.evaluate(
        () => document.activeElement?.closest('dialog') !== null && document.activeElement?.textContent,
      ),
    )
    .toBe('Close');
  await welcomePage.keyboard.press('Escape');
  await expect(options.dialog).toBeHidden();

  await welcomePage.reload();
  await expect(welcomePage.locator('[data-loaded=true]')).toBeVisible();
  await expect(options.dialog).toBeHidden();

  const again = await OptionsPage.open(context, extensionId);
  await expect(again.page.locator('[data-loaded=true]')).toBeVisible();
  await expect(again.dialog).toBeHidden();
});

test('the Close button closes the modal', async ({ welcomePage }) => {
  const options = new OptionsPage(welcomePage);
  await options.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(options.dialog).toBeHidden();
});

test('"Don’t show announcements again" is stored in chrome.storage.sync and survives a reload and a browser restart', async ({
  context,
  extensionId,
  profileDir,
  welcomePage,
}) => {
  const options = new OptionsPage(welcomePage);
  await options.dontShowAgain.check();
  await expect(options.dialog).toBeVisible();
  await options.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(options.suppressToggle).toBeChecked();
  await expect.poll(() => options.syncStorage()).toMatchObject({ settings: { suppressAnnouncements: true } });

  await welcomePage.reload();
  await expect(options.suppressToggle).toBeChecked();

  // Restart the browser on the same profile: the extension and its worker start anew.
  await context.close();
  const relaunched = await launchWithExtension(profileDir);
  try {
    const restarted = await OptionsPage.open(relaunched, extensionId);
    await expect(restarted.page.locator('[data-loaded=true]')).toBeVisible();
    await expect(restarted.suppressToggle).toBeChecked();
    await expect(restarted.dialog).toBeHidden();
    expect(await restarted.syncStorage()).toMatchObject({ settings: { suppressAnnouncements: true } });
  } finally {
    await relaunched.close();
  }
});

test('turning announcements back on with the toggle is saved too', async ({ welcomePage }) => {
  const options = new OptionsPage(welcomePage);
  await options.dialog.getByRole('button', { name: 'Close' }).click();
  // The switch turns at once; storage.sync is written just after, so each check waits for it.
  await options.suppressToggle.check();
  await expect.poll(() => options.syncStorage()).toMatchObject({ settings: { suppressAnnouncements: true } });
  await options.suppressToggle.uncheck();
  await expect.poll(() => options.syncStorage()).toMatchObject({ settings: { suppressAnnouncements: false } });
});

test('a storage.sync change from another device takes effect on an open options page without reload', async ({
  context,
  extensionId,
  welcomePage,
}) => {
  const options = new OptionsPage(welcomePage);
  await expect(options.dialog).toBeVisible();
  await expect(options.suppressToggle).not.toBeChecked();

  // Another extension page writes storage.sync directly, as Chrome Sync does when it brings a change.
  const other = await context.newPage();
  await other.goto(`chrome-extension://${extensionId}/popup.html?tabId=-1`);
  await other.evaluate(async () => {
    const { settings } = await chrome.storage.sync.get('settings');
    await chrome.storage.sync.set({ settings: { ...settings, suppressAnnouncements: true } });
  });

  await expect(options.suppressToggle).toBeChecked();
  await expect(options.dialog).toBeHidden();
});

test('20 quick clicks across three switches all land: storage and the page end in the state of the last click on each', async ({
  welcomePage,
}) => {
  const options = new OptionsPage(welcomePage);
  await options.dialog.getByRole('button', { name: 'Close' }).click();
  const ids = ['use-page-language', 'only-empty', 'fill-hidden'];
  // Clicked in one go from inside the page, faster than any write can finish.
  const expected = await welcomePage.evaluate((switches) => {
    for (let click = 0; click < 20; click++)
      (document.getElementById(switches[click % switches.length]!) as HTMLInputElement).click();
    return switches.map((id) => (document.getElementById(id) as HTMLInputElement).checked);
  }, ids);
  // usePageLanguage starts on and is clicked 7 times, onlyEmpty 7 times, fillHidden 6 times.
  expect(expected).toEqual([false, true, false]);
  await expect
    .poll(async () => (await options.syncStorage()).settings)
    .toMatchObject({ usePageLanguage: false, onlyEmpty: true, fillHidden: false });
  for (const [position, id] of ids.entries())
    await expect(welcomePage.locator(`#${id}`)).toBeChecked({ checked: expected[position] });
  // Nothing changes after the last write: the page does not bounce back to an earlier answer.
  // A fourth switch, clicked after them all, is stored and shown after any late answer to theirs.
  const later = welcomePage.locator('#suppress-announcements');
  const laterChecked = !(await later.isChecked());
  await later.click();
  await expect
    .poll(async () => (await options.syncStorage()).settings)
    .toMatchObject({ suppressAnnouncements: laterChecked });
  await expect(later).toBeChecked({ checked: laterChecked });
  expect((await options.syncStorage()).settings).toMatchObject({
    usePageLanguage: false,
    onlyEmpty: true,
    fillHidden: false,
  });
  for (const [position, id] of ids.entries())
    await expect(welcomePage.locator(`#${id}`)).toBeChecked({ checked: expected[position] });
});
