// Renders public/icon/<size>.png from docs/store/icon.svg in Debian's Chromium
// (CHROMIUM_PATH), the browser the tests already drive: no image library needed.
// The Chrome Web Store asks for 96 px of artwork inside the 128 px icon with
// transparent padding; 96 and 48 keep the same proportion, and the toolbar
// sizes (16, 32) use the whole square, where every pixel counts.
// Run: npm run icons, then look at the files.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const svg = readFileSync(new URL('docs/store/icon.svg', root));
const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;

/** Canvas size → artwork size, centred. */
export const ICON_ARTWORK = { 16: 16, 32: 32, 48: 36, 96: 72, 128: 96 };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const [size, art] of Object.entries(ICON_ARTWORK).map(([size, art]) => [Number(size), art])) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const pad = (size - art) / 2;
    await page.setContent(
      `<body style="margin:0"><img src="${src}" style="position:absolute;left:${pad}px;top:${pad}px;width:${art}px;height:${art}px"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: new URL(`public/icon/${size}.png`, root).pathname, omitBackground: true });
    await page.close();
    console.log(`public/icon/${size}.png: ${art} px of artwork, ${pad} px of transparent padding`);
  }
} finally {
  await browser.close();
}
