import type { Classification } from './classification';
import type { FieldDescription } from '../fields/field-description';
import { fits } from '../fields/field-fit';
import type { FieldKind } from '../fields/field-kinds';
import { KIND_TRAITS, kindsWhere } from '../fields/kind-traits';
import {
  ADDRESS_KINDS,
  companyOrAddress,
  firstAddressPart,
  houseNumberOnLine,
  LATER_LINE,
  settle,
} from './address-parts';
import { datePartKind } from './date-parts';
import type { FieldText } from './field-texts';
import { KEYWORD_MATCHES, KEYWORDS, keywordRule, type CompiledRule } from './keyword-index';
import { asksFullName, nameParts } from './name-parts';
import type { OptionsShape } from './options-shape';
import { kindOfLastWord, kindOfList, yieldsToOwned } from './rule-exceptions';

const PERSON_NAMES = kindsWhere((traits) => traits.personName === true);
const USERNAME = keywordRule('username').pattern;

/**
 * The first specific keyword match over the texts in order. A generic match
 * ("name", "address") is remembered, and wins only if no weaker text names
 * something more specific (label "Name" on `name="firstname"`).
 * @example kindFromWords([['label', 'vorname']], field, 'none') // { kind: 'person.firstName', signal: 'label' }
 */
export function kindFromWords(
  texts: FieldText[],
  field: FieldDescription,
  shape: OptionsShape,
): Classification | undefined {
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
    if (piece === 'segment') segmentNamed = KEYWORDS.some((rule) => matches.has(rule.id) && applies(rule, field));
    // A bare "Year" names a birth date's part only on a typed input: selects named "year" are as often filters.
    // Nor where the words a person reads said the field is a whole date ("Return date" on `return_day`).
    const wholeDate = generic?.kind === 'date.anytime' && generic.signal !== 'name';
    const part = datePartKind(text, shape, field.tag === 'input' && !wholeDate);
    if (part && fits(part, field)) return { kind: partNamedLater(part, texts, field) ?? part, signal };
    // Where a vague word stands in a name: a specific word after it is the head (`delivery_address_country`).
    let vagueAt = -1;
    for (const rule of KEYWORDS) {
      if (!matches.has(rule.id)) continue;
      const listed = kindOfList(rule, field);
      if (listed) return { kind: listed, signal };
      if (!applies(rule, field) || yieldsToOwned(rule, text, signal !== 'name', field)) continue;
      if (vagueAt >= 0 && (rule.generic || matches.index(rule.id) <= vagueAt)) continue;
      if (rule.generic) {
        // "Adresregel 2", "Address line 3": an address that numbers a later line is that line.
        const kind = ADDRESS_KINDS.has(rule.kind) && LATER_LINE.test(text) ? 'location.secondaryAddress' : rule.kind;
        generic ??= rule.paired ? { kind, signal, paired: rule.paired } : { kind, signal };
        if (signal !== 'name') break;
        vagueAt = matches.index(rule.id);
        continue;
      }
      // A field named "username" whose placeholder asks for an email (and only an email) takes an email.
      if (
        found?.kind === 'internet.username' &&
        found.signal !== 'label' &&
        rule.kind === 'internet.email' &&
        !USERNAME.test(text)
      ) {
        return { kind: rule.kind, signal };
      }
      // `user_name` beside "Your name" or "Real name": the words a person reads say whose name the id meant.
      if (
        found?.kind === 'internet.username' &&
        found.signal === 'name' &&
        signal !== 'name' &&
        PERSON_NAMES.has(rule.kind)
      ) {
        const kind = nameParts(text, rule.kind);
        return rule.alone && kind === rule.kind ? { kind, signal, alone: rule.alone } : { kind, signal };
      }
      const lastWord = !found && signal === 'name' ? kindOfLastWord(rule, text) : undefined;
      if (lastWord) {
        found = { kind: lastWord, signal };
        break;
      }
      if (!found) {
        const kind = refine(rule, text, signal !== 'name');
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

/** Whether a rule may name this field: its kind fits, and the rule is not limited to other input types. */
function applies(rule: CompiledRule, field: FieldDescription): boolean {
  return fits(rule.kind, field) && (!rule.only || rule.only.includes(field.type));
}

/** The part of an address, or of a person's name, that the rule's text names; the company that may be an address. */
function refine(rule: CompiledRule, text: string, readByPeople: boolean): FieldKind {
  if (ADDRESS_KINDS.has(rule.kind)) return firstAddressPart(text, rule.kind, readByPeople);
  if (rule.kind === 'company.name') return companyOrAddress(text, readByPeople);
  return rule.onePart ? rule.kind : nameParts(text, rule.kind);
}

/**
 * A date split over boxes that all carry the group's label ("Date of birth",
 * "Gültig bis"): a box whose placeholder or name names one part ("DD", "MM",
 * `creditcard_month`) takes that part.
 */
function partNamedLater(whole: FieldKind, texts: FieldText[], field: FieldDescription): FieldKind | undefined {
  for (const [, text] of texts) {
    const bare = datePartKind(text, 'none');
    const part = bare && partOfWhole(whole, bare);
    if (part && fits(part, field)) return part;
  }
  return undefined;
}

/**
 * The part of a whole date that a bare word's part stands for: a bare "MM" is a birth date's
 * month, and in a card's expiry date the expiry's month.
 * @example partOfWhole('finance.creditCardExpiry', 'date.birthdateMonth') // 'finance.creditCardExpiryMonth'
 */
function partOfWhole(whole: FieldKind, bare: FieldKind): FieldKind | undefined {
  if (KIND_TRAITS[bare].partOf !== 'date.birthdate') return undefined;
  const part = whole === 'date.birthdate' ? bare : KIND_TRAITS[bare].besideCard;
  return part && KIND_TRAITS[part].partOf === whole ? part : undefined;
}
