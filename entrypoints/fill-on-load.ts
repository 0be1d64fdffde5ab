import { defineUnlistedScript } from '#imports';
import { watchForms } from '@/utils/page/fill-on-load-watch';
import { fillOnLoadMessage } from '@/utils/page/fill-on-load-message';

interface Runtime {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
}

/**
 * Registered at run time for the sites whose profile fills on load
 * (utils/worker/fill-on-load-scripts.ts), never declared in the manifest.
 * It only watches for forms and asks the worker to fill; it reads nothing,
 * fills nothing itself, and keeps any failure out of the page's console.
 */
export default defineUnlistedScript(() => {
  // The browser's own API, not the polyfill: this runs on every page of those sites, and stays small.
  const api = globalThis as unknown as { browser?: Runtime; chrome?: Runtime };
  const { runtime } = (api.browser ?? api.chrome)!;
  watchForms(document, (later) => runtime.sendMessage(fillOnLoadMessage(later)).catch(() => undefined));
});
