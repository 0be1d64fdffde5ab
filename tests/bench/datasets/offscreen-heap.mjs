// The dataset generation's JavaScript heap in Chrome's offscreen document, where the extension makes files:
//   npm run build && node tests/bench/datasets/offscreen-heap.mjs [rows=1000000]
// It starts the offscreen document's work directly from the service worker (the Generate click's downloads
// prompt cannot be answered headless), samples Runtime.getHeapUsage in that document every 250 ms over CDP,
// and stops when the document closes (the worker lets it go once the file is made).
/* global chrome -- the functions passed to worker.evaluate run in the extension's service worker */
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const rows = Number(process.argv[2] ?? 1000000);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const ext = join(root, '.output/chrome-mv3');
const schema = { ...JSON.parse(readFileSync(join(root, 'examples/customers.schema.json'), 'utf8')), rows };
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'ds-heap-')), {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    `--disable-extensions-except=${ext}`,
    `--load-extension=${ext}`,
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
// Start the offscreen document's work directly (the Generate click's permission prompt cannot be answered headless).
await worker.evaluate(
  async ({ schema }) => {
    globalThis.__seen = {};
    chrome.runtime.onMessage.addListener((message) => {
      if (message?.data?.taskId === 'measure')
        globalThis.__seen[message.type] = message.data.rowsDone ?? message.data.url ?? message.data.reason;
    });
    await chrome.offscreen.createDocument({ url: 'offscreen.html', reasons: ['BLOBS'], justification: 'measure' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    chrome.runtime.sendMessage({
      id: 1,
      type: 'offscreenMakeDataset',
      data: { taskId: 'measure', job: { schema, format: { format: 'csv' } } },
      timestamp: Date.now(),
    });
  },
  { schema },
);
const cdp = await context.browser().newBrowserCDPSession();
let target;
for (let i = 0; i < 50 && !target; i++) {
  const { targetInfos } = await cdp.send('Target.getTargets');
  target = targetInfos.find((info) => info.url.endsWith('/offscreen.html'));
  if (!target) await new Promise((r) => setTimeout(r, 100));
}
const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
let nextId = 1;
const waiting = new Map();
cdp.on('Target.receivedMessageFromTarget', (event) => {
  const message = JSON.parse(event.message);
  waiting.get(message.id)?.(message);
  waiting.delete(message.id);
});
cdp.on('Target.detachedFromTarget', () => {
  for (const resolve of waiting.values()) resolve({ error: 'detached' });
  waiting.clear();
});
const call = (method, params = {}) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, (m) => (m.error ? reject(m.error) : resolve(m.result)));
    cdp
      .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
      .catch(reject);
  });
const start = Date.now();
let peak = 0;
let last = 0;
for (;;) {
  let usage;
  try {
    usage = await Promise.race([
      call('Runtime.getHeapUsage'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), 5000)),
    ]);
  } catch {
    break;
  } // the document closed: the file was made and released
  peak = Math.max(peak, usage.usedSize);
  last = usage.usedSize;
  await new Promise((r) => setTimeout(r, 250));
}
const seen = await worker.evaluate(() => globalThis.__seen);
console.log(
  JSON.stringify({
    seen,
    rows,
    seconds: (Date.now() - start) / 1000,
    peakHeapMB: +(peak / 2 ** 20).toFixed(1),
    lastMB: +(last / 2 ** 20).toFixed(1),
  }),
);
await context.close();
