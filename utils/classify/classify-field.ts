import type { FieldDescription } from '../fields/field-description';
import type { FieldKind, Signal } from '../fields/field-kinds';
import { kindFromAutocomplete } from './autocomplete-kinds';
import { compileKeywords } from './compile-keywords';
import { isCountryName } from './country-names';
import { isStateName } from './state-names';
import { datePartKind, kindFromShape, namesBirth } from './date-parts';
import { fits, offersChoices } from '../fields/field-fit';
import { DO_NOT_FILL_RULES, KEYWORD_RULES } from './words/keyword-rules';
import { normalizeText } from '../text/normalize-text';
import { MatchMemo } from './text-matches';
import { optionsShape, showsCallingCode } from './options-shape';

export type Classification =
  | { kind: FieldKind; signal: Signal; skip?: undefined; alone?: FieldKind; paired?: FieldKind }
  | { skip: string; signal: Signal; kind?: undefined; alone?: undefined; paired?: undefined };

/** Address kinds an `autocomplete` of address-line1/2 is too vague to tell apart: the label may say which. */
const VAGUE_AUTOCOMPLETE = new Set<FieldKind>(['location.streetAddress', 'location.secondaryAddress']);
const ADDRESS_PARTS = new Set<FieldKind>(['location.buildingNumber', 'location.street', 'location.secondaryAddress']);

const COUNTRY_KINDS = new Set<FieldKind>(['location.country', 'location.countryCode']);
const PERSON_NAMES = new Set<FieldKind>(['person.fullName', 'person.firstName', 'person.lastName']);

/** Kinds a search-looking box may still be: a searchable dropdown for a country or a city. */
const SEARCHABLE_KINDS = new Set<FieldKind>(['location.country', 'location.state', 'location.city', 'location.zipCode', 'location.streetAddress', 'phone.countryCode']);

/** Input types whose format alone decides the kind, whatever the text says. */
const FORMAT_KINDS: Partial<Record<string, FieldKind>> = {
  email: 'internet.email',
  password: 'internet.password',
  color: 'color.rgb',
  time: 'date.time',
  month: 'date.month',
  week: 'date.week',
  'datetime-local': 'date.datetimeLocal',
  range: 'number.int',
  checkbox: 'datatype.boolean',
};

/** Input types that suggest a kind, after the text around the field had its say. */
const TYPE_HINTS: Partial<Record<string, FieldKind>> = {
  tel: 'phone.number',
  url: 'internet.url',
  number: 'number.int',
  date: 'date.anytime',
};

const KEYWORDS = KEYWORD_RULES.map((rule, id) => ({ ...rule, id, pattern: compileKeywords(rule.words) }));
/** Which keyword rules match a text, by the rule's `id`: see MatchMemo. */
const KEYWORD_MATCHES = new MatchMemo(KEYWORDS.map((rule) => rule.pattern));
const ADDRESS_PARTS_AND_LINES = new Set<FieldKind>(['location.streetAddress', 'location.street', 'location.buildingNumber', 'location.secondaryAddress']);
const ADDRESS_KEYWORDS = KEYWORDS.filter((rule) => ADDRESS_PARTS_AND_LINES.has(rule.kind) && !rule.generic);
const STREET = compileKeywords(KEYWORD_RULES.filter((rule) => rule.street || rule.kind === 'location.street').flatMap((rule) => rule.words));
const STREET_OR_ADDRESS = compileKeywords(KEYWORD_RULES.filter((rule) => rule.kind === 'location.streetAddress' || rule.kind === 'location.street').flatMap((rule) => rule.words));
const GIVEN_NAME = compileKeywords(KEYWORD_RULES.filter((rule) => rule.kind === 'person.firstName').flatMap((rule) => rule.words));
const SURNAME_WORDS = KEYWORD_RULES.filter((rule) => rule.kind === 'person.lastName').flatMap((rule) => rule.words);
const SURNAME = compileKeywords(SURNAME_WORDS);
const SURNAME_ALL = new RegExp(compileKeywords(SURNAME_WORDS).source, 'gu');
/** "Name" in any language, the word a full-name rule ends on. */
const ANY_NAME = compileKeywords(KEYWORD_RULES.find((rule) => rule.kind === 'person.fullName' && rule.generic && rule.words.includes('name'))!.words);
const FULL_NAME = compileKeywords(KEYWORD_RULES.filter((rule) => rule.kind === 'person.fullName' && !rule.generic).flatMap((rule) => rule.words));
const EMAIL = KEYWORDS.find((rule) => rule.kind === 'internet.email')!.pattern;
const CARD_BRAND = /\b(visa|master ?card|american express|amex|discover|maestro|jcb|diners)\b/i;
const LATER_LINE = compileKeywords(['line 2', 'line two', 'line 3', 'address 2', 'address 3', 'street 2', 'row 2', 'second line', 'zeile 2', 'ligne 2', 'linea 2', 'linha 2', 'regel 2', 'linia 2', 'riga 2']);
/** "Job" and the words after it, in a normalised text. */
const JOB_THEN = /(?:^| )jobs? (.+)$/u;
/** Words after "job" that still ask for the job's title ("Job title", `job_position`). */
const JOB_TITLE_WORDS = /^(?:title|position|role|name|designation|function)(?: |$)/u;
/** "Company" (or organisation, business, employer) and the words after it, in a normalised text. */
const COMPANY_THEN = /(?:^| )(?:company|organi[sz]ation|business|employer)s? (.+)$/u;
/** Words after "company" that still ask for its name ("Company name", `company_legal_name`). */
const COMPANY_NAME_WORDS = /^(?:(?:legal |trading |registered )?names?|title)(?: |$)/u;
/** Words that offer a choice rather than name a part: "Company or address". */
const CHOICE_NEXT = /^(?:or|oder|ou|o|of) /u;
const PREFIX_LAST = /(?:^| )(?<!local )prefix$/u;
const NUMBER_OF_STREET = /(?:^| )(?:street|strasse|str|address|addr|calle|rue|via|rua|straat)(?: address)? ?(?:no|nr|num|number|numero|nummer)$/u;
const STREET_OR_ADDRESS_ALL = new RegExp(STREET_OR_ADDRESS.source, 'gu');
const CARD_NUMBER = KEYWORDS.find((rule) => rule.kind === 'finance.creditCardNumber')!.pattern;
const COMPANY = KEYWORDS.find((rule) => rule.kind === 'company.name')!.pattern;
const HOUSE_NUMBER = KEYWORDS.find((rule) => rule.kind === 'location.buildingNumber')!.pattern;
const USERNAME = KEYWORDS.find((rule) => rule.kind === 'internet.username')!.pattern;
const WITH_NUMBER = compileKeywords(KEYWORD_RULES.filter((rule) => rule.withNumber).flatMap((rule) => rule.words));
const DO_NOT_FILL = DO_NOT_FILL_RULES.map((rule, id) => ({ ...rule, id, pattern: compileKeywords(rule.words) }));
const DO_NOT_FILL_MATCHES = new MatchMemo(DO_NOT_FILL.map((rule) => rule.pattern));
const SEARCH = DO_NOT_FILL.find((rule) => rule.reason === 'search box')!.pattern;

/**
 * Names a field's kind from its description, trying the signals in order:
 * autocomplete, must-not-fill words, the input type's format, words in the
 * label, name, id, placeholder and nearby text, a select's options, then the
 * input type and a fallback. Every answer carries the signal that decided it.
 * @example classifyField({ ...field, autocomplete: 'shipping given-name' }) // { kind: 'person.firstName', signal: 'autocomplete' }
 * @example classifyField({ ...field, label: 'Vorname' })                   // { kind: 'person.firstName', signal: 'label' }
 * @example classifyField({ ...field, name: 'q', id: 'q' })                 // { skip: 'search box', signal: 'name' }
 */
export function classifyField(field: FieldDescription): Classification {
  if (field.trap) return { skip: 'trap for bots', signal: 'rule' };
  const fromAutocomplete = kindFromAutocomplete(field.autocomplete);
  if (fromAutocomplete === null) return { skip: 'one-time code', signal: 'autocomplete' };
  // The words are read only when autocomplete does not decide alone: most checkout fields carry one.
  const shape = () => (field.options ? optionsShape(field) : 'none');
  // Sites put autocomplete="new-password" on text fields only to stop the browser's
  // autofill, and autocomplete="country" on the country list of a phone's calling codes.
  const misleading = (fromAutocomplete === 'internet.password' && field.type !== 'password') || (COUNTRY_KINDS.has(fromAutocomplete!) && shape() === 'dial-code');
  // autocomplete="username" on a box that asks for an email address (the login is the email).
  if (fromAutocomplete === 'internet.username' && field.type === 'email') return { kind: 'internet.email', signal: 'type' };
  if (fromAutocomplete && fits(fromAutocomplete, field) && !misleading) {
    // "address-line2" on a field labelled "House number": the label is more precise.
    const fromWords = VAGUE_AUTOCOMPLETE.has(fromAutocomplete) ? kindFromWords(fieldTexts(field), field, shape()) : undefined;
    if (fromWords?.kind && ADDRESS_PARTS.has(fromWords.kind)) return fromWords;
    return { kind: fromAutocomplete, signal: 'autocomplete' };
  }
  const texts = fieldTexts(field);
  const optionShape = shape();
  const fromWords = kindFromWords(texts, field, optionShape);

  const skip = doNotFill(field, texts);
  // The search box of a calling-code picker, beside the code it shows ("France +33").
  if (skip?.skip === 'search box' && showsCallingCode(field.nearbyText)) return { kind: 'phone.countryCode', signal: 'label' };
  if (skip) return skip;

  const format = FORMAT_KINDS[field.type];
  if (format) return { kind: format, signal: 'type' };
  // A list of "+49"-style choices is a calling code, whatever its label says ("Country");
  // a list of countries is a country ("Štát" is Slovak for the state, a country).
  if (optionShape === 'dial-code') return { kind: 'phone.countryCode', signal: 'type' };
  if (optionShape === 'country' && fromWords?.kind !== 'phone.countryCode') return { kind: 'location.country', signal: 'type' };
  if (fromWords) return fromWords;

  // A custom dropdown's box shows its choice where a label would be ("United States").
  if (field.type === 'text' && (isCountryName(field.label) || isCountryName(field.nearbyText))) return { kind: 'location.country', signal: 'label' };
  if (field.type === 'text' && (isStateName(field.label) || isStateName(field.nearbyText))) return { kind: 'location.state', signal: 'label' };
  const fromShape = kindFromShape(optionShape, texts.map(([, text]) => text));
  if (fromShape) return { kind: fromShape, signal: 'type' };
  const hinted = TYPE_HINTS[field.type];
  if (hinted) return { kind: field.type === 'date' ? 'date.anytime' : hinted, signal: 'type' };
  return { kind: fallbackKind(field), signal: 'fallback' };
}

/**
 * Search boxes, captchas, honeypots and the like, with the reason. A "search"
 * on a field whose texts also name a place ("Search for your province", or a
 * label "City" on `citySearch`) is a searchable dropdown of that place, not a
 * site search.
 */
function doNotFill(field: FieldDescription, texts: FieldText[]): Classification | undefined {
  // Read only when a search word is found: most fields have none.
  const placeNamed = (from: FieldText[]) => from.some(([, text]) => namesPlace(text));
  if (field.type === 'search' && !placeNamed(texts)) return { skip: 'search box', signal: 'type' };
  // Before a text box that says "search", the nearby text is as often a menu or
  // the last choice ("Città", "Berlin") as the label of a list of places.
  const ownTexts = texts.filter(([, , piece]) => piece !== 'nearby');
  // An email input that asks for an email takes one, whatever offers its label
  // makes ("Subscribe for promotions", placeholder "Your email"); only a trap stays empty.
  const asksEmail = field.type === 'email' && texts.some(([, text]) => EMAIL.test(text));
  const rules = asksEmail ? DO_NOT_FILL.filter(({ reason }) => reason === 'trap for bots') : DO_NOT_FILL;
  // A list of places to search: one text names the place ("Ville", "Area"),
  // another the widget's typing-to-search (`packstationSearchBar`, placeholder "Search").
  for (const [signal, text] of texts) {
    const matches = DO_NOT_FILL_MATCHES.of(text);
    const rule = rules.find(({ id }) => matches.has(id));
    if (!rule) continue;
    // A field whose own words name a place asks for the place: a searchable list of places,
    // the country of a VAT registration (`vat_payer_reg_country_code` after "DIČ").
    const asksPlace = (rule.reason === 'search box' || rule.reason === 'tax or company number') && (namesPlace(text) || placeNamed(ownTexts));
    // A list offers no number to make up (a year select after "Codice fiscale:").
    if (asksPlace || (rule.reason === 'tax or company number' && offersChoices(field))) continue;
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

/** Words that name a place a list may be searched for: a country, state, city, postal code, street or calling code. */
const PLACE_KEYWORDS = KEYWORDS.filter((rule) => SEARCHABLE_KINDS.has(rule.kind) && !rule.generic);
/** "Location", "Area": the city's vague words. */
const VAGUE_PLACE_KEYWORDS = KEYWORDS.filter((rule) => rule.kind === 'location.city' && rule.generic);

/** Whether a text names a place someone may search a list for ("Search your province"). */
function namesPlace(text: string): boolean {
  // "Area" and "Location" are too vague to name a field, not to say what a search looks for.
  const matches = KEYWORD_MATCHES.of(text);
  return [PLACE_KEYWORDS, VAGUE_PLACE_KEYWORDS].some((rules) => rules.some(({ id }) => matches.has(id)));
}

/** The parts of each whole date, by the part a bare word names. */
const DATE_PARTS: Partial<Record<FieldKind, Partial<Record<FieldKind, FieldKind>>>> = {
  'date.birthdate': { 'date.birthdateDay': 'date.birthdateDay', 'date.birthdateMonth': 'date.birthdateMonth', 'date.birthdateYear': 'date.birthdateYear' },
  'finance.creditCardExpiry': { 'date.birthdateMonth': 'finance.creditCardExpiryMonth', 'date.birthdateYear': 'finance.creditCardExpiryYear' },
};

/**
 * A date split over boxes that all carry the group's label ("Date of birth",
 * "Gültig bis"): a box whose placeholder or name names one part ("DD", "MM",
 * `creditcard_month`) takes that part.
 */
function partNamedLater(whole: FieldKind, texts: FieldText[], field: FieldDescription): FieldKind | undefined {
  const parts = DATE_PARTS[whole];
  if (!parts) return undefined;
  for (const [, text] of texts) {
    const bare = datePartKind(text, 'none');
    const part = bare && parts[bare];
    if (part && fits(part, field)) return part;
  }
  return undefined;
}

/**
 * One text of a field and the signal it stands for. A structured name gives its
 * last part (`segment`) and then the `whole`, read only when the part names nothing.
 */
type FieldText = [Signal, string, ('segment' | 'whole' | 'nearby' | 'example')?];

/** The field's texts, normalised, strongest first. Nearby text counts as a label. */
function fieldTexts(field: FieldDescription): FieldText[] {
  const [placeholder, example] = splitExample(field.placeholder || promptOption(field));
  const texts: FieldText[] = [
    ['label', normalizeText(field.label)],
    // Name and id separately: `<input name="q" id="q">` must read as "q", not "q q".
    ...nameTexts(field.name),
    ...nameTexts(field.id),
    // A site's own autocomplete words (`autocomplete="phone"`, "street-number") name the field as an id does.
    ['name', ownAutocomplete(field.autocomplete)],
    ['placeholder', normalizeText(placeholder)],
    ['label', normalizeText(field.nearbyText), 'nearby'],
    ['placeholder', normalizeText(example), 'example'],
  ];
  return texts.filter(([, text]) => text !== '');
}

/** Standard autocomplete words with no kind of ours: a dependent locality is no street address. */
const UNMAPPED_AUTOCOMPLETE = /(?:^|\s)(?:on|off|address-level[34]|language|photo|impp|cc-additional-name)$/i;

/** An autocomplete value the standard does not know, normalised; empty for a standard one, "on" or "off". */
function ownAutocomplete(autocomplete: string): string {
  if (!autocomplete || UNMAPPED_AUTOCOMPLETE.test(autocomplete.trim()) || kindFromAutocomplete(autocomplete) !== undefined) return '';
  return normalizeText(autocomplete);
}

/** "e.g.", "(Example)", "z.B.", "p. ej.", "esim.": what follows is a sample answer, not what the field is. */
const EXAMPLE = /(?:^|[\s(（[,;:-])(?:e\.\s?g\.|eg\.|ex\.|ex\s?:|example|for instance|z\.\s?b\.|zum beispiel|beispiel|bsp\.|p\.\s?ej\.|ej\.|ejemplo|exemple|esempio|es\.\s|exemplo|bijv\.|bijvoorbeeld|np\.|na przykład|t\.\s?ex\.|esim\.|f\.\s?eks\.|например|напр\.|örn\.|örneğin|例)/iu;

/**
 * A placeholder split into what it says the field is and the sample answer it
 * shows: the sample's words ("(Example) Tamagawa 1-14-1 Apartment 106") name
 * the parts of a value, not the field, and are read only when nothing else names it.
 * @example splitExample('Street address, e.g. 12 Main St, Flat 3') // ['Street address,', 'e.g. 12 Main St, Flat 3']
 */
function splitExample(placeholder: string): [string, string] {
  const match = EXAMPLE.exec(placeholder);
  return match ? [placeholder.slice(0, match.index), placeholder.slice(match.index)] : [placeholder, ''];
}

/**
 * A name or id, read from its last part when it is structured: `user[name]`
 * is the user's name, not a user name. The whole is read only when the last
 * part names nothing (`address[1]`).
 */
function nameTexts(name: string): FieldText[] {
  const segment = normalizeText(lastSegment(name));
  return segment ? [['name', segment, 'segment'], ['name', normalizeText(name), 'whole']] : [['name', normalizeText(name)]];
}

/**
 * The last part of a structured name, the part that names the field; the
 * parts before it are the objects it belongs to (`creditCard.securityCode`,
 * `ctl00$Payment$CardInput$expiryDate`, `billing[address][zip]`). Empty when
 * the name has no structure.
 * @example lastSegment('paymentCard.billingAddress.streetName') // 'streetName'
 * @example lastSegment('billing_first_name')                    // ''
 */
function lastSegment(name: string): string {
  const parts = name.split(/[.$:[\]/]+/).filter(Boolean);
  return parts.length > 1 ? parts.at(-1)! : '';
}

/**
 * A select's prompt: a first option with no value, or one that cannot be
 * chosen ("Choose your country"), is the select's placeholder.
 * @example promptOption({ options: [{ value: '', text: 'Select a state', disabled: false }, …] }) // 'Select a state'
 */
function promptOption(field: FieldDescription): string {
  const first = field.options?.[0];
  return first && (first.value === '' || first.disabled) ? first.text : '';
}

/**
 * The first specific keyword match over the texts in order. A generic match
 * ("name", "address") is remembered, and wins only if no weaker text names
 * something more specific (label "Name" on `name="firstname"`).
 */
function kindFromWords(texts: FieldText[], field: FieldDescription, shape: ReturnType<typeof optionsShape>): Classification | undefined {
  let generic: Classification | undefined;
  let found: Classification | undefined;
  let segmentNamed = false;
  for (const [signal, text, piece] of texts) {
    if (piece === 'whole' && segmentNamed) continue;
    // A sample answer names the field only when nothing else does, not even vaguely.
    if (piece === 'example' && generic) break;
    const matches = KEYWORD_MATCHES.of(text);
    // A last part that names only what the field cannot take (`phone.prefix`: no
    // honorific in a text box) leaves the whole name to say what it is.
    if (piece === 'segment') segmentNamed = KEYWORDS.some((rule) => matches.has(rule.id) && fits(rule.kind, field) && (!rule.only || rule.only.includes(field.type)));
    // A bare "Year" names a birth date's part only on a typed input: selects
    // named "year" are as often filters ("Select a year").
    const part = datePartKind(text, shape, field.tag === 'input');
    if (part && fits(part, field)) return { kind: partNamedLater(part, texts, field) ?? part, signal };
    // Where a vague word stands in a name: a specific word after it is the head (`delivery_address_country`).
    let vagueAt = -1;
    for (const rule of KEYWORDS) {
      if (!matches.has(rule.id)) continue;
      // A list named "Credit card" that offers Visa, Mastercard... asks for the kind of card.
      if (rule.kind === 'finance.creditCardNumber' && field.options?.some(({ text }) => CARD_BRAND.test(text))) return { kind: 'finance.creditCardIssuer', signal };
      if (!fits(rule.kind, field) || (rule.only && !rule.only.includes(field.type))) continue;
      if (rule.kind === 'person.jobTitle' && jobIsOwner(text, signal !== 'name', field)) continue;
      if (rule.kind === 'company.name' && companyIsOwner(text, field)) continue;
      if (vagueAt >= 0 && (rule.generic || matches.index(rule.id) <= vagueAt)) continue;
      if (rule.generic) {
        generic ??= rule.paired ? { kind: rule.kind, signal, paired: rule.paired } : { kind: rule.kind, signal };
        if (signal !== 'name') break;
        vagueAt = matches.index(rule.id);
        continue;
      }
      // A field named "username" whose placeholder asks for an email (and only
      // an email) takes an email; one labelled "Username" stays a user name.
      if (found?.kind === 'internet.username' && found.signal !== 'label' && rule.kind === 'internet.email' && !USERNAME.test(text)) {
        return { kind: rule.kind, signal };
      }
      // `user_name` beside "Your name", "Name and surname", "Real name": words a
      // person reads that ask for a person's name say whose name the id meant.
      if (found?.kind === 'internet.username' && found.signal === 'name' && signal !== 'name' && PERSON_NAMES.has(rule.kind)) {
        const kind = nameParts(text, rule.kind);
        return rule.alone && kind === rule.kind ? { kind, signal, alone: rule.alone } : { kind, signal };
      }
      if (!found && signal === 'name' && rule.kind === 'finance.creditCardNumber') {
        const head = headAfterCard(text, field);
        if (head) {
          found = { kind: head, signal };
          break;
        }
      }
      // `phone_DELIVERY_prefix`: in a name the last word is the head, the phone's prefix is its calling code.
      if (!found && signal === 'name' && rule.kind === 'phone.number' && PREFIX_LAST.test(text)) {
        found = { kind: 'phone.countryCode', signal };
        break;
      }
      if (!found) {
        const kind = ADDRESS_PARTS_AND_LINES.has(rule.kind)
          ? firstAddressPart(text, rule.kind, signal !== 'name')
          : rule.kind === 'company.name'
            ? companyOrAddress(text, signal !== 'name')
            : rule.onePart
              ? rule.kind
              : nameParts(text, rule.kind);
        found = rule.alone ? { kind, signal, alone: rule.alone } : { kind, signal };
      }
      break;
    }
    if (found && found.kind !== 'internet.username') {
      const number = houseNumberOnLine(found, text, texts);
      if (number) return { kind: 'location.buildingNumber', signal: number };
      const fullName = asksFullName(found, texts);
      return fullName ? { kind: 'person.fullName', signal: fullName } : settle(found, generic);
    }
  }
  return found ? settle(found, generic) : generic;
}

/**
 * One text that names several parts of an address names the field after the
 * part it mentions first ("House number / staircase / door"); the others say
 * what else may go in it. A street followed by its house number ("Street /
 * House number / Door") is the whole street address; so is an address
 * followed by one in words a person reads ("Address and house number"), but
 * not in a name or id, where `address_house_no` is the house number of an
 * address.
 * @example firstAddressPart('house number door', 'location.secondaryAddress', true)          // 'location.buildingNumber'
 * @example firstAddressPart('street house number door', 'location.secondaryAddress', true)   // 'location.streetAddress'
 * @example firstAddressPart('direccion calle n portal piso', 'location.secondaryAddress', true) // 'location.streetAddress'
 * @example firstAddressPart('billing address house no', 'location.buildingNumber', false)   // 'location.buildingNumber'
 * @example firstAddressPart('account street address number', 'location.streetAddress', false) // 'location.buildingNumber'
 */
function firstAddressPart(text: string, matched: FieldKind, readByPeople: boolean): FieldKind {
  // "Street and number: Line 2": a line's number says which line, whatever the line holds.
  if (LATER_LINE.test(text)) return 'location.secondaryAddress';
  // In a name the last word is the head: `streetNo`, `street_address_number` are the street's number.
  if (!readByPeople && NUMBER_OF_STREET.test(text)) return 'location.buildingNumber';
  const street = (readByPeople ? STREET_OR_ADDRESS : STREET).exec(text)?.index ?? Infinity;
  const number = HOUSE_NUMBER.exec(text)?.index ?? -1;
  if (street < number) return 'location.streetAddress';
  // "Dirección (Calle, Nº, Portal, Piso...)": an address that lists what it holds, the street among them, is the whole.
  if (readByPeople && matched === 'location.secondaryAddress' && street === 0 && countMatches(STREET_OR_ADDRESS_ALL, text) > 1) return 'location.streetAddress';
  const positions = ADDRESS_KEYWORDS.map((rule) => {
    const match = rule.pattern.exec(text);
    return { kind: rule.kind, at: match?.index ?? Infinity, length: match?.[0].trim().length ?? 0 };
  });
  // The earliest part wins; at one position, the longest words ("door number" over "door").
  const before = (a: (typeof positions)[number], b: (typeof positions)[number]) => a.at < b.at || (a.at === b.at && a.length > b.length);
  let best = positions.filter(({ kind }) => kind === matched).reduce((a, b) => (before(b, a) ? b : a));
  for (const position of positions) if (before(position, best)) best = position;
  return best.kind;
}

/**
 * A specific match from a weaker text wins over a generic one, except that a
 * bare "Number" label beside a name like `address2` names the part of the
 * address (the name only says where the field sits).
 */
function settle(found: Classification, generic: Classification | undefined): Classification {
  return generic?.kind === 'location.buildingNumber' && found.kind && ADDRESS_PARTS_AND_LINES.has(found.kind) ? generic : found;
}

/**
 * A field named `firstName` whose placeholder or nearby text asks for the
 * "Full name": sites reuse a first-name field for the whole name, and the
 * words the user reads say what it takes.
 */
function asksFullName(found: Classification, texts: FieldText[]): Signal | undefined {
  if (found.signal !== 'name' || (found.kind !== 'person.firstName' && found.kind !== 'person.lastName')) return undefined;
  return texts.find(([signal, text]) => signal !== 'name' && (FULL_NAME.test(text) || nameParts(text, 'person.lastName') === 'person.fullName'))?.[0];
}

/**
 * `line2` whose placeholder says "Street number": a name that only numbers the
 * line says where the field sits, and the words a person reads say what goes in it.
 */
function houseNumberOnLine(found: Classification, text: string, texts: FieldText[]): Signal | undefined {
  if (found.signal !== 'name' || found.kind !== 'location.secondaryAddress' || !LATER_LINE.test(text)) return undefined;
  return texts.find(([signal, other]) => signal !== 'name' && HOUSE_NUMBER.test(other) && !LATER_LINE.test(other))?.[0];
}

/**
 * `creditCard_cvv`, `creditCardType`, `paymentMethods_creditCard_phone`: in a
 * name, "credit card" is often the object a field belongs to, and the word
 * after it names the field.
 * @example headAfterCard('credit card cvv', field) // 'finance.creditCardCVV'
 */
function headAfterCard(text: string, field: FieldDescription): FieldKind | undefined {
  const card = CARD_NUMBER.exec(text);
  if (!card) return undefined;
  const after = text.slice(card.index + card[0].length);
  return kindNamedAfter(after, 'finance.creditCardNumber', field, { vague: false });
}

/**
 * `job_location`, `jobStartDate`, "Job location": "job" is what the field
 * belongs to, and the words after it name the field, not a job title. In a
 * name or id any word after it does (`job-where` in a job search); in words
 * people read, only one that names another kind ("Job (current)" is a title).
 * @example jobIsOwner('job where', false, field)   // true
 * @example jobIsOwner('job location', true, field) // true
 * @example jobIsOwner('current job', true, field)  // false
 * @example jobIsOwner('job title', false, field)   // false
 */
function jobIsOwner(text: string, readByPeople: boolean, field: FieldDescription): boolean {
  const after = JOB_THEN.exec(text)?.[1];
  if (!after || JOB_TITLE_WORDS.test(after)) return false;
  return !readByPeople || kindNamedAfter(after, 'person.jobTitle', field) !== undefined;
}

/**
 * "Company phone", `companyWebsite`, "Business address": the company is
 * whose the field is, and the words after it name the field, when they name
 * another kind that fits it. "Company name", "Company (optional)" and
 * "Company / Organisation" are the company's name.
 * @example companyIsOwner('company phone', field) // true
 * @example companyIsOwner('company name', field)  // false
 * @example companyIsOwner('company optional', field) // false
 */
function companyIsOwner(text: string, field: FieldDescription): boolean {
  const after = COMPANY_THEN.exec(text)?.[1];
  // "Company or address" offers a choice: companyOrAddress reads it.
  if (!after || COMPANY_NAME_WORDS.test(after) || CHOICE_NEXT.test(after)) return false;
  return kindNamedAfter(after, 'company.name', field) !== undefined;
}

/**
 * The first kind, other than the owner's own, that the words after an owner
 * word ("credit card", "job", "company") name and that fits the field; with
 * `vague: false`, only a specific one ("address" alone does not count).
 */
function kindNamedAfter(after: string, own: FieldKind, field: FieldDescription, { vague = true } = {}): FieldKind | undefined {
  const matches = KEYWORD_MATCHES.of(after);
  return KEYWORDS.find((rule) => rule.kind !== own && (vague || !rule.generic) && matches.has(rule.id) && fits(rule.kind, field))?.kind;
}

/**
 * "Address line 1 (or company name)": words people read name the field first
 * and list alternatives after. In a name or id the last word is the head,
 * `companyAddress` an address, `addressCompany` a company.
 * @example companyOrAddress('street address company name or po box', true) // 'location.streetAddress'
 * @example companyOrAddress('company name', true)                           // 'company.name'
 */
function companyOrAddress(text: string, readByPeople: boolean): FieldKind {
  const address = STREET_OR_ADDRESS.exec(text);
  if (!address) return 'company.name';
  const company = COMPANY.exec(text)!.index;
  const addressAt = readByPeople ? address.index : lastIndex(STREET_OR_ADDRESS_ALL, text);
  return (readByPeople ? addressAt < company : addressAt > company) ? 'location.streetAddress' : 'company.name';
}

function countMatches(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text)) count++;
  pattern.lastIndex = 0;
  return count;
}

function lastIndex(pattern: RegExp, text: string): number {
  let last = -1;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match.index;
  pattern.lastIndex = 0;
  return last;
}

/**
 * A text that asks for a given name and a surname together ("Name and
 * surname", "First name and last name", "Adı Soyadı") asks for the full name.
 * @example nameParts('name and surname', 'person.lastName')  // 'person.fullName'
 * @example nameParts('first name', 'person.firstName')       // 'person.firstName'
 */
function nameParts(text: string, matched: FieldKind): FieldKind {
  if (matched !== 'person.firstName' && matched !== 'person.lastName') return matched;
  return SURNAME.test(text) && (GIVEN_NAME.test(text) || ANY_NAME.test(text.replace(SURNAME_ALL, ' '))) ? 'person.fullName' : matched;
}

/**
 * Whether the field's words name a place only vaguely ("Your location",
 * "Area"), not a part of an address (a city, a postal code, a country).
 * @example namesVaguePlace({ ...field, label: 'Your location', placeholder: 'e.g. London' }) // true
 */
export function namesVaguePlace(field: FieldDescription): boolean {
  const texts = fieldTexts(field).map(([, text]) => text);
  const matches = texts.map((text) => KEYWORD_MATCHES.of(text));
  const says = (rules: typeof KEYWORDS) => matches.some((text) => rules.some(({ id }) => text.has(id)));
  return says(VAGUE_PLACE_KEYWORDS) && !says(PLACE_KEYWORDS);
}

/**
 * Whether any of the field's texts speaks of a place at all: a part of an
 * address, or a vague "area". An address finder's search box does ("Search
 * by street name, landmark or area"); a keyword search does not.
 * @example speaksOfPlace({ ...field, placeholder: 'Search by street name or area' }) // true
 */
export function speaksOfPlace(field: FieldDescription): boolean {
  return fieldTexts(field).some(([, text]) => {
    const matches = KEYWORD_MATCHES.of(text);
    return LOCATION_KEYWORDS.some(({ id }) => matches.has(id));
  });
}

const LOCATION_KEYWORDS = KEYWORDS.filter((rule) => rule.kind.startsWith('location.'));

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
  return fieldTexts(field).some(([signal, text]) => signal !== 'name' && (HOUSE_NUMBER.test(text) || WITH_NUMBER.test(text)));
}

/** What a field with nothing to go by takes, by its type. */
export function fallbackKind(field: FieldDescription): FieldKind {
  switch (field.type) {
    case 'textarea':
      return 'lorem.paragraph';
    case 'radio':
    case 'select-one':
    case 'select-multiple':
      return 'helpers.arrayElement';
    default:
      // An input that suggests its own values (a datalist) takes one of them.
      return field.suggestions?.length ? 'helpers.arrayElement' : 'lorem.words';
  }
}
