import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readCatalogue, renderMessage } from './catalogue';

/**
 * WXT's fake browser has no i18n: tests get the English catalogue, looked up
 * the way the browser does, so they read the words a user reads.
 */
const english = readCatalogue('en');
fakeBrowser.i18n.getMessage = ((key: string, substitutions?: string | string[]) =>
  renderMessage(english[key], substitutions)) as typeof fakeBrowser.i18n.getMessage;
fakeBrowser.i18n.getUILanguage = () => 'en';
