/**
 * Normalises field text before matching: camelCase and separators become
 * spaces, case and diacritics are folded.
 * @example normalizeText('billingFirst_Name') // 'billing first name'
 * @example normalizeText('Código Postal')     // 'codigo postal'
 */
export function normalizeText(text: string): string {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2') // ZIPCode → ZIP Code
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
