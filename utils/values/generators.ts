import type { Faker } from '@faker-js/faker';
import type { FieldKind } from '../fields/field-kinds';
import type { FieldDescription } from '../fields/field-description';
import type { Persona } from './persona';
import { DAY_MS, isoDate, isoMonth, isoTime, isoWeek, pad2 } from './date-formats';
import { dateText, expiryText, yearText } from './date-part-values';
import { ISSUER_NAMES } from './persona-card';
import { personaTimeZone } from './time-zones';
import { MAX_VALUE_LENGTH, type WorkBudget } from './work-budget';

export interface GenerateContext {
  faker: Faker;
  persona: Persona;
  field: FieldDescription;
  /** The page's `<html lang>`, for words a page shows in its own language (month names). */
  pageLanguage?: string;
  /** The whole fill's work budget, which each field's own budget draws on (work-budget.ts). */
  budget?: WorkBudget;
  /**
   * The day the date before this one in its form holds: a later date of a form comes after it, as a check-out
   * after its check-in and a return after its departure (fill-planner.ts).
   */
  after?: Date;
}

type Generator = (context: GenerateContext) => string;

/** Date inputs take ISO dates; a text field whose placeholder shows a mask ("TT.MM.JJJJ") gets that shape. */
const dateFor = (date: Date, field: FieldDescription) =>
  (field.type === 'date' ? undefined : dateText(date, field.placeholder)) ?? isoDate(date);

/**
 * A value for every field kind, as the text a user would type. Fields that
 * choose (selects, radios, checkboxes) are handled by the fill plan instead;
 * their generators here serve free-text fields of the same kind, and lead the
 * list of variants a select's options are matched against (value-variants.ts).
 * Dates count from faker's reference date, which a fill pins (create-faker.ts).
 */
export const GENERATORS: Record<FieldKind, Generator> = {
  'person.firstName': ({ persona }) => persona.firstName,
  'person.middleName': ({ persona }) => persona.middleName,
  'person.lastName': ({ persona }) => persona.lastName,
  'person.fullName': ({ persona }) => `${persona.firstName} ${persona.lastName}`,
  'person.prefix': ({ persona }) => persona.prefix,
  'person.suffix': ({ persona }) => persona.suffix,
  'person.sex': ({ persona }) => persona.sex,
  'person.jobTitle': ({ persona }) => persona.jobTitle,
  'date.birthdate': ({ persona, field }) => dateFor(persona.birthdate, field),
  'date.birthdateDay': ({ persona }) => pad2(persona.birthdate.getUTCDate()),
  'date.birthdateMonth': ({ persona }) => pad2(persona.birthdate.getUTCMonth() + 1),
  'date.birthdateYear': ({ persona, field }) => yearText(persona.birthdate.getUTCFullYear(), field),
  'internet.username': ({ persona }) => persona.username,
  'internet.email': ({ persona }) => persona.email,
  'internet.password': ({ persona }) => persona.password,
  'internet.url': ({ persona }) => persona.website,
  // A placeholder such as "+49 …" asks for the international form.
  'phone.number': ({ persona, field }) =>
    field.placeholder.trim().startsWith('+') ? persona.phoneInternational : persona.phone,
  'phone.countryCode': ({ persona }) => persona.phoneCountryCode,
  'phone.areaCode': ({ persona }) => persona.phoneAreaCode,
  'phone.localNumber': ({ persona }) => persona.phoneLocalNumber,
  'phone.extension': ({ persona }) => persona.phoneExtension,
  'location.streetAddress': ({ persona }) => persona.streetAddress,
  'location.secondaryAddress': ({ persona }) => persona.secondaryAddress,
  'location.street': ({ persona }) => persona.street,
  'location.buildingNumber': ({ persona }) => persona.buildingNumber,
  'location.city': ({ persona }) => persona.city,
  // A field too short for the name but long enough for the abbreviation wants the abbreviation.
  'location.state': ({ persona, field }) =>
    field.maxLength !== undefined && field.maxLength < persona.state.length ? persona.stateAbbr : persona.state,
  'location.zipCode': ({ persona }) => persona.zipCode,
  'location.country': ({ persona }) => persona.country,
  'location.countryCode': ({ persona }) => persona.countryCode,
  'location.timeZone': ({ persona }) => personaTimeZone(persona),
  'company.name': ({ persona }) => persona.company,
  'finance.creditCardHolder': ({ persona }) => `${persona.firstName} ${persona.lastName}`,
  'finance.creditCardHolderFirstName': ({ persona }) => persona.firstName,
  'finance.creditCardHolderLastName': ({ persona }) => persona.lastName,
  'finance.creditCardIssuer': ({ persona }) => ISSUER_NAMES[persona.cardIssuer][0]!,
  'finance.creditCardNumber': ({ persona }) => persona.cardNumber,
  'finance.creditCardCVV': ({ persona }) => persona.cardCvv,
  'finance.creditCardExpiry': ({ persona, field }) => expiryText(persona.cardExpiry, field),
  'finance.creditCardExpiryMonth': ({ persona }) => pad2(persona.cardExpiry.getUTCMonth() + 1),
  'finance.creditCardExpiryYear': ({ persona, field }) => yearText(persona.cardExpiry.getUTCFullYear(), field),
  'finance.currencyCode': ({ faker }) => faker.finance.currencyCode(),
  'finance.iban': ({ persona }) => persona.iban,
  'finance.bic': ({ persona }) => persona.bic,
  'finance.amount': ({ faker }) => faker.finance.amount({ min: 1, max: 1000, dec: 2 }),
  'number.int': ({ faker }) => String(faker.number.int({ min: 1, max: 99 })),
  'date.anytime': ({ faker, field, after }) =>
    dateFor(
      after
        ? new Date(after.getTime() + faker.number.int({ min: 1, max: 14 }) * DAY_MS)
        : faker.date.soon({ days: 60 }),
      field,
    ),
  'date.time': ({ faker }) => isoTime(faker.date.anytime()),
  'date.month': ({ faker }) => isoMonth(faker.date.soon({ days: 365 })),
  'date.week': ({ faker }) => isoWeek(faker.date.soon({ days: 365 })),
  'date.datetimeLocal': ({ faker }) => {
    const date = faker.date.soon({ days: 60 });
    return `${isoDate(date)}T${isoTime(date)}`;
  },
  'color.rgb': ({ faker }) => faker.color.rgb({ format: 'hex', casing: 'lower' }),
  'lorem.paragraph': ({ faker }) => faker.lorem.paragraph(),
  'lorem.words': ({ faker }) => faker.lorem.words({ min: 1, max: 3 }),
  'datatype.boolean': ({ faker }) => String(faker.datatype.boolean()),
  // A list's choice; typed into a text box, one of the box's own suggestions (its datalist).
  'helpers.arrayElement': ({ faker, field }) => {
    const suggestions = field.suggestions?.filter((suggestion) => suggestion.length <= MAX_VALUE_LENGTH) ?? [];
    return suggestions.length ? faker.helpers.arrayElement(suggestions) : faker.lorem.word();
  },
};
