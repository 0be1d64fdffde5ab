import english from '../../public/_locales/en/messages.json';
import { renderMessage, type Catalogue } from '../i18n/render-message';

/**
 * What the library has of `browser.*` in Node, in place of `wxt/browser`
 * (build-library.mjs aliases it): the English catalogue behind
 * `i18n.getMessage`, so the messages a fill gives (a skipped field's reason,
 * an error) read as in the extension.
 */
export const browser = {
  i18n: {
    getMessage: (key: string, substitutions?: string | string[]) =>
      renderMessage((english as Catalogue)[key], substitutions),
    getUILanguage: () => 'en',
  },
};
