// Worker thread for the accuracy benchmark: loads classify-page.ts with Vite's
// module runner, then classifies the pages the main thread sends, one at a time.
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./classify-page.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
module.installCssGlobal();
parentPort.on('message', async (task) => {
  if (task === null) return parentPort.close();
  try {
    parentPort.postMessage({ ok: true, result: await module.classifyPage(task) });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
