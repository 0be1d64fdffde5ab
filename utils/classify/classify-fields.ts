import { pushTo } from '../collections/push-to';
import type { FieldDescription } from '../fields/field-description';
import { offersChoices } from '../fields/field-fit';
import type { FieldKind } from '../fields/field-kinds';
import { KIND_TRAITS, kindsWhere } from '../fields/kind-traits';
import type { Classification } from './classification';
import { cardBlockParts } from './card-block';
import { classifyField, fallbackKind } from './classify-field';
import { asksHouseNumber, namesVaguePlace, saysBirth, speaksOfPlace } from './field-words';
import { namesSearch } from './must-not-fill';
import { splitBirthDates } from './split-birth-date';
import { normalizeText } from '../text/normalize-text';
import { EVERY_WORDS, EVERY_WORDS_UNSPACED } from './words/option-words';

/** How far (in fields, page order) a partner field may be. */
const NEIGHBOURHOOD = 4;

/**
 * Classifies a page's fields together, because some kinds depend on their
 * neighbours: a street field beside a house-number field holds only the street
 * name, and a lone "Nombre" with no surname field nearby is a full name.
 * `known` gives a field's own classification when it was made already (while
 * the page still described its other parts: describeParts in utils/fill/describe-frames.ts).
 * @example classifyFields([street, houseNumber]).map((c) => c.kind) // ['location.street', 'location.buildingNumber']
 */
export function classifyFields(
  fields: FieldDescription[],
  known?: (field: FieldDescription) => Classification | undefined,
): Classification[] {
  const results = fields.map((field) => known?.(field) ?? classifyField(field));
  // A card's "Number" and "Name" first: a house number or a person there would mislead the rules below.
  const cardParts = cardBlockParts(fields, results);
  const kinds = results.map((result, index) => cardParts.get(index) ?? result.kind);
  const logins = loginFields(fields, results);
  const searches = searchForms(fields);
  const phoneParts = splitPhones(fields, results);
  const birthParts = splitBirthDates(fields, results);
  return results.map((result, index) => {
    const phonePart = phoneParts.get(index) ?? localAfterAreaCode(fields, results, index);
    if (phonePart) return { kind: phonePart, signal: result.signal };
    const birthPart = birthParts.get(index);
    if (birthPart) return { kind: birthPart, signal: result.signal };
    const cardPart = cardParts.get(index);
    if (cardPart) return { kind: cardPart, signal: result.signal };
    if (isCallingCodePicker(fields, results, index)) return { kind: 'phone.countryCode', signal: 'rule' };
    if (logins.has(index)) return { kind: 'internet.username', signal: result.signal };
    if (searches.has(fields[index]!.formIndex) && isSearchCriterion(fields[index]!, result))
      return { skip: 'search form', signal: 'rule' };
    if (isWhereOfSearch(fields, results, index)) return { skip: 'search form', signal: 'rule' };
    if (isPlaceFilter(fields[index]!, result)) return { skip: 'a filter: it offers every place', signal: 'rule' };
    // A street beside a house number holds the street's name; one that asks for
    // the number too ("House number and street name") holds both all the same.
    const houseNumberNear =
      result.kind === 'location.streetAddress' || result.kind === 'location.street'
        ? near(kinds, index, ['location.buildingNumber'])
        : false;
    if (result.kind === 'location.streetAddress' && houseNumberNear && !asksHouseNumber(fields[index]!)) {
      return { ...result, kind: 'location.street' };
    }
    // "Street name" with no house number field anywhere near: the number has
    // nowhere else to go, so the field takes the whole street address.
    if (result.kind === 'location.street' && !houseNumberNear) return { ...result, kind: 'location.streetAddress' };
    if (isSecondLine(fields, results, index)) return { kind: 'location.secondaryAddress', signal: result.signal };
    // A bare given-name word ("Nombre") with no surname near, or a bare surname word ("Nom") with no given name
    // near, asks for the whole name.
    if (
      result.alone &&
      !near(kinds, index, result.kind === 'person.lastName' ? OTHER_THAN_SURNAME : OTHER_THAN_GIVEN)
    ) {
      return { kind: result.alone, signal: result.signal };
    }
    // "Name" beside "Surname" (and no first name field) is the given name;
    // beside "Vorname" (and no surname field), the surname.
    if (result.paired && near(kinds, index, ['person.lastName']) && !near(kinds, index, ['person.firstName'])) {
      return { kind: result.paired, signal: result.signal };
    }
    if (result.paired && isBesideGivenName(fields, kinds, index) && !near(kinds, index, ['person.lastName'])) {
      return { kind: 'person.lastName', signal: result.signal };
    }
    // A month or year beside card fields is the card's expiry, not a birth date.
    const expiry = result.kind && KIND_TRAITS[result.kind].besideCard;
    if (expiry && near(kinds, index, CARD_KINDS)) return { ...result, kind: expiry };
    if (isLoneDatePart(fields[index]!, result, kinds, index))
      return { kind: fallbackKind(fields[index]!), signal: 'fallback' };
    return result;
  });
}

const CARD_KINDS = kindsWhere((traits) => traits.card === true);
const OTHER_THAN_GIVEN: FieldKind[] = ['person.lastName', 'person.middleName'];
const OTHER_THAN_SURNAME: FieldKind[] = ['person.firstName', 'person.middleName'];
const BIRTH_PART_KINDS = kindsWhere((traits) => traits.partOf === 'date.birthdate');
const DATE_PART_KINDS = kindsWhere((traits) => traits.partOf !== undefined);

/**
 * A bare "Day", "Tag" or "Year" with no other part of a date beside it is no
 * part of a birth date (a tag, a departure day, a model year), unless its
 * words or its autocomplete say birth.
 */
function isLoneDatePart(
  field: FieldDescription,
  result: Classification,
  kinds: Array<FieldKind | undefined>,
  index: number,
): boolean {
  if (!result.kind || !BIRTH_PART_KINDS.has(result.kind) || result.signal === 'autocomplete') return false;
  return !near(kinds, index, DATE_PART_KINDS) && !saysBirth(field);
}

/** Whether the field before or after this one, in its form, asks for the given name. */
function isBesideGivenName(fields: FieldDescription[], kinds: Array<FieldKind | undefined>, index: number): boolean {
  return [index - 1, index + 1].some(
    (other) => kinds[other] === 'person.firstName' && fields[other]!.formIndex === fields[index]!.formIndex,
  );
}

/** Kinds a login form's one text field may have been given from a vague "name" or nothing at all. */
const VAGUE_LOGIN_KINDS = kindsWhere((traits) => traits.vagueLogin === true);

/**
 * In a form with one password and one text field, that field is the login
 * name, unless it asks for an email.
 */
function loginFields(fields: FieldDescription[], results: Classification[]): Set<number> {
  const byForm = new Map<number, number[]>();
  fields.forEach((field, index) => {
    if (field.formIndex < 0 || field.hidden) return;
    pushTo(byForm, field.formIndex, index);
  });
  const logins = new Set<number>();
  for (const members of byForm.values()) {
    const passwords = members.filter((index) => fields[index]!.type === 'password');
    const texts = members.filter((index) => fields[index]!.type === 'text' || fields[index]!.type === 'email');
    const kind = texts.length === 1 ? results[texts[0]!]!.kind : undefined;
    if (passwords.length === 1 && kind && VAGUE_LOGIN_KINDS.has(kind)) logins.add(texts[0]!);
  }
  return logins;
}

/**
 * "Address: [        ] [        ]": of two street address fields in a row
 * that read the same (or the second reads nothing), the second is the
 * address's second line, unless its autocomplete says otherwise.
 */
function isSecondLine(fields: FieldDescription[], results: Classification[], index: number): boolean {
  const field = fields[index]!;
  const previous = fields[index - 1];
  if (!previous || results[index]!.kind !== 'location.streetAddress' || results[index]!.signal === 'autocomplete')
    return false;
  if (
    results[index - 1]!.kind !== 'location.streetAddress' ||
    previous.formIndex !== field.formIndex ||
    previous.type !== field.type
  )
    return false;
  const wordless = !field.label && !field.placeholder && !field.nearbyText;
  return (
    wordless ||
    (field.label === previous.label &&
      field.placeholder === previous.placeholder &&
      field.nearbyText === previous.nearbyText)
  );
}

/**
 * A box or list with no words at all just before a phone number, in the same
 * form: the calling-code picker of a phone widget ("[🇩🇪 ▾] [phone number]"),
 * whose flag and code are drawn, not written.
 */
function isCallingCodePicker(fields: FieldDescription[], results: Classification[], index: number): boolean {
  const field = fields[index]!;
  const next = fields[index + 1];
  if (!next || next.formIndex !== field.formIndex || results[index + 1]!.kind !== 'phone.number') return false;
  if (field.type !== 'text' && field.type !== 'tel' && field.tag !== 'select') return false;
  const signal = results[index]!.signal;
  return (
    (signal === 'fallback' || signal === 'type') &&
    [field.label, field.name, field.id, field.placeholder, field.nearbyText].every((text) => normalizeText(text) === '')
  );
}

/** The parts of a phone number typed in boxes, by how many boxes there are. */
const PHONE_PARTS: Record<number, FieldKind[]> = {
  2: ['phone.areaCode', 'phone.localNumber'],
  3: ['phone.areaCode', 'phone.localNumber', 'phone.localNumber'],
  4: ['phone.countryCode', 'phone.areaCode', 'phone.localNumber', 'phone.localNumber'],
};

/**
 * A phone number typed in two to four boxes side by side ("[000]-[0000]-
 * [0000]", "(555) 555-1234"): every box but the last is short (a maxlength or
 * a digits-only placeholder of at most five), and each has the number's words
 * or none. The first box is the area code, or the calling code when it shows a "+".
 */
function splitPhones(fields: FieldDescription[], results: Classification[]): Map<number, FieldKind> {
  const parts = new Map<number, FieldKind>();
  // `phone_prefix` after the area code's box is the local number's first digits, not a calling code.
  const isPhone = (index: number, first = true) =>
    (results[index]?.kind === 'phone.number' ||
      (!first && results[index]?.kind === 'phone.countryCode' && results[index]!.signal === 'name')) &&
    results[index]!.signal !== 'autocomplete';
  // The boxes of one number share its words, or one of them has none; "Mobile phone" after "Phone" is another number.
  // Only letters are words: a box's "000" or the "-" between boxes says nothing of whose number it is.
  const words = (field: FieldDescription) => (field.label || field.nearbyText).replace(/[^\p{L}]+/gu, ' ').trim();
  const sameNumber = (start: number, next: number) => {
    const [first, then] = [words(fields[start]!), words(fields[next]!)];
    return first === '' || then === '' || first === then;
  };
  for (let start = 0; start < fields.length; start++) {
    if (
      !isPhone(start) ||
      (start > 0 &&
        isPhone(start - 1) &&
        fields[start - 1]!.formIndex === fields[start]!.formIndex &&
        sameNumber(start - 1, start))
    )
      continue;
    let end = start;
    while (
      end + 1 < fields.length &&
      isPhone(end + 1, false) &&
      fields[end + 1]!.formIndex === fields[start]!.formIndex &&
      isShortPart(fields[end]!) &&
      sameNumber(start, end + 1)
    )
      end++;
    const kinds = PHONE_PARTS[end - start + 1];
    if (!kinds) continue;
    kinds.forEach((kind, offset) => parts.set(start + offset, kind));
    if (fields[start]!.placeholder.trim().startsWith('+')) parts.set(start, 'phone.countryCode');
  }
  return parts;
}

/**
 * A box right after a phone's area code, in its form, that its words call a calling code (`phonePrefix`, "Prefix"):
 * the local number's first digits, as "(555) [555]-[1234]" splits it. A calling code comes before the area code,
 * never after it.
 */
function localAfterAreaCode(
  fields: FieldDescription[],
  results: Classification[],
  index: number,
): 'phone.localNumber' | undefined {
  const result = results[index]!;
  const before = index - 1;
  if (before < 0 || result.kind !== 'phone.countryCode' || result.signal === 'autocomplete') return undefined;
  if (fields[before]!.formIndex !== fields[index]!.formIndex || offersChoices(fields[index]!)) return undefined;
  return results[before]!.kind === 'phone.areaCode' ? 'phone.localNumber' : undefined;
}

function isShortPart(field: FieldDescription): boolean {
  const placeholder = field.placeholder.trim();
  if (placeholder) return /^[+(]?\d{1,5}\)?$/.test(placeholder);
  return field.maxLength !== undefined && field.maxLength > 0 && field.maxLength <= 5;
}

/** Kinds a search form may really ask for: a place to search near ("Zip code", "State"). */
const PLACE_KINDS = kindsWhere((traits) => traits.searchPlace === true);

/**
 * A search form's field that is what the search looks for, not about the
 * user. A place named as a part of an address (a store finder's "Zip code")
 * may ask where the user is; "Your location" in a job search is where the
 * jobs are.
 */
function isSearchCriterion(field: FieldDescription, result: Classification): boolean {
  if (result.kind === undefined || result.signal === 'autocomplete' || result.kind === 'datatype.boolean') return false;
  return !PLACE_KINDS.has(result.kind) || namesVaguePlace(field);
}

/**
 * A vague place ("Your location") beside a keyword search box in the same form is where to search,
 * even in ASP.NET's one form around the page; not beside an address finder ("Search by street or area").
 */
function isWhereOfSearch(fields: FieldDescription[], results: Classification[], index: number): boolean {
  if (!isPlaceByWords(results[index]!)) return false;
  const field = fields[index]!;
  const keywordSearch = (other: number) =>
    results[other]?.skip === 'search box' &&
    fields[other]!.formIndex === field.formIndex &&
    !speaksOfPlace(fields[other]!);
  // Outside forms, the next field may sit in another widget: a dish search, then a delivery-area picker.
  return field.formIndex >= 0 && (keywordSearch(index - 1) || keywordSearch(index + 1)) && namesVaguePlace(field);
}

/** A first option for every place: "(All provinces)", "Todas", "Alle Länder", "すべて" (read normalised). */
const EVERY = new RegExp(
  `^(?:${EVERY_WORDS.join('|')})(?: |$)|^(?:${EVERY_WORDS_UNSPACED.map(normalizeText).join('|')})`,
  'u',
);

/**
 * A list of places whose first choice is all of them ("(Todas las
 * provincias)"), wherever it stands: it narrows a search, and an address
 * has one place. Its autocomplete may still say otherwise.
 */
function isPlaceFilter(field: FieldDescription, result: Classification): boolean {
  const first = field.options?.[0];
  if (field.tag !== 'select' || !first || !isPlaceByWords(result)) return false;
  return EVERY.test(normalizeText(first.text));
}

/** A place the field's words decided: its `autocomplete` naming the place outranks the rules that skip places. */
function isPlaceByWords(result: Classification): boolean {
  return result.kind !== undefined && PLACE_KINDS.has(result.kind) && result.signal !== 'autocomplete';
}

/** Text inputs a site search has at most: words, a place, a date or two. */
const SEARCH_FORM_TEXT_FIELDS = 3;

/**
 * Forms that search the site, not ask about the user: the form says so (its
 * role, id, action or button: "Search", "Buscar", "Suchen"), it has no
 * password and few text inputs. Whatever their labels, their fields are
 * search criteria ("Your location", "Hotel name").
 */
function searchForms(fields: FieldDescription[]): Set<number> {
  const forms = new Map<number, { texts: number; password: boolean }>();
  // Every field of a form carries the form's words: they are read once per form.
  const searching = new Map<number, boolean>();
  const says = (field: FieldDescription) => {
    if (!searching.has(field.formIndex)) searching.set(field.formIndex, namesSearch(field.formText!));
    return searching.get(field.formIndex)!;
  };
  for (const field of fields) {
    if (field.formIndex < 0 || !field.formText || !says(field)) continue;
    const form = forms.get(field.formIndex) ?? { texts: 0, password: false };
    if (field.type === 'password') form.password = true;
    if (field.tag !== 'select' && field.type !== 'radio' && field.type !== 'checkbox') form.texts++;
    forms.set(field.formIndex, form);
  }
  return new Set(
    [...forms].filter(([, form]) => !form.password && form.texts <= SEARCH_FORM_TEXT_FIELDS).map(([index]) => index),
  );
}

function near(
  kinds: Array<FieldKind | undefined>,
  index: number,
  wanted: readonly FieldKind[] | ReadonlySet<FieldKind>,
): boolean {
  const has = (kind: FieldKind) => ('has' in wanted ? wanted.has(kind) : wanted.includes(kind));
  for (
    let other = Math.max(0, index - NEIGHBOURHOOD);
    other <= Math.min(kinds.length - 1, index + NEIGHBOURHOOD);
    other++
  ) {
    const kind = kinds[other];
    if (other !== index && kind && has(kind)) return true;
  }
  return false;
}
