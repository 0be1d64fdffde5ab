/**
 * Normalises field text before matching: camelCase and separators become
 * spaces, case, diacritics and compatibility forms are folded.
 * @example normalizeText('billingFirst_Name') // 'billing first name'
 * @example normalizeText('Código Postal')     // 'codigo postal'
 * @example normalizeText('addressLine2')      // 'address line 2'
 * @example normalizeText('Nº exterior')       // 'no exterior'
 */
export function normalizeText(text: string): string {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const normalized = fold(text);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(text, normalized);
  return normalized;
}

/*
 * Pages repeat the same texts: a country list of 250 options under each of a
 * hundred selects (tests/bench/fill). Remembering recent answers saves the
 * regular-expression passes; the bound keeps memory flat.
 */
const MEMO_LIMIT = 10_000;
const memo = new Map<string, string>();

function fold(text: string): string {
  return (
    text
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2') // ZIPCode → ZIP Code
      .replace(/ß/g, 'ss')
      .replace(/ı/g, 'i') // Turkish dotless i has no decomposition: "Kullanıcı adı" → "kullanici adi".
      .replace(/(\p{L})(\d)/gu, '$1 $2') // address1 → address 1
      .replace(/(\d)(\p{L})/gu, '$1 $2')
      // NFKD, not NFD: compatibility forms fold too ("Nº" → "no", "№" → "No", full-width "＊" → "*").
      .normalize('NFKD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}
