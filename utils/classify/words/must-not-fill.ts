import { byLanguage, type WordsByLanguage } from './by-language';

/** Words that mark a field Understudy must not fill, with the reason the report shows. */
export interface MustNotFillRule<Name extends string = string> {
  name: Name;
  reason: string;
  words: readonly string[];
}

/**
 * Flattens each rule's words, written one language per line (by-language.ts),
 * and keeps each rule's name as a literal type, so a misspelt name is a type error.
 */
function defineMustNotFill<const Name extends string>(
  rules: ReadonlyArray<Omit<MustNotFillRule<Name>, 'words'> & { words: WordsByLanguage }>,
): ReadonlyArray<MustNotFillRule<Name>> {
  return rules.map((rule) => ({ ...rule, words: byLanguage(rule.words) }));
}

export const DO_NOT_FILL_RULES = defineMustNotFill([
  {
    name: 'trap',
    reason: 'trap for bots',
    words: {
      en: ['leave this field blank', 'leave blank', 'leave empty', 'should be empty', 'must be empty', 'keep empty',
           'keep this empty', 'keep blank', 'leave this empty', 'honeypot*', 'honey pot', 'do not fill*', 'don t fill*',
           'bot trap', 'spam trap', 'if you are human'],
      de: ['nicht ausfullen'],
      fr: ['ne pas remplir'],
      es: ['no rellenar'],
      it: ['non compilare'],
    },
  },
  {
    name: 'search',
    reason: 'search box',
    words: {
      en: ['search*', '*search', 'query', 'keyword*', 'what are you looking for', 'find products'],
      de: ['suche*'],
      fr: ['recherche*', 'rechercher'],
      es: ['buscar', 'busca', 'busqueda'],
      it: ['cerca', 'ricerca'],
      nl: ['zoek*'],
      pl: ['szukaj', 'wyszukaj'],
      sv: ['sok'],
      fi: ['haku'],
      cs: ['hledat'],
      tr: ['arama'],
      ru: ['поиск', 'найти'],
      ar: ['بحث'],
      ja: ['検索'],
      zh: ['搜索', '搜尋', '查询', '查詢', '查找', '检索', '檢索'],
      ko: ['검색'],
      code: ['^q$', '^s$'],
    },
  },
  {
    name: 'captcha',
    reason: 'captcha',
    words: {
      en: ['captcha*', '*captcha', 'security check', 'verification image', 'code in the image',
           'characters in the image'],
      pl: ['kod z obrazka'],
    },
  },
  {
    name: 'oneTimeCode',
    reason: 'one-time code',
    words: {
      en: ['one time code', 'one time password', 'otp', 'totp', 'verification code', 'sms code', '2fa', 'auth code',
           'authentication code', 'mfa'],
    },
  },
  {
    name: 'coupon',
    reason: 'coupon code',
    words: {
      en: ['coupon*', 'promo*', 'voucher*', 'gift card', 'giftcard', 'discount code'],
      de: ['gutschein*', 'rabatt*'],
      fr: ['code promo'],
      es: ['cupon*'],
      it: ['codice sconto'],
      nl: ['kortingscode'],
      pl: ['kupon*'],
      ru: ['код купона'],
    },
  },
  {
    name: 'quantity',
    reason: 'quantity',
    words: {
      en: ['qty', 'quantity'],
      de: ['menge', 'anzahl'],
      fr: ['quantite'],
      es: ['cantidad'],
      it: ['quantita'],
      pt: ['quantidade'],
      nl: ['aantal'],
      pl: ['ilosc'],
      ru: ['количество'],
    },
  },
  /**
   * Numbers an authority gives, checked against its register or a checksum
   * (VIES for a VAT number): a made-up one fails where an empty optional one
   * passes, and a required one is the user's to give.
   */
  {
    name: 'taxNumber',
    reason: 'tax or company number',
    words: {
      en: ['vat', 'vat number', 'vat id', 'vat no', 'vat reg*', 'vatin', 'tax id', 'tax number', 'tax no', 'tax code',
           'tax registration*', 'taxpayer*', 'gst', 'gstin', 'abn', 'company registration*', 'company number',
           'company reg*', 'registration number', 'registration no', 'crn', 'eori*'],
      de: ['ust id*', 'ustid*', 'ust idnr', 'u st id*', 'umsatzsteuer*', 'steuernummer', 'steuer id*', 'steuer nr',
           'steueridentifikationsnummer', 'uid nr', 'uid nummer', 'handelsregister*', 'hrb'],
      fr: ['tva', 'numero de tva', 'siret', 'siren'],
      es: ['nif', 'cif', 'nif cif', 'rfc'],
      it: ['partita iva', 'p iva', 'piva', 'codice fiscale'],
      pt: ['cpf', 'cnpj'],
      nl: ['btw', 'btw nummer', 'btw nr', 'kvk', 'kvk nummer', 'kv k nummer'],
      pl: ['nip', 'regon', 'krs'],
      cs: ['dic', 'ico'],
      sk: ['dph', 'ic dph'],
      ru: ['инн', 'ндс'],
      bg: ['ддс'],
    },
  },
]);

export type MustNotFillName = (typeof DO_NOT_FILL_RULES)[number]['name'];
