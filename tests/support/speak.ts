import { onTestFinished } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readCatalogue, renderMessage } from './catalogue';

// The English lookup tests/support/english-messages.ts gave the fake browser before any test ran.
const english = fakeBrowser.i18n.getMessage;

/**
 * Has the fake browser read messages from another language's catalogue, as
 * the browser would with that UI language, until the test ends.
 * @example speak('de'); expect(t('fillPage')).toBe('Seite ausfüllen');
 */
export function speak(language: string): void {
  const catalogue = readCatalogue(language);
  fakeBrowser.i18n.getMessage = ((key: string, subs?: string[]) =>
    renderMessage(catalogue[key], subs)) as typeof english;
  onTestFinished(() => {
    fakeBrowser.i18n.getMessage = english;
  });
}
