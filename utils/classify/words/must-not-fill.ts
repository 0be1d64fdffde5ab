/** Words that mark a field Understudy must not fill, with the reason the report shows. */
export interface MustNotFillRule<Name extends string = string> {
  name: Name;
  reason: string;
  words: readonly string[];
}

/** Keeps each rule's name as a literal type, so a misspelt name is a type error. */
function defineMustNotFill<const Name extends string>(rules: ReadonlyArray<MustNotFillRule<Name>>): ReadonlyArray<MustNotFillRule<Name>> {
  return rules;
}

export const DO_NOT_FILL_RULES = defineMustNotFill([
  { name: 'trap', reason: 'trap for bots', words: ['leave this field blank', 'leave blank', 'leave empty', 'should be empty', 'must be empty', 'keep empty', 'keep this empty', 'keep blank', 'leave this empty', 'honeypot*', 'honey pot', 'do not fill*', 'don t fill*', 'bot trap', 'spam trap', 'if you are human', 'ne pas remplir', 'nicht ausfullen', 'no rellenar', 'non compilare'] },
  { name: 'search', reason: 'search box', words: ['search*', '*search', 'suche*', 'buscar', 'busca', 'busqueda', 'recherche*', 'rechercher', 'cerca', 'ricerca', 'zoek*', 'szukaj', 'wyszukaj', 'sok', 'haku', 'hledat', 'поиск', 'найти', 'arama', '検索', '搜索', '搜尋', '查询', '查詢', '查找', '检索', '檢索', '검색', 'بحث', '^q$', '^s$', 'query', 'keyword*', 'what are you looking for', 'find products'] },
  { name: 'captcha', reason: 'captcha', words: ['captcha*', '*captcha', 'security check', 'verification image', 'kod z obrazka', 'code in the image', 'characters in the image'] },
  { name: 'oneTimeCode', reason: 'one-time code', words: ['one time code', 'one time password', 'otp', 'totp', 'verification code', 'sms code', '2fa', 'auth code', 'authentication code', 'mfa'] },
  { name: 'coupon', reason: 'coupon code', words: ['coupon*', 'promo*', 'voucher*', 'gift card', 'giftcard', 'gutschein*', 'discount code', 'code promo', 'cupon*', 'rabatt*', 'kupon*', 'kortingscode', 'codice sconto', 'код купона'] },
  { name: 'quantity', reason: 'quantity', words: ['qty', 'quantity', 'menge', 'anzahl', 'cantidad', 'quantite', 'quantita', 'quantidade', 'aantal', 'ilosc', 'количество'] },
  /**
   * Numbers an authority gives, checked against its register or a checksum
   * (VIES for a VAT number): a made-up one fails where an empty optional one
   * passes, and a required one is the user's to give.
   */
  { name: 'taxNumber', reason: 'tax or company number', words: ['vat', 'vat number', 'vat id', 'vat no', 'vat reg*', 'vatin', 'tax id', 'tax number', 'tax no', 'tax code', 'tax registration*', 'taxpayer*', 'ust id*', 'ustid*', 'ust idnr', 'u st id*', 'umsatzsteuer*', 'steuernummer', 'steuer id*', 'steuer nr', 'steueridentifikationsnummer', 'uid nr', 'uid nummer', 'tva', 'numero de tva', 'partita iva', 'p iva', 'piva', 'codice fiscale', 'nif', 'cif', 'nif cif', 'nip', 'btw', 'btw nummer', 'btw nr', 'dic', 'dph', 'ic dph', 'инн', 'ддс', 'ндс', 'gst', 'gstin', 'abn', 'cpf', 'cnpj', 'rfc', 'company registration*', 'company number', 'company reg*', 'registration number', 'registration no', 'handelsregister*', 'hrb', 'siret', 'siren', 'kvk', 'kvk nummer', 'kv k nummer', 'regon', 'krs', 'ico', 'crn', 'eori*'] },
]);

export type MustNotFillName = (typeof DO_NOT_FILL_RULES)[number]['name'];
