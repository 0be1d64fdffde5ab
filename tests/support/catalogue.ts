import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Catalogue } from '../../utils/i18n/render-message';

export type { Catalogue, Message } from '../../utils/i18n/render-message';
export { renderMessage } from '../../utils/i18n/render-message';

// From the project root (where vitest runs): happy-dom's tests see an http: import.meta.url.
const LOCALES = join(process.cwd(), 'public', '_locales') + '/';

/** The languages that have a catalogue, by folder name (`pt_BR`). */
export function catalogueLanguages(): string[] {
  return readdirSync(LOCALES).sort();
}

export function readCatalogue(language: string): Catalogue {
  return JSON.parse(readFileSync(`${LOCALES}${language}/messages.json`, 'utf8')) as Catalogue;
}
