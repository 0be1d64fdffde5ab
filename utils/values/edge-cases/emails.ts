import type { FieldKind } from '../../fields/field-kinds';
import type { EdgeCategory } from './edge-case';

const EMAIL: readonly FieldKind[] = ['internet.email'];
/** A user name box often takes an email address too. */
const LOGIN: readonly FieldKind[] = ['internet.email', 'internet.username'];

/** The longest address SMTP allows: 64 characters before the @, 254 in all. */
const LONGEST = `${'a'.repeat(64)}@${['b'.repeat(63), 'c'.repeat(63), 'd'.repeat(57)].join('.')}.com`;

/**
 * Addresses RFC 5321/5322 allow that sign-up forms refuse, and ones they
 * should refuse. `type=email` checks HTML's simpler rule, so some valid
 * addresses only fit a text box (quoted, international).
 */
export const EMAILS: EdgeCategory = {
  id: 'email',
  title: 'menuEdgeEmail',
  label: 'email',
  cases: [
    { id: 'plus-addressed', name: 'plus-addressed', value: 'ada+newsletter@example.com', kinds: LOGIN },
    { id: 'subdomain', name: 'subdomain', value: 'ada@mail.eu.example.com', kinds: LOGIN },
    {
      id: 'quoted-local',
      name: 'quoted local part',
      value: '"ada lovelace"@example.com',
      kinds: EMAIL,
      types: ['text'],
    },
    { id: 'idn', name: 'internationalised domain', value: 'ada@bücher.example', kinds: EMAIL, types: ['text'] },
    {
      id: 'idn-punycode',
      name: 'internationalised domain in punycode',
      value: 'ada@xn--bcher-kva.example',
      kinds: LOGIN,
    },
    { id: 'local-64', name: '64-character local part', value: `${'a'.repeat(64)}@example.com`, kinds: EMAIL },
    { id: 'longest', name: '254 characters, the longest', value: LONGEST, kinds: EMAIL },
    { id: 'upper-case', name: 'upper case', value: 'ADA.LOVELACE@EXAMPLE.COM', kinds: LOGIN },
    { id: 'dots', name: 'dots in the local part', value: 'ada.king.lovelace@example.com', kinds: LOGIN },
    { id: 'hyphen-domain', name: 'hyphen in the domain', value: 'ada@my-company.example', kinds: LOGIN },
    { id: 'digits', name: 'digits only before the @', value: '1815@example.com', kinds: LOGIN },
    { id: 'underscores', name: 'underscores', value: '_ada_@example.com', kinds: LOGIN },
    { id: 'apostrophe', name: "apostrophe (o'brien@)", value: "o'brien@example.com", kinds: LOGIN },
    { id: 'one-letter', name: 'one-letter local part', value: 'a@example.com', kinds: LOGIN },
    { id: 'long-tld', name: 'long top-level domain', value: 'ada@example.photography', kinds: LOGIN },
    { id: 'specials', name: 'every special character allowed', value: "!#$%&'*+/=?^_`{|}~-@example.com", kinds: EMAIL },
    {
      id: 'unicode-local',
      name: 'Unicode local part (SMTPUTF8)',
      value: '用户@例子.广告',
      kinds: EMAIL,
      types: ['text'],
    },
    { id: 'ip-literal', name: 'IP address literal', value: 'ada@[192.0.2.1]', kinds: EMAIL, types: ['text'] },
    { id: 'no-tld', name: 'no top-level domain (a@b)', value: 'a@b', kinds: LOGIN, valid: false },
    { id: 'no-at', name: 'no @', value: 'ada.example.com', kinds: EMAIL, valid: false, blockedBy: ['email'] },
    { id: 'two-at', name: 'two @ signs', value: 'ada@@example.com', kinds: EMAIL, valid: false, blockedBy: ['email'] },
    {
      id: 'trailing-dot',
      name: 'trailing dot after the domain',
      value: 'ada@example.com.',
      kinds: EMAIL,
      valid: false,
      blockedBy: ['email'],
    },
    { id: 'leading-dot', name: 'leading dot in the local part', value: '.ada@example.com', kinds: LOGIN, valid: false },
    { id: 'double-dot', name: 'two dots in a row', value: 'ada..lovelace@example.com', kinds: LOGIN, valid: false },
    {
      id: 'space',
      name: 'space inside',
      value: 'ada lovelace@example.com',
      kinds: EMAIL,
      valid: false,
      blockedBy: ['email'],
    },
    {
      id: 'no-local',
      name: 'nothing before the @',
      value: '@example.com',
      kinds: EMAIL,
      valid: false,
      blockedBy: ['email'],
    },
    {
      id: 'local-65',
      name: '65-character local part',
      value: `${'a'.repeat(65)}@example.com`,
      kinds: EMAIL,
      valid: false,
    },
    { id: 'reserved-tld', name: 'reserved .invalid domain', value: 'ada@example.invalid', kinds: LOGIN, valid: false },
    {
      id: 'hyphen-start',
      name: 'domain starting with a hyphen',
      value: 'ada@-example.com',
      kinds: EMAIL,
      valid: false,
      blockedBy: ['email'],
    },
  ],
};
