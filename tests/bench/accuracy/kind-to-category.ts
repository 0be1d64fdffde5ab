import type { Classification } from '../../../utils/classify/classification';
import type { FieldKind } from '../../../utils/fields/field-kinds';

/**
 * The corpus categories (shared/corpus/mapping/categories.json), minus `ignore`.
 * `other` means "must not be filled with identity data".
 */
export const CATEGORIES = [
  'firstName',
  'middleName',
  'lastName',
  'fullName',
  'honorificPrefix',
  'honorificSuffix',
  'gender',
  'dateOfBirth',
  'birthDay',
  'birthMonth',
  'birthYear',
  'username',
  'email',
  'password',
  'phone',
  'phoneCountryCode',
  'phoneAreaCode',
  'phoneLocalPart',
  'phoneExtension',
  'company',
  'jobTitle',
  'streetAddress',
  'addressLine2',
  'houseNumber',
  'streetName',
  'city',
  'state',
  'postalCode',
  'country',
  'ccName',
  'ccNumber',
  'ccCvv',
  'ccExpMonth',
  'ccExpYear',
  'ccExpDate',
  'ccType',
  'url',
  'oneTimeCode',
  'other',
] as const;

export type Category = (typeof CATEGORIES)[number];

/**
 * Every field kind, mapped to the corpus category it produces. A `Record` over
 * `FieldKind`: a new kind that is not listed here fails type-checking.
 * Kinds that fill something but no identity category (lorem, numbers, booleans,
 * arbitrary options) map to `other`.
 */
export const KIND_TO_CATEGORY: Record<FieldKind, Category> = {
  'person.firstName': 'firstName',
  'person.middleName': 'middleName',
  'person.lastName': 'lastName',
  'person.fullName': 'fullName',
  'person.prefix': 'honorificPrefix',
  'person.suffix': 'honorificSuffix',
  'person.sex': 'gender',
  'person.jobTitle': 'jobTitle',
  'date.birthdate': 'dateOfBirth',
  'date.birthdateDay': 'birthDay',
  'date.birthdateMonth': 'birthMonth',
  'date.birthdateYear': 'birthYear',
  'internet.username': 'username',
  'internet.email': 'email',
  'internet.password': 'password',
  'internet.url': 'url',
  'phone.number': 'phone',
  'phone.countryCode': 'phoneCountryCode',
  'phone.areaCode': 'phoneAreaCode',
  'phone.localNumber': 'phoneLocalPart',
  'phone.extension': 'phoneExtension',
  'location.streetAddress': 'streetAddress',
  'location.secondaryAddress': 'addressLine2',
  'location.street': 'streetName',
  'location.buildingNumber': 'houseNumber',
  'location.city': 'city',
  'location.state': 'state',
  'location.zipCode': 'postalCode',
  'location.country': 'country',
  'location.countryCode': 'country',
  'location.timeZone': 'other',
  'company.name': 'company',
  'finance.creditCardHolder': 'ccName',
  'finance.creditCardHolderFirstName': 'ccName',
  'finance.creditCardHolderLastName': 'ccName',
  'finance.creditCardIssuer': 'ccType',
  'finance.creditCardNumber': 'ccNumber',
  'finance.creditCardCVV': 'ccCvv',
  'finance.creditCardExpiry': 'ccExpDate',
  'finance.creditCardExpiryMonth': 'ccExpMonth',
  'finance.creditCardExpiryYear': 'ccExpYear',
  'finance.currencyCode': 'other',
  'finance.iban': 'other',
  'finance.bic': 'other',
  'finance.amount': 'other',
  'number.int': 'other',
  'date.anytime': 'other',
  'date.time': 'other',
  'date.month': 'other',
  'date.week': 'other',
  'date.datetimeLocal': 'other',
  'color.rgb': 'other',
  'lorem.paragraph': 'other',
  'lorem.words': 'other',
  'datatype.boolean': 'other',
  'helpers.arrayElement': 'other',
};

/** Skip reasons (classifyField's `skip`) that name a category; every other skip is `other`. */
export const SKIP_TO_CATEGORY: Readonly<Record<string, Category>> = {
  'one-time code': 'oneTimeCode',
};

/** The corpus category a classification stands for. */
export function categoryOf(classification: Classification): Category {
  if (classification.skip !== undefined) return SKIP_TO_CATEGORY[classification.skip] ?? 'other';
  return KIND_TO_CATEGORY[classification.kind];
}

/** Categories the classifier can produce at all (a kind or a skip maps to them). */
export function producibleCategories(): Set<Category> {
  return new Set<Category>([...Object.values(KIND_TO_CATEGORY), ...Object.values(SKIP_TO_CATEGORY), 'other']);
}

/**
 * Categories of the corpus that no kind or skip maps to, in the corpus's order.
 * @param corpusCategories the keys of categories.json (`ignore` is dropped)
 */
export function categoriesWeCannotProduce(corpusCategories: readonly string[] = CATEGORIES): string[] {
  const producible = producibleCategories() as Set<string>;
  return corpusCategories.filter((category) => category !== 'ignore' && !producible.has(category));
}
