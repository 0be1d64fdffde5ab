import type { Faker } from '@faker-js/faker';
import { localeDefinition } from './locale-source';
import { luhnCheckDigit } from './luhn';

export type CardIssuer = 'visa' | 'mastercard' | 'amex';

export interface Card {
  cardIssuer: CardIssuer;
  /** Digits only, Luhn-valid. */
  cardNumber: string;
  /** 4 digits for American Express, 3 for the others. */
  cardCvv: string;
  /** The first day (UTC) of the card's last valid month: always after the fill's reference date. */
  cardExpiry: Date;
}

/** How a card issuer is written on checkout pages, most common first. */
export const ISSUER_NAMES: Readonly<Record<CardIssuer, string[]>> = {
  visa: ['Visa', 'VI'],
  mastercard: ['Mastercard', 'MasterCard', 'Master Card', 'MC', 'MA'],
  amex: ['American Express', 'Amex', 'AX', 'AE'],
};

/** How many digits a faker card format makes (`[221-720]` is three). */
const slots = (format: string) => format.replace(/\[(\d+)-\d+\]/g, '$1').replace(/[^\d#L]/g, '').length;

const FORMAT_KEYS = { visa: 'visa', mastercard: 'mastercard', amex: 'american_express' } as const;

const ISSUERS = [
  { value: 'visa', weight: 5 },
  { value: 'mastercard', weight: 3 },
  { value: 'amex', weight: 2 },
] as const;

/**
 * One test card: a number of the issuer's shape with a valid Luhn check digit,
 * the CVC length the issuer uses, and an expiry 1 to 48 months after the
 * reference date (faker's, which the fill pins to its day).
 * @example createCard(faker) // { cardIssuer: 'amex', cardNumber: '378282246310005', cardCvv: '4821', ... }
 */
export function createCard(faker: Faker): Card {
  const cardIssuer = faker.helpers.weightedArrayElement([...ISSUERS]);
  // English formats for every locale: many locales list other issuers only, and faker then picks any.
  // `en` is loaded: it is in every locale's chain.
  // The longest format: 16-digit Visas are what payment forms expect, not the rare 13-digit ones.
  const formats = localeDefinition('en').finance?.credit_card?.[FORMAT_KEYS[cardIssuer]] ?? ['4###-####-####-###L'];
  const longest = formats.reduce((best, format) => (slots(format) > slots(best) ? format : best));
  const digits = faker.helpers.replaceCreditCardSymbols(longest).replace(/\D/g, '');
  // Faker's numbers pass Luhn already; computing the digit here makes that a guarantee.
  const cardNumber = digits.slice(0, -1) + luhnCheckDigit(digits.slice(0, -1));
  const reference = faker.defaultRefDate();
  const monthsAhead = faker.number.int({ min: 1, max: 48 });
  return {
    cardIssuer,
    cardNumber,
    cardCvv: faker.string.numeric({ length: cardIssuer === 'amex' ? 4 : 3 }),
    cardExpiry: new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() + monthsAhead, 1)),
  };
}
