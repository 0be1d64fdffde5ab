import type { FieldDescription } from '../fields/field-description';
import { HOUSE_NUMBER } from './address-parts';
import { namesBirth } from './date-parts';
import { fieldTexts } from './field-texts';
import { KEYWORDS, matchesAny, rulesPattern } from './keyword-index';
import { PLACE_KEYWORDS, VAGUE_PLACE_KEYWORDS } from './must-not-fill';

/*
 * What a field's words say about it, for the rules that look at its neighbours (classify-fields.ts).
 */

const LOCATION_KEYWORDS = KEYWORDS.filter((rule) => rule.kind.startsWith('location.'));
const WITH_NUMBER = rulesPattern((rule) => rule.withNumber === true);
const CARD_HOLDER = rulesPattern((rule) => rule.kind === 'finance.creditCardHolder');

/**
 * Whether the field's words name a place only vaguely ("Your location",
 * "Area"), not a part of an address (a city, a postal code, a country).
 * @example namesVaguePlace({ ...field, label: 'Your location', placeholder: 'e.g. London' }) // true
 */
export function namesVaguePlace(field: FieldDescription): boolean {
  const texts = fieldTexts(field).map(([, text]) => text);
  return (
    texts.some((text) => matchesAny(text, VAGUE_PLACE_KEYWORDS)) &&
    !texts.some((text) => matchesAny(text, PLACE_KEYWORDS))
  );
}

/**
 * Whether any of the field's texts speaks of a place at all: a part of an
 * address, or a vague "area". An address finder's search box does ("Search
 * by street name, landmark or area"); a keyword search does not.
 * @example speaksOfPlace({ ...field, placeholder: 'Search by street name or area' }) // true
 */
export function speaksOfPlace(field: FieldDescription): boolean {
  return fieldTexts(field).some(([, text]) => matchesAny(text, LOCATION_KEYWORDS));
}

/**
 * Whether any of the field's texts speaks of a birth ("Year of birth").
 * @example saysBirth({ ...field, label: 'Geburtsjahr' }) // true
 */
export function saysBirth(field: FieldDescription): boolean {
  return fieldTexts(field).some(([, text]) => namesBirth(text));
}

/**
 * Whether the words a user reads for the field ask for a house number, alone
 * or with the street ("House number and street name", "Calle y número").
 * @example asksHouseNumber({ ...field, placeholder: 'House Number and Street Name' }) // true
 */
export function asksHouseNumber(field: FieldDescription): boolean {
  return fieldTexts(field).some(
    ([signal, text]) => signal !== 'name' && (HOUSE_NUMBER.test(text) || WITH_NUMBER.test(text)),
  );
}

/**
 * Whether any of the field's texts, its name and id too, names a card's holder: a
 * "First name" box named `cardHolderFirstName` is the holder's given name.
 * @example namesCardHolder({ ...field, name: 'cardHolderFirstName', label: 'First name' }) // true
 */
export function namesCardHolder(field: FieldDescription): boolean {
  return fieldTexts(field).some(([, text]) => CARD_HOLDER.test(text));
}
