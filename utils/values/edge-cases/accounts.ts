import type { EdgeCategory, EdgeField } from './edge-case';

const USER = ['internet.username'] as const;
const PASSWORD = ['internet.password'] as const;
const URL_KIND = ['internet.url'] as const;

/** A password of exactly the field's maxlength, mixing the character classes sites ask for. */
const longestPassword = (field: EdgeField) =>
  field.maxLength !== undefined && field.maxLength >= 4 && field.maxLength <= 10_000
    ? 'Aa1!'.repeat(Math.ceil(field.maxLength / 4)).slice(0, field.maxLength)
    : undefined;

/** User names, passwords and web addresses at the edges of what sign-up forms take. */
export const ACCOUNTS: EdgeCategory = {
  id: 'account',
  title: 'menuEdgeAccount',
  label: 'account',
  cases: [
    { id: 'user-one-letter', name: 'one-letter user name', value: 'a', kinds: USER, types: ['text'] },
    { id: 'user-dots', name: 'dots and an underscore', value: 'ada.king_1815', kinds: USER, types: ['text'] },
    { id: 'user-upper', name: 'upper case', value: 'ADA', kinds: USER, types: ['text'] },
    { id: 'user-accents', name: 'accented letters', value: 'zoë', kinds: USER, types: ['text'] },
    { id: 'user-30', name: '30 characters', value: 'ada_lovelace_analytical_engine', kinds: USER, types: ['text'] },
    { id: 'user-space', name: 'a space inside', value: 'ada lovelace', kinds: USER, types: ['text'], valid: false },
    { id: 'user-admin', name: 'a reserved name (admin)', value: 'admin', kinds: USER, types: ['text'], valid: false },
    {
      id: 'user-homoglyph',
      name: 'Cyrillic look-alike letters',
      value: 'раураl',
      kinds: USER,
      types: ['text'],
      valid: false,
    },
    { id: 'password-spaces', name: 'passphrase with spaces', value: 'correct horse battery staple', kinds: PASSWORD },
    { id: 'password-unicode', name: 'non-ASCII and an emoji', value: 'Pässwörd🔑2024', kinds: PASSWORD },
    { id: 'password-quotes', name: 'quotes and markup characters', value: 'p\'"<>&;`$1A', kinds: PASSWORD },
    { id: 'password-64', name: '64 characters', value: 'Aa1!'.repeat(16), kinds: PASSWORD },
    { id: 'password-max-length', name: 'exactly maxlength', value: longestPassword, kinds: PASSWORD },
    { id: 'password-leading-space', name: 'a leading space', value: ' Secret1!', kinds: PASSWORD },
    { id: 'password-common', name: 'the most common password', value: '123456', kinds: PASSWORD, valid: false },
    { id: 'password-word', name: '"password"', value: 'password', kinds: PASSWORD, valid: false },
    { id: 'password-short', name: 'three characters', value: 'a1!', kinds: PASSWORD, valid: false },
    { id: 'url-plain', name: 'plain https', value: 'https://example.com', kinds: URL_KIND },
    {
      id: 'url-port-query',
      name: 'port, path, query and fragment',
      value: 'http://localhost:8080/a/b?q=1&r=%20#top',
      kinds: URL_KIND,
    },
    {
      id: 'url-credentials',
      name: 'user and password in it',
      value: 'https://user:pass@example.com/',
      kinds: URL_KIND,
    },
    { id: 'url-idn', name: 'internationalised domain', value: 'https://bücher.example/', kinds: URL_KIND },
    { id: 'url-ipv6', name: 'IPv6 host', value: 'http://[2001:db8::1]/', kinds: URL_KIND },
    {
      id: 'url-long',
      name: 'a 2,000-character URL',
      value: `https://example.com/${'segment/'.repeat(247)}`,
      kinds: URL_KIND,
    },
    { id: 'url-javascript', name: 'javascript: URL', value: 'javascript:alert(1)', kinds: URL_KIND, valid: false },
    {
      id: 'url-data',
      name: 'data: URL with a script',
      value: 'data:text/html,<script>alert(1)</script>',
      kinds: URL_KIND,
      valid: false,
    },
    { id: 'url-file', name: 'file: URL', value: 'file:///etc/passwd', kinds: URL_KIND, valid: false },
    { id: 'url-no-scheme', name: 'no scheme', value: 'example.com', kinds: URL_KIND, valid: false, blockedBy: ['url'] },
    { id: 'company-ampersand', name: 'ampersand and apostrophe', value: "Ben & Jerry's", kinds: ['company.name'] },
    { id: 'company-quotes', name: 'quotes in the name', value: 'Toys "R" Us', kinds: ['company.name'] },
    { id: 'company-exclamation', name: 'an exclamation mark (Yahoo!)', value: 'Yahoo!', kinds: ['company.name'] },
    { id: 'company-digit', name: 'digit only (3M)', value: '3M', kinds: ['company.name'] },
    { id: 'company-japanese', name: 'Japanese company name', value: 'トヨタ自動車株式会社', kinds: ['company.name'] },
    { id: 'company-accents', name: 'accents (Société Générale)', value: 'Société Générale', kinds: ['company.name'] },
    { id: 'company-one-letter', name: 'one letter (X)', value: 'X', kinds: ['company.name'] },
    { id: 'company-blank', name: 'spaces only', value: '   ', kinds: ['company.name'], valid: false },
    { id: 'color-black', name: 'black', value: '#000000', kinds: ['color.rgb'] },
    { id: 'color-white', name: 'white', value: '#ffffff', kinds: ['color.rgb'] },
    { id: 'color-magenta', name: 'magenta', value: '#ff00ff', kinds: ['color.rgb'] },
    {
      id: 'color-short',
      name: 'three-digit hex',
      value: '#fff',
      kinds: ['color.rgb'],
      valid: false,
      blockedBy: ['color'],
    },
    {
      id: 'color-name',
      name: 'a colour name',
      value: 'rebeccapurple',
      kinds: ['color.rgb'],
      valid: false,
      blockedBy: ['color'],
    },
  ],
};
