import type { FieldKind } from '../fields/field-kinds';
import { localeInfo } from './faker-locales';
import { pad2 } from './date-formats';
import { expiryVariants } from './date-part-values';
import { GENERATORS, type GenerateContext } from './generators';
import { monthNames } from './month-names';
import { ISSUER_NAMES } from './persona-card';
import { personaTimeZone, timeZoneCity } from './time-zones';
import { SEX_WORDS } from '../classify/words/sex-words';

type Variants = (context: GenerateContext) => string[];

const PREFIX_WORDS = {
  female: ['Ms', 'Mrs', 'Miss', 'Frau', 'Mme', 'Madame', 'Sra', 'Signora', 'Pani', 'Mevrouw', 'Госпожа'],
  male: ['Mr', 'Herr', 'M', 'Monsieur', 'Sr', 'Signor', 'Pan', 'Meneer', 'Господин'],
};

/** The languages a page may write words in: its own, the persona's, then English. */
function languages({ pageLanguage, persona }: GenerateContext): string[] {
  return [pageLanguage, localeInfo(persona.locale).language, 'en'].filter((language): language is string => !!language);
}

const month = (n: number, context: GenerateContext) => [pad2(n), String(n), ...monthNames(n, languages(context))];
const year = (n: number) => [String(n), pad2(n % 100)];
/** Made once: making an Intl.DisplayNames costs more than a hundred lookups. */
let englishRegions: Intl.DisplayNames | undefined;
const englishCountry = (code: string) =>
  (englishRegions ??= new Intl.DisplayNames(['en'], { type: 'region' })).of(code) ?? code;

const VARIANTS: Partial<Record<FieldKind, Variants>> = {
  'date.birthdateDay': ({ persona }) => [pad2(persona.birthdate.getUTCDate()), String(persona.birthdate.getUTCDate())],
  'date.birthdateMonth': (context) => month(context.persona.birthdate.getUTCMonth() + 1, context),
  'date.birthdateYear': ({ persona }) => year(persona.birthdate.getUTCFullYear()),
  'finance.creditCardExpiryMonth': (context) => month(context.persona.cardExpiry.getUTCMonth() + 1, context),
  'finance.creditCardExpiryYear': ({ persona }) => year(persona.cardExpiry.getUTCFullYear()),
  'finance.creditCardExpiry': ({ persona }) => expiryVariants(persona.cardExpiry),
  'finance.creditCardIssuer': ({ persona }) => [...ISSUER_NAMES[persona.cardIssuer], persona.cardIssuer],
  'phone.number': ({ persona }) => [
    persona.phone,
    persona.phoneInternational,
    persona.phone.replace(/\D/g, ''),
    persona.phoneInternational.slice(1),
  ],
  'phone.countryCode': ({ persona }) => {
    const digits = persona.phoneCountryCode.slice(1);
    return [
      persona.phoneCountryCode,
      digits,
      `00${digits}`,
      persona.countryCode,
      persona.country,
      englishCountry(persona.countryCode),
    ];
  },
  'location.state': ({ persona }) => [persona.state, persona.stateAbbr],
  'location.zipCode': ({ persona }) => [persona.zipCode, persona.zipCode.replace(/\D/g, '')],
  'location.country': ({ persona }) => [persona.country, englishCountry(persona.countryCode), persona.countryCode],
  'location.countryCode': ({ persona }) => [persona.countryCode, persona.country, englishCountry(persona.countryCode)],
  // Lists name a zone by its id or its city ("(UTC+01:00) Amsterdam, Berlin, Bern"). Not by its offset: matching drops the sign, and "-01:00" comes before "+01:00".
  'location.timeZone': ({ persona }) => [personaTimeZone(persona), timeZoneCity(personaTimeZone(persona))],
  'person.sex': ({ persona }) => [...SEX_WORDS[persona.sex]],
  'person.prefix': ({ persona }) => [persona.prefix, ...PREFIX_WORDS[persona.sex]],
};

/**
 * Every way to write the persona's value for a kind, the generator's own
 * first (or `value`, when it is already generated): what a select's options and a radio group's labels are matched
 * against, and what a text field with a pattern may take instead.
 * @example valueVariants('date.birthdateMonth', context) // ['03', '3', 'März', 'Mär', 'March', 'Mar', ...]
 * @example valueVariants('phone.countryCode', context)   // ['+49', '49', '0049', 'DE', 'Deutschland', 'Germany']
 */
export function valueVariants(kind: FieldKind, context: GenerateContext, value = GENERATORS[kind](context)): string[] {
  const others = VARIANTS[kind]?.(context) ?? [];
  return [...new Set([value, ...others].filter(Boolean))];
}
