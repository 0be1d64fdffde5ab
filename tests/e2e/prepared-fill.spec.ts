import type { BrowserContext } from '@playwright/test';
import { describedBy } from './support/described-page';
import { expect, openPopupOn, test } from './support/extension-test';

/*
 * The popup has the page described as it opens (PreparedFills), and the
 * click's fill starts from that description. These tests change the page
 * between the two, the way a page's own script may while the user reads the
 * popup, and check the fill sees the page as it is at the click.
 * A person reads the popup before clicking: each test waits until the
 * description made as it opened is done (describedBy), then changes the page.
 */

test('a value the page set after the popup opened is kept by "Fill empty fields only", and emptied fields are filled', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  await page.locator('#last').fill('Typed before');
  const { popup } = await describedBy(context, page, () => openPopupOn(context, extensionId, page));
  // Values set from script change no markup: the fill reads them again at the click.
  await page.evaluate(() => {
    (document.querySelector('#first') as HTMLInputElement).value = 'Set by the page';
    (document.querySelector('#last') as HTMLInputElement).value = '';
    (document.querySelector('input[name=terms]') as HTMLInputElement).checked = true;
  });

  await popup.page.getByRole('button', { name: 'Fill empty fields only' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#first')).toHaveValue('Set by the page');
  await expect(page.locator('#last')).not.toHaveValue('');
  await expect(page.locator('#city')).not.toHaveValue('');
});

test('a field the page added after the popup opened is filled, and one it hid is left alone', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const { popup } = await describedBy(context, page, () => openPopupOn(context, extensionId, page));
  await page.evaluate(() => {
    const added = document.createElement('p');
    added.innerHTML = '<label for="nick">Nickname</label> <input id="nick" name="nickname">';
    document.querySelector('#signup')!.prepend(added);
    document.querySelector('#city')!.setAttribute('hidden', '');
  });

  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#nick')).not.toHaveValue('');
  await expect(page.locator('#city')).toHaveValue('');
  await expect(page.locator('#first')).not.toHaveValue('');
});

test('Undo still puts back the last fill after the popup was closed and opened again', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  await page.locator('#city').fill('Typed city');
  const first = await openPopupOn(context, extensionId, page);
  await first.popup.fillButton.click();
  await expect(first.popup.status).toHaveText('Completed');
  await expect(page.locator('#city')).not.toHaveValue('Typed city');
  await first.popup.page.close();

  // Opening it again describes the page again, for a next fill: the last one's undo must survive that.
  const { popup } = await describedBy(context, page, () => openPopupOn(context, extensionId, page));
  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.page.getByText(/^Restored \d+ fields$/)).toBeVisible();
  await expect(page.locator('#city')).toHaveValue('Typed city');
  await expect(page.locator('#first')).toHaveValue('');
});

/**
 * How many times the filler (filler.js) ran in a page while `act` ran, from
 * a Chromium trace: a fill from the description made as the popup opened
 * runs none (it only refreshes and writes); one that describes the page
 * again runs it once.
 */
async function fillerRunsDuring(context: BrowserContext, act: () => Promise<void>): Promise<number> {
  const browser = context.browser()!;
  await browser.startTracing(undefined, { categories: ['v8.execute', 'v8'] });
  let trace: Buffer;
  try {
    await act();
  } finally {
    trace = await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as {
    traceEvents: Array<{ name: string; ph: string; args?: { fileName?: string } }>;
  };
  return traceEvents.filter((e) => e.name === 'v8.run' && e.args?.fileName?.endsWith('/filler.js')).length;
}

test('a clock and a carousel ticking far from the form keep the description made as the popup opened; a label ticking beside a field does not', async ({
  context,
  extensionId,
  origin,
}) => {
  for (const [query, fillerRuns] of [
    ['', 0],
    ['?near=1', 1],
  ] as const) {
    const page = await context.newPage();
    await page.goto(`${origin}/pages/ticking-page.html${query}`);
    const { popup } = await describedBy(context, page, () => openPopupOn(context, extensionId, page));
    const runs = await fillerRunsDuring(context, async () => {
      await popup.fillButton.click();
      await expect(popup.status).toHaveText('Completed');
    });
    expect(runs, `filler.js runs after the click on ticking-page.html${query}`).toBe(fillerRuns);
    for (const id of ['first', 'email', 'city']) await expect(page.locator(`#${id}`)).not.toHaveValue('');
    await popup.page.close();
    await page.close();
  }
});
