import { kindFromAutocomplete } from './autocomplete-kinds';
import type { FieldDescription } from '../fields/field-description';
import type { Signal } from '../fields/field-kinds';
import { normalizeText } from '../text/normalize-text';
import { EXAMPLE_MARKERS } from './words/example-markers';

/**
 * One text of a field and the signal it stands for. A structured name gives its
 * last part (`segment`) and then the `whole`, read only when the part names nothing.
 */
export type FieldText = [Signal, string, ('segment' | 'whole' | 'nearby' | 'example')?];

/** The field's texts, normalised, strongest first. Nearby text counts as a label. */
export function fieldTexts(field: FieldDescription): FieldText[] {
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
  if (
    !autocomplete ||
    UNMAPPED_AUTOCOMPLETE.test(autocomplete.trim()) ||
    kindFromAutocomplete(autocomplete) !== undefined
  )
    return '';
  return normalizeText(autocomplete);
}

/**
 * A placeholder split into what it says the field is and the sample answer it
 * shows: the sample's words ("(Example) Tamagawa 1-14-1 Apartment 106") name
 * the parts of a value, not the field, and are read only when nothing else names it.
 * @example splitExample('Street address, e.g. 12 Main St, Flat 3') // ['Street address,', 'e.g. 12 Main St, Flat 3']
 */
function splitExample(placeholder: string): [string, string] {
  const match = EXAMPLE_MARKERS.exec(placeholder);
  return match ? [placeholder.slice(0, match.index), placeholder.slice(match.index)] : [placeholder, ''];
}

/**
 * A name or id, read from its last part when it is structured: `user[name]`
 * is the user's name, not a user name. The whole is read only when the last
 * part names nothing (`address[1]`).
 */
function nameTexts(name: string): FieldText[] {
  const segment = normalizeText(lastSegment(name));
  return segment
    ? [
        ['name', segment, 'segment'],
        ['name', normalizeText(name), 'whole'],
      ]
    : [['name', normalizeText(name)]];
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
