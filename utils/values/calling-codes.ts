/** International calling codes of the countries faker's locales stand for. */
const CALLING_CODES: Readonly<Record<string, string>> = {
  AM: '374', AT: '43', AU: '61', AZ: '994', BD: '880', BE: '32', BR: '55', CA: '1', CH: '41', CN: '86',
  CZ: '420', DE: '49', DK: '45', EG: '20', ES: '34', FI: '358', FR: '33', GB: '44', GE: '995', GH: '233',
  GR: '30', HK: '852', HR: '385', HU: '36', ID: '62', IE: '353', IL: '972', IN: '91', IQ: '964', IR: '98',
  IT: '39', JP: '81', KR: '82', LU: '352', LV: '371', MD: '373', MK: '389', MN: '976', MV: '960', MX: '52',
  NG: '234', NL: '31', NO: '47', NP: '977', PK: '92', PL: '48', PT: '351', RO: '40', RS: '381', RU: '7',
  SA: '966', SE: '46', SI: '386', SK: '421', SN: '221', TH: '66', TR: '90', TW: '886', UA: '380', US: '1',
  UZ: '998', VN: '84', ZA: '27',
};

/**
 * @example callingCode('DE') // '49'
 * @example callingCode('XX') // '1'
 */
export function callingCode(countryCode: string): string {
  return CALLING_CODES[countryCode] ?? '1';
}
