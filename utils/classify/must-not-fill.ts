import type { Classification } from './classification';
import type { FieldDescription } from '../fields/field-description';
import { offersChoices } from '../fields/field-fit';
import { kindsWhere } from '../fields/kind-traits';
import { normalizeText } from '../text/normalize-text';
import type { FieldText } from './field-texts';
import { DO_NOT_FILL, DO_NOT_FILL_MATCHES, KEYWORDS, keywordRule, matchesAny, mustNotFillRule } from './keyword-index';

const SEARCHABLE_KINDS = kindsWhere((traits) => traits.searchable === true);
/** Words that name a place a list may be searched for: a country, state, city, postal code, street or calling code. */
export const PLACE_KEYWORDS = KEYWORDS.filter((rule) => SEARCHABLE_KINDS.has(rule.kind) && !rule.generic);
/** "Location", "Area": the city's vague words. */
export const VAGUE_PLACE_KEYWORDS = [keywordRule('area')];
const EMAIL = keywordRule('email').pattern;
const SEARCH = mustNotFillRule('search').pattern;
/** Rules whose words a field that names a place overrides: it asks for the place. */
const PLACE_OVERRIDES = new Set([mustNotFillRule('search').id, mustNotFillRule('taxNumber').id]);
const ONLY_TRAPS = [mustNotFillRule('trap')];

/**
 * Search boxes, captchas, honeypots and the like, with the reason. A "search"
 * on a field whose texts also name a place ("Search for your province", or a
 * label "City" on `citySearch`) is a searchable dropdown of that place, not a
 * site search.
 */
export function doNotFill(field: FieldDescription, texts: FieldText[]): Classification | undefined {
  // Read only when a search word is found: most fields have none.
  const placeNamed = (from: FieldText[]) => from.some(([, text]) => namesPlace(text));
  if (field.type === 'search' && !placeNamed(texts)) return { skip: 'search box', signal: 'type' };
  // Before a text box that says "search", the nearby text is as often a menu or
  // the last choice ("Città", "Berlin") as the label of a list of places.
  const ownTexts = texts.filter(([, , piece]) => piece !== 'nearby');
  // A box that asks for an email takes one, whatever offer is made around it; only a trap stays empty. An email
  // input, whatever its label offers ("Subscribe for promotions", placeholder "Your email"); any box whose own
  // name or label says email, whatever the text before it offers ("Receive weekly coupons").
  const saysEmail = (from: FieldText[]) => from.some(([, text]) => EMAIL.test(text));
  const asksEmail = field.type === 'email' && saysEmail(texts);
  const ownEmail = saysEmail(ownTexts);
  for (const [signal, text, piece] of texts) {
    const matches = DO_NOT_FILL_MATCHES.of(text);
    const onlyTraps = asksEmail || (ownEmail && piece === 'nearby');
    const rule = (onlyTraps ? ONLY_TRAPS : DO_NOT_FILL).find(({ id }) => matches.has(id));
    if (!rule) continue;
    // A searchable list of places (`packstationSearchBar` beside "Ville"); the country of a
    // VAT registration (`vat_payer_reg_country_code` after "DIČ").
    const asksPlace = PLACE_OVERRIDES.has(rule.id) && (namesPlace(text) || placeNamed(ownTexts));
    // A list offers no number to make up (a year select after "Codice fiscale:").
    if (asksPlace || (rule.name === 'taxNumber' && offersChoices(field))) continue;
    return { skip: rule.reason, signal };
  }
  return undefined;
}

/**
 * Whether a text (a form's id, action, button) speaks of searching.
 * @example namesSearch('site-search /search Search') // true
 */
export function namesSearch(text: string): boolean {
  return SEARCH.test(normalizeText(text));
}

/** Whether a text names a place someone may search a list for ("Search your province"); "Area" is vague, not too vague for that. */
function namesPlace(text: string): boolean {
  return matchesAny(text, PLACE_KEYWORDS) || matchesAny(text, VAGUE_PLACE_KEYWORDS);
}
