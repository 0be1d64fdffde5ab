import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, openPopupOn, test } from '../e2e/support/extension-test';
import { OptionsPage } from '../e2e/support/options-page';

/**
 * The store images in .github/screenshots, from the real built extension:
 * 1280x800 (the popup over a filled page, the fill report, the options page),
 * light and dark, and the 440x280 promo tile. The popup is a page of its own
 * here (`popup.html?tabId=N`), so it is photographed alone and laid over the
 * page it filled, where the browser draws it under the toolbar button.
 */
const OUT = fileURLToPath(new URL('../../.github/screenshots/', import.meta.url));
const SHOWCASE_CSS = fileURLToPath(new URL('showcase.css', import.meta.url));
const ICON = readFileSync(new URL('../../docs/store/icon.svg', import.meta.url));
const STORE = { width: 1280, height: 800 };
mkdirSync(OUT, { recursive: true });

const png = (buffer: Buffer) => `data:image/png;base64,${buffer.toString('base64')}`;

/** Lays the popup over the page as the browser shows it: at the top right, with a shadow. */
async function compose(stage: Page, pageShot: Buffer, popupShot: Buffer, path: string): Promise<void> {
  await stage.setViewportSize(STORE);
  await stage.setContent(`<body style="margin:0;width:${STORE.width}px;height:${STORE.height}px;overflow:hidden;background:url(${png(pageShot)})">
    <img src="${png(popupShot)}" style="position:absolute;top:8px;right:24px;border-radius:8px;box-shadow:0 4px 24px #0006,0 0 0 1px #0002"></body>`);
  await stage.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await stage.screenshot({ path });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`store screenshots, ${scheme}`, async ({ context, extensionId, origin, welcomePage }) => {
    await welcomePage.getByRole('button', { name: 'Close' }).click();

    const page = await context.newPage();
    await page.setViewportSize(STORE);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${origin}/pages/plain-form.html`);
    await page.addStyleTag({ path: SHOWCASE_CSS });

    const { popup } = await openPopupOn(context, extensionId, page);
    await popup.page.emulateMedia({ colorScheme: scheme });
    await popup.page.setViewportSize({ width: 360, height: 760 });
    await popup.fillButton.click();
    await expect(popup.status).toHaveText('Completed');
    const panel = popup.page.locator('.popup');
    const popupShot = await panel.screenshot();
    await popup.page.getByText(/^What was filled/).click();
    await expect(popup.page.locator('details.report')).toHaveAttribute('open', '');
    const reportShot = await panel.screenshot();

    await page.bringToFront();
    const pageShot = await page.screenshot();
    const stage = await context.newPage();
    await compose(stage, pageShot, popupShot, `${OUT}popup-${scheme}.png`);
    await compose(stage, pageShot, reportShot, `${OUT}report-${scheme}.png`);

    const options = await OptionsPage.open(context, extensionId);
    await options.page.setViewportSize(STORE);
    await options.page.emulateMedia({ colorScheme: scheme });
    await expect(options.page.locator('[data-loaded=true]')).toBeVisible();
    await options.page.screenshot({ path: `${OUT}options-${scheme}.png` });
  });
}

test('the popup on the second step of a journey, showing its person', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  await welcomePage.getByRole('button', { name: 'Close' }).click();
  const page = await context.newPage();
  await page.setViewportSize(STORE);
  await page.goto(`${origin}/pages/journey/step1.html`);
  const first = await openPopupOn(context, extensionId, page);
  await first.popup.fillButton.click();
  await expect(first.popup.status).toHaveText('Completed');
  await first.popup.page.close();
  await page.locator('#next').click();
  await expect(page.locator('#street')).toBeVisible();
  await page.addStyleTag({ path: SHOWCASE_CSS });

  const { popup } = await openPopupOn(context, extensionId, page);
  await popup.page.setViewportSize({ width: 360, height: 760 });
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await expect(popup.page.getByRole('button', { name: 'New person' })).toBeVisible();
  const popupShot = await popup.page.locator('.popup').screenshot();
  await page.bringToFront();
  const pageShot = await page.screenshot();
  await compose(await context.newPage(), pageShot, popupShot, `${OUT}journey-light.png`);
});

test('store promo tile, 440x280', async ({ context }) => {
  const tile = await context.newPage();
  await tile.setViewportSize({ width: 440, height: 280 });
  await tile.setContent(`<body style="margin:0;height:280px;display:flex;align-items:center;gap:24px;padding:0 32px;box-sizing:border-box;
      background:linear-gradient(135deg,#eff4ff,#dbe6ff);font-family:system-ui,sans-serif;color:#0b1e3a">
    <img src="data:image/svg+xml;base64,${ICON.toString('base64')}" width="104" height="104">
    <div><div style="font-size:36px;font-weight:700;letter-spacing:-0.5px">Understudy</div>
      <div style="font-size:18px;line-height:1.35;margin-top:6px">Realistic test data in<br>every form, in one click</div></div></body>`);
  await tile.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await tile.screenshot({ path: `${OUT}promo-440x280.png` });
});
