import type { FieldKind } from './field-kinds';

/**
 * Keyword rules over normalised text (see normalizeText), most specific first:
 * "company name" must win over "name", "confirm email" over "email".
 * Word boundaries are spaces because normalised text has no punctuation.
 */
export const KEYWORD_RULES: ReadonlyArray<readonly [FieldKind, RegExp]> = [
  ['internet.email', /\be ?mail\b|\bcorreo\b|\bcourriel\b/],
  ['internet.username', /\buser ?name\b|\blogin\b|\bbenutzername\b|\bnickname\b|\bhandle\b/],
  ['internet.password', /\bpass ?word\b|\bpasswort\b|\bmot de passe\b|\bcontrasena\b|\bpwd\b/],
  ['company.name', /\bcompany\b|\borgani[sz]ation\b|\bfirma\b|\bempresa\b|\bsociete\b|\bemployer\b/],
  ['person.jobTitle', /\bjob\b|\bposition\b|\boccupation\b|\bberuf\b/],
  ['person.firstName', /\bfirst ?name\b|\bgiven ?name\b|\bfore ?name\b|\bvorname\b|\bprenom\b|\bnombre\b|\bfname\b/],
  ['person.middleName', /\bmiddle ?name\b|\bmname\b/],
  ['person.lastName', /\blast ?name\b|\bsur ?name\b|\bfamily ?name\b|\bnachname\b|\bapellidos?\b|\blname\b|\bnom\b/],
  ['person.prefix', /\bsalutation\b|\bprefix\b|\banrede\b|\bhonorific\b/],
  ['person.sex', /\bgender\b|\bsex\b|\bgeschlecht\b/],
  ['date.birthdate', /\bbirth|\bdob\b|\bgeburtsdatum\b|\bfecha de nacimiento\b/],
  ['phone.number', /\bphone\b|\btel\b|\btelephone\b|\bmobile\b|\bcell\b|\btelefon\b|\btelefono\b|\bhandy\b/],
  ['location.secondaryAddress', /\baddress (line )?2\b|\bapartment\b|\bsuite\b|\bapt\b|\baddress2\b/],
  ['location.zipCode', /\bzip\b|\bpost ?code\b|\bpostal\b|\bplz\b|\bpostleitzahl\b|\bcodigo postal\b|\bcode postal\b/],
  ['location.city', /\bcity\b|\btown\b|\bstadt\b|\bort\b|\bciudad\b|\bville\b|\bcidade\b/],
  ['location.state', /\bstate\b|\bprovince\b|\bregion\b|\bcounty\b|\bbundesland\b|\bprovincia\b/],
  ['location.country', /\bcountry\b|\bland\b|\bpais\b|\bpays\b/],
  ['location.streetAddress', /\baddress\b|\bstreet\b|\bstrasse\b|\bdireccion\b|\badresse\b|\baddr\b/],
  ['internet.url', /\bwebsite\b|\burl\b|\bhomepage\b|\bweb site\b/],
  ['finance.iban', /\biban\b/],
  ['finance.bic', /\bbic\b|\bswift\b/],
  ['finance.creditCardCVV', /\bcvc\b|\bcvv\b|\bsecurity code\b|\bcsc\b/],
  ['finance.creditCardNumber', /\bcard ?number\b|\bcredit ?card\b|\bcc ?number\b|\bkartennummer\b/],
  ['finance.amount', /\bamount\b|\bprice\b|\bsalary\b|\bbudget\b|\bbetrag\b/],
  ['number.int', /\bage\b|\bquantity\b|\bcount\b|\bnumber of\b/],
  ['lorem.paragraph', /\bmessage\b|\bcomments?\b|\bdescription\b|\bbio\b|\babout\b|\bnotes?\b|\bnachricht\b/],
  ['person.fullName', /\bfull ?name\b|\bname\b|\byour name\b/],
];

/** Text that marks a field Understudy must not fill, with the reason shown in the report. */
export const DO_NOT_FILL_RULES: ReadonlyArray<readonly [string, RegExp]> = [
  ['search box', /\bsearch\b|\bsuche\b|\bbuscar\b|\brecherche\b|^q$/],
  ['captcha', /\bcaptcha\b|\brecaptcha\b/],
  ['one-time code', /\bone time code\b|\botp\b|\bverification code\b/],
  ['coupon code', /\bcoupon\b|\bpromo ?code\b|\bvoucher\b|\bgift card\b/],
];
