import type { FieldDescription } from '../fields/field-description';
import type { Classification } from './classification';
import type { FieldKind } from '../fields/field-kinds';
import { fits } from '../fields/field-fit';
import { INPUT_TYPE_KINDS } from '../fields/input-type-kinds';
import { KIND_TRAITS } from '../fields/kind-traits';
import { kindFromAutocomplete } from './autocomplete-kinds';
import { isCountryName } from './country-names';
import { kindFromShape } from './date-parts';
import { fieldTexts } from './field-texts';
import { kindFromWords } from './kind-from-words';
import { mustNotFillRule } from './keyword-index';
import { doNotFill } from './must-not-fill';
import { optionsShape, showsCallingCode } from './options-shape';
import { isStateName } from './state-names';

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
  const misleading =
    (fromAutocomplete === 'internet.password' && field.type !== 'password') ||
    (KIND_TRAITS[fromAutocomplete!]?.country && shape() === 'dial-code');
  // autocomplete="username" on a box that asks for an email address (the login is the email).
  if (fromAutocomplete === 'internet.username' && field.type === 'email')
    return { kind: 'internet.email', signal: 'type' };
  if (fromAutocomplete && fits(fromAutocomplete, field) && !misleading) {
    // "address-line2" on a field labelled "House number": the label is more precise.
    const fromWords = KIND_TRAITS[fromAutocomplete].vagueAutocomplete
      ? kindFromWords(fieldTexts(field), field, shape())
      : undefined;
    if (fromWords?.kind && KIND_TRAITS[fromWords.kind].address === 'part') return fromWords;
    return { kind: fromAutocomplete, signal: 'autocomplete' };
  }
  const texts = fieldTexts(field);
  const optionShape = shape();
  const fromWords = kindFromWords(texts, field, optionShape);

  const skip = doNotFill(field, texts);
  // "E-mail, CPF ou celular": a login that takes an email among other numbers, not a tax number's box.
  if (skip?.skip === TAX_NUMBER && fromWords?.kind === 'internet.email') return fromWords;
  // The search box of a calling-code picker, beside the code it shows ("France +33").
  if (skip?.skip === 'search box' && showsCallingCode(field.nearbyText))
    return { kind: 'phone.countryCode', signal: 'label' };
  if (skip) return skip;

  const byType = INPUT_TYPE_KINDS[field.type];
  if (byType?.decides) return { kind: byType.kind, signal: 'type' };
  // A list of "+49"-style choices is a calling code, whatever its label says ("Country");
  // a list of countries is a country ("Štát" is Slovak for the state, a country).
  if (optionShape === 'dial-code') return { kind: 'phone.countryCode', signal: 'type' };
  if (optionShape === 'country' && fromWords?.kind !== 'phone.countryCode')
    return { kind: 'location.country', signal: 'type' };
  if (fromWords) return fromWords;

  // A custom dropdown's box shows its choice where a label would be ("United States").
  if (field.type === 'text' && (isCountryName(field.label) || isCountryName(field.nearbyText)))
    return { kind: 'location.country', signal: 'label' };
  if (field.type === 'text' && (isStateName(field.label) || isStateName(field.nearbyText)))
    return { kind: 'location.state', signal: 'label' };
  const fromShape = kindFromShape(
    optionShape,
    texts.map(([, text]) => text),
  );
  if (fromShape) return { kind: fromShape, signal: 'type' };
  if (byType) return { kind: byType.kind, signal: 'type' };
  // Nothing names it but a sample number ("9876 5432", "(555) 123-4567"): a phone number or its part.
  if (showsPhoneSample(field.placeholder)) return { kind: 'phone.number', signal: 'placeholder' };
  return { kind: fallbackKind(field), signal: 'fallback' };
}

const TAX_NUMBER = mustNotFillRule('taxNumber').reason;

/** Digits as a phone number is written: groups, dashes, brackets, a leading "+"; not a date's dots or slashes. */
const PHONE_SAMPLE = /^\+?\(?\d[\d ()-]*\d$/;

/**
 * Whether a placeholder shows a sample phone number: six to thirteen digits, grouped
 * as phone numbers are, not as a date ("01-01-1990") or a card's number.
 * @example showsPhoneSample('(555) 123-4567') // true
 * @example showsPhoneSample('12345')          // false
 */
export function showsPhoneSample(placeholder: string): boolean {
  const text = placeholder.trim();
  if (!PHONE_SAMPLE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 13 && !/^\d{1,2}-\d{1,2}-\d{2,4}$/.test(text);
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
