/**
 * Normalises field text before matching: camelCase and separators become
 * spaces, case and diacritics are folded.
 * @example normalizeText('billingFirst_Name') // 'billing first name'
 * @example normalizeText('Código Postal')     // 'codigo postal'
 * @example normalizeText('addressLine2')      // 'address line 2'
 */
export function normalizeText(text: string): string {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2') // ZIPCode → ZIP Code
    .replace(/ß/g, 'ss')
    .replace(/(\p{L})(\d)/gu, '$1 $2') // address1 → address 1
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
