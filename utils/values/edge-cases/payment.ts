import type { FieldKind } from '../../fields/field-kinds';
import type { EdgeCase, EdgeCategory } from './edge-case';

const CARD: readonly FieldKind[] = ['finance.creditCardNumber'];

const STRIPE = 'Stripe, docs.stripe.com/testing';
const BRAINTREE = 'Braintree, developer.paypal.com/braintree/docs/reference/general/testing';
const ADYEN = 'Adyen, docs.adyen.com/development-resources/test-cards/test-card-numbers';
const AUTHORIZE_NET = 'Authorize.net, developer.authorize.net/hello_world/testing_guide.html';

/** A gateway's documented test card: digits only, so a number input takes it too. */
const card = (id: string, name: string, value: string, source: string): EdgeCase => ({
  id,
  name,
  value,
  kinds: CARD,
  source,
});

/**
 * Payment gateways' documented test cards (each with where it is documented),
 * for success and for each kind of decline, and the other fields of a card
 * and a bank account at their edges.
 */
export const PAYMENT: EdgeCategory = {
  id: 'payment',
  title: 'menuEdgePayment',
  label: 'payment',
  cases: [
    card('stripe-visa', 'Stripe Visa, succeeds', '4242424242424242', STRIPE),
    card('stripe-visa-debit', 'Stripe Visa debit, succeeds', '4000056655665556', STRIPE),
    card('stripe-mastercard', 'Stripe Mastercard, succeeds', '5555555555554444', STRIPE),
    card('stripe-mastercard-2', 'Stripe Mastercard 2-series, succeeds', '2223003122003222', STRIPE),
    card('stripe-amex', 'Stripe American Express (15 digits), succeeds', '378282246310005', STRIPE),
    card('stripe-discover', 'Stripe Discover, succeeds', '6011111111111117', STRIPE),
    card('stripe-diners', 'Stripe Diners Club (14 digits), succeeds', '36227206271667', STRIPE),
    card('stripe-jcb', 'Stripe JCB, succeeds', '3566002020360505', STRIPE),
    card('stripe-unionpay', 'Stripe UnionPay, succeeds', '6200000000000005', STRIPE),
    card('stripe-declined', 'Stripe, declined', '4000000000000002', STRIPE),
    card('stripe-insufficient', 'Stripe, insufficient funds', '4000000000009995', STRIPE),
    card('stripe-lost', 'Stripe, lost card', '4000000000009987', STRIPE),
    card('stripe-expired', 'Stripe, expired card', '4000000000000069', STRIPE),
    card('stripe-cvc', 'Stripe, incorrect CVC', '4000000000000127', STRIPE),
    card('stripe-processing', 'Stripe, processing error', '4000000000000119', STRIPE),
    card('stripe-3ds', 'Stripe, asks for 3D Secure', '4000002760003184', STRIPE),
    card('braintree-visa', 'Braintree Visa, succeeds', '4111111111111111', BRAINTREE),
    card('braintree-visa-2', 'Braintree Visa (4005…), succeeds', '4005519200000004', BRAINTREE),
    card('braintree-declined', 'Braintree Visa, processor declined', '4000111111111115', BRAINTREE),
    card('braintree-mastercard-declined', 'Braintree Mastercard, processor declined', '5105105105105100', BRAINTREE),
    card('braintree-amex-declined', 'Braintree American Express, processor declined', '378734493671000', BRAINTREE),
    card('braintree-discover-declined', 'Braintree Discover, processor declined', '6011000990139424', BRAINTREE),
    card('adyen-visa', 'Adyen Visa, succeeds', '4111111145551142', ADYEN),
    card('adyen-mastercard', 'Adyen Mastercard 2-series, succeeds', '2222400070000005', ADYEN),
    card('authorize-visa-13', 'Authorize.net Visa of 13 digits', '4007000000027', AUTHORIZE_NET),
    card('authorize-jcb', 'Authorize.net JCB', '3088000000000017', AUTHORIZE_NET),
    {
      id: 'card-spaces',
      name: 'card number with spaces',
      value: '4242 4242 4242 4242',
      kinds: CARD,
      types: ['text', 'tel'],
      source: STRIPE,
    },
    {
      id: 'card-dashes',
      name: 'card number with dashes',
      value: '4242-4242-4242-4242',
      kinds: CARD,
      types: ['text', 'tel'],
      source: STRIPE,
    },
    { id: 'card-luhn', name: 'fails the Luhn check', value: '4242424242424241', kinds: CARD, valid: false },
    { id: 'card-short', name: 'too short', value: '4242', kinds: CARD, valid: false },
    { id: 'card-zeros', name: 'all zeros', value: '0000000000000000', kinds: CARD, valid: false },
    {
      id: 'card-letters',
      name: 'letters in it',
      value: '4242 4242 abcd 4242',
      kinds: CARD,
      types: ['text', 'tel'],
      valid: false,
    },
    { id: 'cvc-zeros', name: 'CVC 000', value: '000', kinds: ['finance.creditCardCVV'] },
    { id: 'cvc-four', name: 'four-digit CVC (Amex)', value: '1234', kinds: ['finance.creditCardCVV'] },
    { id: 'cvc-leading-zero', name: 'CVC with a leading zero', value: '012', kinds: ['finance.creditCardCVV'] },
    { id: 'cvc-two', name: 'two-digit CVC', value: '12', kinds: ['finance.creditCardCVV'], valid: false },
    {
      id: 'cvc-letters',
      name: 'CVC of letters',
      value: 'abc',
      kinds: ['finance.creditCardCVV'],
      types: ['text', 'tel'],
      valid: false,
    },
    { id: 'expiry-far', name: 'expiry far ahead (12/49)', value: '12/49', kinds: ['finance.creditCardExpiry'] },
    {
      id: 'expiry-four-digit-year',
      name: 'expiry with a four-digit year',
      value: '01/2030',
      kinds: ['finance.creditCardExpiry'],
    },
    { id: 'expiry-no-slash', name: 'expiry without a slash', value: '0130', kinds: ['finance.creditCardExpiry'] },
    { id: 'expiry-past', name: 'expired (01/20)', value: '01/20', kinds: ['finance.creditCardExpiry'], valid: false },
    {
      id: 'expiry-month-13',
      name: 'month 13 (13/30)',
      value: '13/30',
      kinds: ['finance.creditCardExpiry'],
      valid: false,
    },
    { id: 'expiry-month-01', name: 'January', value: '01', kinds: ['finance.creditCardExpiryMonth'] },
    { id: 'expiry-month-12', name: 'December', value: '12', kinds: ['finance.creditCardExpiryMonth'] },
    { id: 'expiry-month-00', name: 'month 00', value: '00', kinds: ['finance.creditCardExpiryMonth'], valid: false },
    { id: 'expiry-year-far', name: 'year 2049', value: '2049', kinds: ['finance.creditCardExpiryYear'] },
    { id: 'expiry-year-two', name: 'two-digit year', value: '30', kinds: ['finance.creditCardExpiryYear'] },
    {
      id: 'expiry-year-past',
      name: 'a past year (2020)',
      value: '2020',
      kinds: ['finance.creditCardExpiryYear'],
      valid: false,
    },
    {
      id: 'holder-26',
      name: '26 characters, the most a card embosses',
      value: 'ALEXANDRA CATHERINE SMYTHE',
      kinds: ['finance.creditCardHolder'],
    },
    { id: 'holder-initial', name: 'initial and apostrophe', value: "A O'BRIEN", kinds: ['finance.creditCardHolder'] },
    // Issuers are chosen from a list: matched against its options.
    { id: 'issuer-amex', name: 'American Express', value: 'American Express', kinds: ['finance.creditCardIssuer'] },
    { id: 'issuer-diners', name: 'Diners Club', value: 'Diners Club', kinds: ['finance.creditCardIssuer'] },
    { id: 'issuer-unionpay', name: 'UnionPay', value: 'UnionPay', kinds: ['finance.creditCardIssuer'] },
    {
      id: 'iban-germany',
      name: 'German IBAN with spaces',
      value: 'DE89 3704 0044 0532 0130 00',
      kinds: ['finance.iban'],
    },
    { id: 'iban-compact', name: 'IBAN without spaces', value: 'GB82WEST12345698765432', kinds: ['finance.iban'] },
    { id: 'iban-lower', name: 'IBAN in lower case', value: 'gb82west12345698765432', kinds: ['finance.iban'] },
    { id: 'iban-shortest', name: 'shortest IBAN (Norway, 15)', value: 'NO9386011117947', kinds: ['finance.iban'] },
    {
      id: 'iban-longest',
      name: 'a 31-character IBAN (Malta)',
      value: 'MT84MALT011000012345MTLCAST001S',
      kinds: ['finance.iban'],
    },
    {
      id: 'iban-check',
      name: 'IBAN with wrong check digits',
      value: 'DE00370400440532013000',
      kinds: ['finance.iban'],
      valid: false,
    },
    {
      id: 'iban-country',
      name: 'IBAN of no country (XX)',
      value: 'XX89370400440532013000',
      kinds: ['finance.iban'],
      valid: false,
    },
    { id: 'bic-8', name: 'BIC of 8 characters', value: 'DEUTDEFF', kinds: ['finance.bic'] },
    { id: 'bic-11', name: 'BIC of 11 characters', value: 'DEUTDEFF500', kinds: ['finance.bic'] },
    { id: 'bic-short', name: 'BIC of 4 characters', value: 'DEUT', kinds: ['finance.bic'], valid: false },
    {
      id: 'currency-no-decimals',
      name: 'currency without minor units (JPY)',
      value: 'JPY',
      kinds: ['finance.currencyCode'],
    },
    {
      id: 'currency-three-decimals',
      name: 'currency with three decimals (BHD)',
      value: 'BHD',
      kinds: ['finance.currencyCode'],
    },
    {
      id: 'currency-lower',
      name: 'currency code in lower case',
      value: 'usd',
      kinds: ['finance.currencyCode'],
      valid: false,
    },
    {
      id: 'currency-made-up',
      name: 'a currency that does not exist',
      value: 'ABC',
      kinds: ['finance.currencyCode'],
      valid: false,
    },
  ],
};
