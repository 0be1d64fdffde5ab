import { readFileSync } from 'node:fs';

let source: string | undefined;

/**
 * The library's page script (page-script.ts, bundled beside the library as
 * `page-script.js` by build-library.mjs), read once per process.
 */
export function pageScriptSource(): string {
  source ??= readFileSync(new URL('./page-script.js', import.meta.url), 'utf8');
  return source;
}
