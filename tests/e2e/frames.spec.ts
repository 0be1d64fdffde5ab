import { expect, openPopupOn, test, readReport } from './support/extension-test';

test('fills a same-site frame with the page, and names the other site’s frame it could not fill', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/frames.html`);
  const same = page.frameLocator('#same');
  const other = page.frameLocator('#other');
  await expect(other.locator('#city')).toBeVisible();
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await expect(
    popup.page.getByText('Filled 3 fields; 1 frame on other sites not filled', { exact: false }),
  ).toBeVisible();

  await expect(page.locator('#top-email')).toHaveValue(/@/);
  await expect(same.locator('#city')).not.toHaveValue('');
  await expect(same.locator('#zip')).not.toHaveValue('');
  await expect(other.locator('#city')).toHaveValue('');

  const report = await readReport(welcomePage, tabId);
  // A field of the page itself leaves its frame's address to the report's.
  expect(report.fields.map((field) => new URL(field.frameUrl ?? report.url).pathname)).toEqual([
    '/pages/frames.html',
    '/pages/frame-inner.html',
    '/pages/frame-inner.html',
  ]);
  expect(report.skippedFrames).toEqual([
    {
      url: expect.stringMatching(/^http:\/\/localhost:\d+\/pages\/frame-inner\.html$/),
      access: 'no-permission',
      reason: expect.any(String),
    },
  ]);

  // Undo reaches into the frame too.
  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.page.getByText('Restored 3 fields')).toBeVisible();
  await expect(same.locator('#city')).toHaveValue('');
});

test('writes the page and its same-origin frame in one task, so the browser lays out once after both', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/frames.html`);
  await expect(page.frameLocator('#other').locator('#city')).toBeVisible();
  // Each input event notes the turn it came in: a turn ends when the script that wrote the field returns
  // (its microtasks run then), so two frames written by two injected scripts note two turns.
  await page.evaluate(() => {
    const turns = { turn: 0, ending: false, seen: [] as Array<[string, number]> };
    Object.assign(window, { turns });
    Object.assign(window, {
      noteInput(where: string) {
        turns.seen.push([where, turns.turn]);
        if (turns.ending) return;
        turns.ending = true;
        queueMicrotask(() => Object.assign(turns, { turn: turns.turn + 1, ending: false }));
      },
    });
    const note = (where: string) => () => (window as unknown as { noteInput(where: string): void }).noteInput(where);
    document.addEventListener('input', note('page'), true);
    (document.getElementById('same') as HTMLIFrameElement).contentDocument!.addEventListener(
      'input',
      note('frame'),
      true,
    );
  });
  const { popup } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  const seen = await page.evaluate(
    () => (window as unknown as { turns: { seen: Array<[string, number]> } }).turns.seen,
  );
  expect(seen.map(([where]) => where)).toEqual(['page', 'frame', 'frame']);
  expect(new Set(seen.map(([, turn]) => turn)).size).toBe(1);
});

test('fills a srcdoc frame and a frame whose form a script wrote into about:blank, with activeTab alone', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/srcdoc-frames.html`);
  await expect(page.frameLocator('#srcdoc').locator('#city')).toBeVisible();
  await expect(page.frameLocator('#blank').locator('#phone')).toBeVisible();
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await expect(popup.page.getByText(/^Filled 3 fields in \d+ ms$/)).toBeVisible();

  await expect(page.locator('#top-email')).toHaveValue(/@/);
  await expect(page.frameLocator('#srcdoc').locator('#city')).not.toHaveValue('');
  await expect(page.frameLocator('#blank').locator('#phone')).toHaveValue(/\d/);
  const report = await readReport(welcomePage, tabId);
  expect(report.skippedFrames).toBeUndefined();
  expect(report.fields.map((field) => [(field.frameUrl ?? report.url).replace(origin, ''), field.kind])).toEqual([
    ['/pages/srcdoc-frames.html', 'internet.email'],
    ['about:srcdoc', 'location.city'],
    // document.open() gives the written frame its parent's address.
    ['/pages/srcdoc-frames.html', 'phone.number'],
  ]);
  await expect(popup.page.getByRole('region', { name: 'Frames on other sites' })).toHaveCount(0);
});
