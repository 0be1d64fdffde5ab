// Over 250 lines on purpose: the classifier's cases, by kind and language, read as one list.
import { describe, expect, it } from 'vitest';
import { classifyField } from '@/utils/classify/classify-field';
import type { FieldDescription } from '@/utils/fields/field-description';
import { makeField } from '../support/make-field';

type Case = [string, Partial<FieldDescription>, string, string];

describe('classifyField: kinds', () => {
  it.each<Case>([
    // autocomplete, with its section, shipping/billing and contact prefixes
    ['autocomplete email', { autocomplete: 'email' }, 'internet.email', 'autocomplete'],
    [
      'autocomplete with section and shipping',
      { autocomplete: 'section-a shipping given-name' },
      'person.firstName',
      'autocomplete',
    ],
    [
      'autocomplete with billing',
      { autocomplete: 'billing postal-code', label: 'City' },
      'location.zipCode',
      'autocomplete',
    ],
    [
      'autocomplete beats a misleading label',
      { autocomplete: 'family-name', label: 'First name' },
      'person.lastName',
      'autocomplete',
    ],
    [
      'autocomplete beats the input type',
      { autocomplete: 'bday-year', type: 'number' },
      'date.birthdateYear',
      'autocomplete',
    ],
    [
      'autocomplete off falls through to the label',
      { autocomplete: 'off', label: 'Last name' },
      'person.lastName',
      'label',
    ],
    // input types
    ['type=email', { type: 'email' }, 'internet.email', 'type'],
    ['type=tel', { type: 'tel', label: 'Contact' }, 'phone.number', 'type'],
    ['type=password', { type: 'password' }, 'internet.password', 'type'],
    ['type=url', { type: 'url' }, 'internet.url', 'type'],
    ['type=color', { type: 'color' }, 'color.rgb', 'type'],
    ['type=week', { type: 'week' }, 'date.week', 'type'],
    ['type=checkbox', { type: 'checkbox', label: 'Newsletter' }, 'datatype.boolean', 'type'],
    ['type=radio, an option of no known group', { type: 'radio', label: 'Female' }, 'helpers.arrayElement', 'fallback'],
    ['type=email beats an email-less label', { type: 'email', label: 'Contact' }, 'internet.email', 'type'],
    // English labels, names and placeholders
    ['label First name', { label: 'First name' }, 'person.firstName', 'label'],
    ['label Company name, not name', { label: 'Company name' }, 'company.name', 'label'],
    ['label Confirm email', { label: 'Confirm email' }, 'internet.email', 'label'],
    ['label Your name', { label: 'Your name' }, 'person.fullName', 'label'],
    ['label Address line 2', { label: 'Address line 2' }, 'location.secondaryAddress', 'label'],
    ['camelCase name', { name: 'billingFirstName' }, 'person.firstName', 'name'],
    ['snake_case id', { id: 'last_name' }, 'person.lastName', 'name'],
    ['placeholder', { placeholder: 'Enter your e-mail' }, 'internet.email', 'placeholder'],
    ['label wins over name', { label: 'City', name: 'zip' }, 'location.city', 'label'],
    ['name wins over placeholder', { name: 'phone', placeholder: 'Your city' }, 'phone.number', 'name'],
    // German labels
    ['de Vorname', { label: 'Vorname' }, 'person.firstName', 'label'],
    ['de Nachname', { label: 'Nachname' }, 'person.lastName', 'label'],
    ['de E-Mail-Adresse', { label: 'E-Mail-Adresse' }, 'internet.email', 'label'],
    ['de Benutzername', { label: 'Benutzername' }, 'internet.username', 'label'],
    ['de PLZ', { label: 'PLZ' }, 'location.zipCode', 'label'],
    ['de Postleitzahl', { label: 'Postleitzahl' }, 'location.zipCode', 'label'],
    ['de Ort', { label: 'Ort' }, 'location.city', 'label'],
    ['de Firma', { label: 'Firma' }, 'company.name', 'label'],
    ['de Geburtsdatum', { label: 'Geburtsdatum' }, 'date.birthdate', 'label'],
    ['de Telefon', { label: 'Telefon' }, 'phone.number', 'label'],
    [
      'de Anrede',
      {
        tag: 'select',
        type: 'select-one',
        label: 'Anrede',
        options: [
          { value: 'herr', text: 'Herr', disabled: false },
          { value: 'frau', text: 'Frau', disabled: false },
        ],
      },
      'person.prefix',
      'label',
    ],
    // Spanish labels (accents folded)
    ['es Apellidos', { label: 'Apellidos' }, 'person.lastName', 'label'],
    ['es Correo electrónico', { label: 'Correo electrónico' }, 'internet.email', 'label'],
    ['es Nombre de usuario', { label: 'Nombre de usuario' }, 'internet.username', 'label'],
    ['a password input named in any language', { type: 'password', label: 'Contraseña' }, 'internet.password', 'type'],
    [
      'autocomplete new-password on a text input is ignored',
      { type: 'text', autocomplete: 'new-password', label: 'Street' },
      'location.streetAddress',
      'label',
    ],
    ['es Código postal', { label: 'Código postal' }, 'location.zipCode', 'label'],
    ['es Teléfono', { label: 'Teléfono' }, 'phone.number', 'label'],
    ['es Ciudad', { label: 'Ciudad' }, 'location.city', 'label'],
    ['es Dirección', { label: 'Dirección' }, 'location.streetAddress', 'label'],
    ['es Fecha de nacimiento', { label: 'Fecha de nacimiento' }, 'date.birthdate', 'label'],
    // where someone was born is a place, not a date
    ['Place of birth', { label: 'Place of birth' }, 'location.city', 'label'],
    ['de Geburtsort', { label: 'Geburtsort' }, 'location.city', 'label'],
    ['it Luogo di nascita', { label: 'Luogo di nascita' }, 'location.city', 'label'],
    ['a birthplace in a name', { name: 'place_of_birth' }, 'location.city', 'name'],
    ['Country of birth', { label: 'Country of birth' }, 'location.country', 'label'],
    ['de Geburtsland', { label: 'Geburtsland' }, 'location.country', 'label'],
    // a kind must fit the input type
    ['number Age', { type: 'number', label: 'Age' }, 'number.int', 'label'],
    [
      'a list of distances from a place is a number, not the place',
      {
        tag: 'select',
        type: 'select-one',
        name: 'location_search_distance',
        nearbyText: 'Select a distance:',
        options: ['5 miles', '10 miles', '25 miles'].map((text) => ({ value: text, text, disabled: false })),
      },
      'number.int',
      'name',
    ],
    ['de Umkreis', { label: 'Umkreis (km)' }, 'number.int', 'label'],
    ['number Phone', { type: 'number', label: 'Phone' }, 'phone.number', 'label'],
    ['number labelled First name takes a number', { type: 'number', label: 'First name' }, 'number.int', 'type'],
    [
      'number label misfit, name fits',
      { type: 'number', label: 'First name', name: 'zip' },
      'location.zipCode',
      'name',
    ],
    ['date of birth', { type: 'date', label: 'Date of birth' }, 'date.birthdate', 'label'],
    ['date labelled City takes a date', { type: 'date', label: 'City' }, 'date.anytime', 'type'],
    // a day typed into a text box, often under a date picker library's calendar
    ['a text box labelled Start date', { label: 'Start date', name: 'start' }, 'date.anytime', 'label'],
    ['de Lieferdatum', { label: 'Lieferdatum' }, 'date.anytime', 'label'],
    ['es Fecha de entrega', { label: 'Fecha de entrega' }, 'date.anytime', 'label'],
    ['pt Data de entrega', { label: 'Data de entrega' }, 'date.anytime', 'label'],
    ['ru Дата доставки', { label: 'Дата доставки' }, 'date.anytime', 'label'],
    ['a date in a name only', { name: 'event_date' }, 'date.anytime', 'name'],
    [
      'a whole date labelled so is no bare day of its name',
      { label: 'Return date', name: 'return_day' },
      'date.anytime',
      'label',
    ],
    [
      'a bare Date label yields to a birth date its name says',
      { label: 'Date', name: 'dob' },
      'date.birthdate',
      'name',
    ],
    ['an expiry date stays an expiry', { label: 'Expiry date' }, 'finance.creditCardExpiry', 'label'],
    ['Update is no date', { label: 'Update' }, 'lorem.words', 'fallback'],
    [
      'a date on a select is no day to type',
      { tag: 'select', type: 'select-one', label: 'Date' },
      'helpers.arrayElement',
      'fallback',
    ],
    [
      'a date on a textarea is no day to type',
      { tag: 'textarea', type: 'textarea', label: 'Dates you are free' },
      'lorem.paragraph',
      'fallback',
    ],
    // fallbacks by type
    ['text with nothing to go by', {}, 'lorem.words', 'fallback'],
    ['textarea with nothing to go by', { tag: 'textarea', type: 'textarea' }, 'lorem.paragraph', 'fallback'],
    ['textarea labelled Message', { tag: 'textarea', type: 'textarea', label: 'Message' }, 'lorem.paragraph', 'label'],
    ['select with nothing to go by', { tag: 'select', type: 'select-one' }, 'helpers.arrayElement', 'fallback'],
    [
      'multi-select with nothing to go by',
      { tag: 'select', type: 'select-multiple' },
      'helpers.arrayElement',
      'fallback',
    ],
    ['select labelled Country', { tag: 'select', type: 'select-one', label: 'Country' }, 'location.country', 'label'],
    ['unknown autocomplete token', { autocomplete: 'favourite-colour' }, 'lorem.words', 'fallback'],
    [
      'text with nothing to go by but its own suggestions (a datalist)',
      { label: 'Browser', suggestions: ['Chrome', 'Firefox'] },
      'helpers.arrayElement',
      'fallback',
    ],
    [
      'suggestions do not outweigh a label',
      { label: 'City', suggestions: ['Chrome', 'Firefox'] },
      'location.city',
      'label',
    ],
    // address texts that name several parts: the first part named, or a whole street address
    [
      'house number, staircase and door',
      { label: 'House number / staircase / door' },
      'location.buildingNumber',
      'label',
    ],
    [
      'street, house number and door',
      { placeholder: 'Street / House number / Door' },
      'location.streetAddress',
      'placeholder',
    ],
    [
      'de Straße und Hausnummer/Stiege/Tür',
      { label: 'Straße und Hausnummer/Stiege/Tür' },
      'location.streetAddress',
      'label',
    ],
    [
      'an address with its house number, in words people read',
      { label: 'Address and house number' },
      'location.streetAddress',
      'label',
    ],
    [
      'a house number in an address namespace',
      { name: 'billing[address_house_no]' },
      'location.buildingNumber',
      'name',
    ],
    ['it Strada e numero civico', { label: 'Strada e numero civico' }, 'location.streetAddress', 'label'],
    ['ro Numărul casei', { label: 'Numărul casei *' }, 'location.buildingNumber', 'label'],
    ['uk Будинок', { label: 'Будинок*' }, 'location.buildingNumber', 'label'],
    ['sr a bare Broj', { label: 'Broj:' }, 'location.buildingNumber', 'label'],
    ["a street's number by its name", { name: 'streetno' }, 'location.buildingNumber', 'name'],
    [
      "a street address's number by its name",
      { name: 'account_street_address_number' },
      'location.buildingNumber',
      'name',
    ],
    ['a flat number in a street namespace', { name: 'street_flat_nr' }, 'location.secondaryAddress', 'name'],
    ['a line number says which line', { label: 'Street and number: Line 2' }, 'location.secondaryAddress', 'label'],
    ['a line 2 in an address namespace', { name: 'shippingAddress.addressLine2' }, 'location.secondaryAddress', 'name'],
    ['fr Porte', { label: 'Porte' }, 'location.secondaryAddress', 'label'],
    ['Landmark', { placeholder: 'Landmark' }, 'location.secondaryAddress', 'placeholder'],
    ['pt Localidade', { label: 'Localidade' }, 'location.city', 'label'],
    ['mx Nº exterior', { placeholder: 'Nº. Exterior' }, 'location.buildingNumber', 'placeholder'],
    // a given name and a surname asked for together
    ['Name and surname', { label: 'Name and surname' }, 'person.fullName', 'label'],
    ['First name and last name', { label: 'First Name and Last Name' }, 'person.fullName', 'label'],
    ['da Navn & Efternavn', { label: 'Navn & Efternavn' }, 'person.fullName', 'label'],
    ['a last name alone', { label: 'Last name' }, 'person.lastName', 'label'],
    [
      'a first-name field whose placeholder asks for the full name',
      { name: 'firstName', placeholder: 'Enter your full name' },
      'person.fullName',
      'placeholder',
    ],
    [
      'a first-name field after "Full name"',
      { name: 'first_name', nearbyText: 'Full name *' },
      'person.fullName',
      'label',
    ],
    // a structured name is read from its last part first
    [
      'the last part of a structured name',
      { name: 'ctl00$Payment$CreditCardInput$securityCode' },
      'finance.creditCardCVV',
      'name',
    ],
    ['the last part of a dotted name', { name: 'shipping.address.zipCode' }, 'location.zipCode', 'name'],
    [
      'the whole name when its last part names nothing',
      { name: 'billing[street_address][1]' },
      'location.streetAddress',
      'name',
    ],
    ['Display name', { label: 'Display name' }, 'internet.username', 'label'],
    ['Card #', { type: 'tel', label: 'Card #' }, 'finance.creditCardNumber', 'label'],
    [
      'a field of a credit card object, named after it',
      { name: 'paymentMethods_creditCard_phone' },
      'phone.number',
      'name',
    ],
    ['a credit card number name', { name: 'creditCardNumber' }, 'finance.creditCardNumber', 'name'],
    [
      'an address line that may hold a company',
      { label: 'Address Line 1 (or Company Name)' },
      'location.streetAddress',
      'label',
    ],
    ['a company name', { label: 'Company name' }, 'company.name', 'label'],
    ["a company's address, by its name", { name: 'userCompanyAddress' }, 'location.streetAddress', 'name'],
    ['hu Emelet (floor)', { label: 'Emelet' }, 'location.secondaryAddress', 'label'],
    ['a bare "Area" is a city', { label: 'Area *' }, 'location.city', 'label'],
    [
      'an "Issue area" is no place',
      { tag: 'select', type: 'select-one', label: 'Issue Area' },
      'helpers.arrayElement',
      'fallback',
    ],
    ['a land line', { name: 'address.LandLine' }, 'phone.number', 'name'],
    [
      'a list named "Credit card" offering card brands',
      {
        tag: 'select',
        type: 'select-one',
        nearbyText: 'Kreditkarte',
        options: [
          { value: 'v', text: 'Visa', disabled: false },
          { value: 'm', text: 'Mastercard', disabled: false },
        ],
      },
      'finance.creditCardIssuer',
      'label',
    ],
    [
      'a list named "Credit card" offering products',
      {
        tag: 'select',
        type: 'select-one',
        name: 'selCreditCard',
        options: [
          { value: '1', text: 'Cash back', disabled: false },
          { value: '2', text: 'Travel', disabled: false },
        ],
      },
      'helpers.arrayElement',
      'fallback',
    ],
    [
      'an email input whose label speaks of promotions',
      { type: 'email', label: 'Subscribe to receive offers and promotions', placeholder: 'Your email' },
      'internet.email',
      'type',
    ],
    ["the name of a thing is no person's name", { label: 'Hotel name' }, 'lorem.words', 'label'],
    ['a project name', { name: 'projectName' }, 'lorem.words', 'name'],
    ['Name of the street', { label: 'Name of the Street' }, 'location.street', 'label'],
    ['Additional name', { label: 'Additional Name' }, 'person.middleName', 'label'],
    ['an organization title is a job title', { id: 'organization-title' }, 'person.jobTitle', 'name'],
    // "job" before other words is what the field belongs to, not a job title
    ['a bare job is a job title', { id: 'job' }, 'person.jobTitle', 'name'],
    ['a job title named so', { name: 'jobTitle' }, 'person.jobTitle', 'name'],
    ['a job position', { name: 'job_position' }, 'person.jobTitle', 'name'],
    ['a current job', { name: 'current_job' }, 'person.jobTitle', 'name'],
    ["a job's city", { name: 'job_city' }, 'location.city', 'name'],
    ["a job's company", { name: 'jobCompany' }, 'company.name', 'name'],
    [
      'where a job is: no job title, and the placeholder says what',
      { id: 'job-where', placeholder: 'City or postcode' },
      'location.zipCode',
      'placeholder',
    ],
    ['where a job is, with nothing else to go by', { id: 'job-where' }, 'lorem.words', 'fallback'],
    // a company owns the field when the words after it name another kind
    ['Company phone', { label: 'Company phone' }, 'phone.number', 'label'],
    ["a company's website in a name", { name: 'companyWebsite' }, 'internet.url', 'name'],
    ['Company address', { label: 'Company address' }, 'location.streetAddress', 'label'],
    ['Business city', { label: 'Business city' }, 'location.city', 'label'],
    ['Company name', { label: 'Company name' }, 'company.name', 'label'],
    ['Company (optional)', { label: 'Company (optional)' }, 'company.name', 'label'],
    ['a choice of company or address is the company', { label: 'Company or address' }, 'company.name', 'label'],
    ['label Job location', { label: 'Job location' }, 'location.city', 'label'],
    ['label Job (current) is still a title', { label: 'Job (current)' }, 'person.jobTitle', 'label'],
    ['it Indirizzo riga 2', { label: 'Indirizzo riga 2' }, 'location.secondaryAddress', 'label'],
    // a bare "Number" yields to what a name says, except to another part of the address
    [
      'a bare "Number" on a card number field',
      { label: 'Number *', name: 'paymentMethods_creditCard_number' },
      'finance.creditCardNumber',
      'name',
    ],
    ['a bare "Number" beside a street', { label: 'Número', name: 'deliveryLine2' }, 'location.buildingNumber', 'label'],
    ['a bare "Number" alone', { label: 'Number' }, 'location.buildingNumber', 'label'],
    [
      '"Area" yields to a country code name',
      { tag: 'select', type: 'select-one', label: 'Area', name: 'countryCode' },
      'location.country',
      'name',
    ],
    ['the longer of two words at one place', { name: 'door_number' }, 'location.buildingNumber', 'name'],
    // Greek
    ['el company name', { label: 'Όνομα εταιρείας' }, 'company.name', 'label'],
    ['el postal code', { label: 'Ταχ. κωδικός' }, 'location.zipCode', 'label'],
    ['el phone number', { label: 'Αριθμός τηλεφώνου' }, 'phone.number', 'label'],
    // a tel input takes an expiry or a birth date
    [
      'a card expiry typed on a tel input',
      { type: 'tel', label: 'Expiry date', placeholder: 'MM / YY' },
      'finance.creditCardExpiry',
      'label',
    ],
    ['a birth date typed on a tel input', { type: 'tel', autocomplete: 'bday' }, 'date.birthdate', 'autocomplete'],
    // phone calling codes named in words
    [
      'Phone number country',
      { tag: 'select', type: 'select-one', label: 'Phone number country' },
      'phone.countryCode',
      'label',
    ],
    ['Country prefix', { label: 'Country prefix' }, 'phone.countryCode', 'label'],
    ['a post code list', { tag: 'select', type: 'select-one', label: 'Postcode' }, 'location.zipCode', 'label'],
    // a select's prompt option reads as its placeholder
    [
      'a searchable list whose label names the place its id searches',
      { id: 'packstationSearchBar', label: 'Ville' },
      'location.city',
      'label',
    ],
    [
      'a list of towns searched by a `q` box',
      { name: 'q', placeholder: 'Введите название города' },
      'location.city',
      'placeholder',
    ],
    [
      'a searchable list of areas with a "Search" placeholder',
      { tag: 'select', type: 'select-one', name: 'shipping_city', label: 'Area *', placeholder: 'Search' },
      'location.city',
      'name',
    ],
    [
      'a phone\'s calling codes with autocomplete "country"',
      {
        tag: 'select',
        type: 'select-one',
        autocomplete: 'country',
        label: 'Country Code',
        options: [
          { value: 'af', text: 'Afghanistan (+93)', disabled: false },
          { value: 'al', text: 'Albania (+355)', disabled: false },
        ],
      },
      'phone.countryCode',
      'type',
    ],
    [
      'a list of countries whatever its label says',
      {
        tag: 'select',
        type: 'select-one',
        name: 'billing[country_id]',
        label: 'State',
        options: [
          { value: 'al', text: 'Albania', disabled: false },
          { value: 'ar', text: 'Argentina', disabled: false },
          { value: 'at', text: 'Austria', disabled: false },
        ],
      },
      'location.country',
      'type',
    ],
    [
      "a list of countries labelled as the phone's country",
      {
        tag: 'select',
        type: 'select-one',
        label: 'Phone number country',
        options: [
          { value: 'ca', text: 'Canada', disabled: false },
          { value: 'us', text: 'United States', disabled: false },
        ],
      },
      'phone.countryCode',
      'label',
    ],
    ['a custom dropdown showing the country it holds', { nearbyText: 'United States' }, 'location.country', 'label'],
    ["a phone's prefix by its name", { name: 'phone_DELIVERY_prefix' }, 'phone.countryCode', 'name'],
    // as autocomplete="tel-local-prefix" does
    [
      "a local number's prefix is a part of the local number",
      { name: 'tel-local-prefix' },
      'phone.localNumber',
      'name',
    ],
    ["a phone's suffix is no name's suffix", { name: 'phoneSuffix', maxLength: 4 }, 'phone.localNumber', 'name'],
    ['pt Correio eletrônico', { label: 'Correio eletrônico' }, 'internet.email', 'label'],
    // a comment's author
    ["a comment's author by its name", { name: 'data[Comment][author]', label: 'Navn:' }, 'person.fullName', 'name'],
    ['WordPress names the commenter author', { name: 'author', id: 'author' }, 'person.fullName', 'name'],
    ["an author's location asks where", { name: 'submission_author_location' }, 'location.city', 'name'],
    // a link left as the label of a login's box
    [
      'a Forgot password? link over a box asking for an email',
      { name: 'femail', label: 'Lost password?', placeholder: 'Email' },
      'internet.email',
      'name',
    ],
    ['de Passwort vergessen? over a text box', { label: 'Passwort vergessen?' }, 'internet.email', 'label'],
    [
      'a password box with its Forgot link in the label',
      { type: 'password', label: 'Password Forgot your password?' },
      'internet.password',
      'type',
    ],
    [
      'an email box under a line offering coupons',
      { name: 'email', nearbyText: 'Receive Weekly Promotions & Coupons' },
      'internet.email',
      'name',
    ],
    [
      'pt-PT Correio electrónico on a box named name',
      { name: 'name', label: 'Correio electrónico' },
      'internet.email',
      'label',
    ],
    [
      'a structured name whose last part fits no text box',
      { name: 'phone.prefix', label: 'Prefix' },
      'phone.countryCode',
      'name',
    ],
    [
      'an email box with autocomplete username',
      { type: 'email', autocomplete: 'username', placeholder: 'Email Address' },
      'internet.email',
      'type',
    ],
    [
      'a select whose prompt names it',
      {
        tag: 'select',
        type: 'select-one',
        options: [
          { value: '', text: 'Choose a city', disabled: false },
          { value: '1', text: 'Oslo', disabled: false },
        ],
      },
      'location.city',
      'placeholder',
    ],
    [
      'a select whose first option is a real choice',
      {
        tag: 'select',
        type: 'select-one',
        options: [
          { value: 'city', text: 'City', disabled: false },
          { value: 'sea', text: 'Sea', disabled: false },
        ],
      },
      'helpers.arrayElement',
      'fallback',
    ],
    // a placeholder's sample answer names the field only when nothing else does
    [
      'a street field whose example address names an apartment',
      { name: 'street', placeholder: '(Example) Tamagawa 1-14-1 Apartment Room 106' },
      'location.streetAddress',
      'name',
    ],
    [
      'an address whose example names a unit',
      { label: 'Delivery Address', placeholder: 'e.g. Unit 5 20 Victoria Street' },
      'location.streetAddress',
      'label',
    ],
    ['a bare example still names a field', { placeholder: 'z.B. max@gmail.com' }, 'internet.email', 'placeholder'],
    ['a description before the example', { placeholder: 'Phone, e.g. 030 1234' }, 'phone.number', 'placeholder'],
    // the card's holder in more words
    ['it Titolare carta', { name: 'holderName', label: 'Titolare carta' }, 'finance.creditCardHolder', 'label'],
    [
      'a full name as it appears on the card',
      { label: 'Full Name (As it appears on card)' },
      'finance.creditCardHolder',
      'label',
    ],
    ['de Kontoinhaber', { label: 'Kontoinhaber' }, 'finance.creditCardHolder', 'label'],
    [
      'a card owner on a credit card object',
      { name: 'dwfrm_billing_creditCardFields_cardOwner' },
      'finance.creditCardHolder',
      'name',
    ],
    ['el full name on the card', { label: 'Ονοματεπώνυμο στην κάρτα' }, 'finance.creditCardHolder', 'label'],
    ['a telephoneNumber name', { name: 'telephonenumber' }, 'phone.number', 'name'],
    // floors and flats
    [
      'a floor typed in a number input',
      { type: 'number', name: 'Floor', label: 'Floor is not mandatory' },
      'location.secondaryAddress',
      'label',
    ],
    ['bg floor', { label: 'Етаж' }, 'location.secondaryAddress', 'label'],
    ['ar apartment number and floor', { label: 'رقم الشقة والطابق' }, 'location.secondaryAddress', 'label'],
    // a date's format names the whole date, in any language's letters
    [
      'de a birth date with its format',
      { name: 'birthDate', label: 'Date of birth (TT.MM.YYY)' },
      'date.birthdate',
      'label',
    ],
    ['tr a birth date with its format', { label: 'Doğum Tarihi (GG/AA/YYYY) *' }, 'date.birthdate', 'label'],
    // an address that lists what it holds
    [
      'es an address listing its street and floor',
      { name: 'street[]', label: 'Dirección (Calle, Nº, Portal, Piso...) *' },
      'location.streetAddress',
      'label',
    ],
    [
      'hu an address listing its street and door',
      { label: 'Cím (Közterület neve, típusa, száma; emelet, ajtó) *' },
      'location.streetAddress',
      'label',
    ],
    [
      'fr an address complement stays the second line',
      { label: 'Adresse complémentaire' },
      'location.secondaryAddress',
      'label',
    ],
    [
      'cs street and house number on a second-line name',
      { name: 'street2', label: 'Ulice a č.p.' },
      'location.streetAddress',
      'label',
    ],
    [
      'a full address by its name',
      { type: 'textarea', name: 'fullAddress', placeholder: 'Street, site, building no, floor' },
      'location.streetAddress',
      'name',
    ],
    // a user-name id beside words that ask for a person's name
    [
      'a user_name beside "Name and Surname"',
      { name: 'user_name', nearbyText: 'Name and Surname' },
      'person.fullName',
      'label',
    ],
    ['a nickname beside "First Name"', { name: 'nickname', nearbyText: 'First Name' }, 'person.firstName', 'label'],
    [
      'bg a user name stays a user name',
      { name: 'username', placeholder: 'Потребителско име' },
      'internet.username',
      'name',
    ],
    // a line's number says where, the words a person reads say what
    [
      'a second line whose placeholder asks for the street number',
      { name: 'line2', placeholder: 'Street number' },
      'location.buildingNumber',
      'placeholder',
    ],
    [
      'a second line whose placeholder asks for a flat',
      { name: 'address2', placeholder: 'Apartment, suite' },
      'location.secondaryAddress',
      'name',
    ],
    [
      'ro house number on a second-line name',
      { name: 'street-2', label: 'Numărul locuinței' },
      'location.buildingNumber',
      'label',
    ],
    ['Patronymic', { label: 'Patronymic' }, 'person.middleName', 'label'],
    [
      'a gender typed in a text box',
      { name: 'freeformGender', placeholder: 'Gender (optional)' },
      'person.sex',
      'name',
    ],
    [
      'a phone number including its area code',
      { type: 'tel', label: 'Your telephone number (including area code)' },
      'phone.number',
      'label',
    ],
    // a site's own autocomplete words read like an id
    ["a site's own autocomplete word", { name: 'number', autocomplete: 'phone' }, 'phone.number', 'name'],
    [
      "a dependent locality's autocomplete is no address",
      { autocomplete: 'address-level4' },
      'lorem.words',
      'fallback',
    ],
    // a date split over boxes that carry the group's label
    [
      'de an expiry box whose placeholder names the month',
      { name: 'billing_creditcard_month', label: 'Gültig bis', placeholder: 'MM' },
      'finance.creditCardExpiryMonth',
      'label',
    ],
    [
      'a birthday box whose placeholder names the year',
      { type: 'tel', name: 'yyyy', label: 'Birthday', placeholder: 'Year' },
      'date.birthdateYear',
      'label',
    ],
    [
      'an expiry whose placeholder shows month and year stays whole',
      { label: 'Expiry date', placeholder: 'MM / YY' },
      'finance.creditCardExpiry',
      'label',
    ],
    [
      "a credit card's year in one word",
      { name: 'creditcard_year', label: 'forms.creditcard.year', placeholder: 'JJJJ' },
      'finance.creditCardExpiryYear',
      'label',
    ],
    // in a name, a specific word after a vague one is the head
    [
      "an address object's country by its id",
      { id: 'delivery_address_country', label: 'Stát' },
      'location.country',
      'name',
    ],
    [
      "an address object's city by its name",
      { name: 'dwfrm_billingAddress_addressFields_city' },
      'location.city',
      'name',
    ],
    [
      'a specific word before a vague one in a name stays a modifier',
      { name: 'postal_address' },
      'location.streetAddress',
      'name',
    ],
    // a time zone is no region of an address, though a region may be called a zone
    ['a time zone', { label: 'Time zone' }, 'location.timeZone', 'label'],
    ['a time zone in one word, in a name', { name: 'user[timezone]' }, 'location.timeZone', 'name'],
    ['a German time zone', { label: 'Zeitzone' }, 'location.timeZone', 'label'],
    ['a French time zone', { label: 'Fuseau horaire' }, 'location.timeZone', 'label'],
    ['a Japanese time zone', { label: 'タイムゾーン' }, 'location.timeZone', 'label'],
    [
      'a list of time zones',
      {
        tag: 'select',
        type: 'select-one',
        label: 'Your time zone',
        options: [{ value: 'Europe/Berlin', text: '(UTC+01:00) Berlin', disabled: false }],
      },
      'location.timeZone',
      'label',
    ],
    ['a zone of an address is still its region', { label: 'Zone' }, 'location.state', 'label'],
    ['a shipping zone too', { label: 'Shipping zone' }, 'location.state', 'label'],
    // how big a company is, not its name
    ["a company's size", { label: 'Company size' }, 'number.int', 'label'],
    ["a company's size by its name", { name: 'company_size' }, 'number.int', 'name'],
    ['a number of employees', { label: 'Number of employees' }, 'number.int', 'label'],
    [
      'a German list of staff numbers',
      {
        tag: 'select',
        type: 'select-one',
        label: 'Mitarbeiterzahl',
        options: [
          { value: '1-10', text: '1-10', disabled: false },
          { value: '11-50', text: '11-50', disabled: false },
        ],
      },
      'number.int',
      'label',
    ],
    ['a company still', { label: 'Company' }, 'company.name', 'label'],
    // custom dropdowns show their choice where a label would be
    ['a custom dropdown showing a US state', { label: 'select', nearbyText: 'Alabama' }, 'location.state', 'label'],
    [
      'the search box of a calling-code picker',
      { label: 'Search', placeholder: 'Search', nearbyText: 'France +33' },
      'phone.countryCode',
      'label',
    ],
    // Japanese names with their part in brackets
    ['ja name (surname)', { label: '名前 (姓) を入力してください', placeholder: '姓' }, 'person.lastName', 'label'],
    ['ja name (given name)', { label: '名前 (名) を入力してください', placeholder: '名' }, 'person.firstName', 'label'],
    ['ja name alone', { label: 'お名前' }, 'person.fullName', 'label'],
    // a day, month or year list of a range is no birth date
    [
      'a day list after "From"',
      {
        tag: 'select',
        type: 'select-one',
        nearbyText: 'From',
        options: Array.from({ length: 31 }, (_, day) => ({ value: `${day + 1}`, text: `${day + 1}`, disabled: false })),
      },
      'helpers.arrayElement',
      'fallback',
    ],
    [
      'a day list with nothing to go by',
      {
        tag: 'select',
        type: 'select-one',
        options: Array.from({ length: 31 }, (_, day) => ({ value: `${day + 1}`, text: `${day + 1}`, disabled: false })),
      },
      'date.birthdateDay',
      'type',
    ],
    // words of the forms in tests/fixtures/labelled
    ['de card holder placeholder', { placeholder: 'Name auf der Karte' }, 'finance.creditCardHolder', 'placeholder'],
    ['pt card holder', { label: 'Nome impresso no cartão' }, 'finance.creditCardHolder', 'label'],
    ['fr card number', { nearbyText: 'Numéro de la carte' }, 'finance.creditCardNumber', 'label'],
    ['pl expiry in one box', { label: 'Data ważności (MM/RR)' }, 'finance.creditCardExpiry', 'label'],
    ['fr house number', { label: 'Numéro de rue' }, 'location.buildingNumber', 'label'],
    ['es street name', { nearbyText: 'Nombre de la vía' }, 'location.street', 'label'],
    ['address line 3', { label: 'Address line 3' }, 'location.secondaryAddress', 'label'],
    ['de address line 2', { label: 'Adresszeile 2' }, 'location.secondaryAddress', 'label'],
    ['nl address line 2 placeholder', { placeholder: 'Adresregel 2' }, 'location.secondaryAddress', 'placeholder'],
    ['it care of', { nearbyText: 'Presso' }, 'location.secondaryAddress', 'label'],
    ['it region', { label: 'Regione' }, 'location.state', 'label'],
    ['pt district', { label: 'Distrito' }, 'location.state', 'label'],
    ['pt area code', { label: 'DDD' }, 'phone.areaCode', 'label'],
    ['pt phone with its area code', { label: 'DDD e número de celular' }, 'phone.number', 'label'],
    ['an extension named after the phone', { name: 'tel_ext' }, 'phone.extension', 'name'],
    ['de display name', { label: 'Anzeigename' }, 'internet.username', 'label'],
    ['fr nickname', { label: 'Pseudo' }, 'internet.username', 'label'],
    ['de employer', { label: 'Arbeitgeber' }, 'company.name', 'label'],
    ['fr contact name', { nearbyText: 'Nom du contact' }, 'person.fullName', 'label'],
    ['ja website', { nearbyText: 'ウェブサイト' }, 'internet.url', 'label'],
    ["es mother's surname", { label: 'Apellido materno' }, 'person.lastName', 'label'],
    ['es contact person', { label: 'Persona de contacto' }, 'person.fullName', 'label'],
    ['nl house number, short', { nearbyText: 'Huisnr.' }, 'location.buildingNumber', 'label'],
    ['de bare number', { label: 'Nummer' }, 'location.buildingNumber', 'label'],
    ['pt profession', { label: 'Profissão' }, 'person.jobTitle', 'label'],
    ['de "Name, Vorname" asks for both', { label: 'Name, Vorname' }, 'person.fullName', 'label'],
    ['de year of birth, one word', { label: 'Geburtsjahr' }, 'date.birthdateYear', 'label'],
    ['pt personal site', { label: 'Site pessoal' }, 'internet.url', 'label'],
    [
      'pt login that takes a tax number too',
      { placeholder: 'E-mail, CPF ou celular' },
      'internet.email',
      'placeholder',
    ],
    ['a sample phone number and nothing else', { placeholder: '(555) 123-4567' }, 'phone.number', 'placeholder'],
    ['a sample date is no phone number', { placeholder: '01-01-1990' }, 'lorem.words', 'fallback'],
  ])('%s', (_, overrides, kind, signal) => {
    expect(classifyField(makeField(overrides))).toEqual({ kind, signal });
  });

  it('reads `user[name]` as the name of a user, not a user name', () => {
    expect(classifyField(makeField({ name: 'user[name]' })).kind).toBe('person.fullName');
  });

  it('names a lone "Nombre" a first name that becomes a full name without a surname field (see classifyFields)', () => {
    expect(classifyField(makeField({ label: 'Nombre' }))).toEqual({
      kind: 'person.firstName',
      signal: 'label',
      alone: 'person.fullName',
    });
  });
});

describe('classifyField: fields never filled', () => {
  it.each<Case>([
    ['type=search', { type: 'search', label: 'Email' }, 'search box', 'type'],
    ['a search label', { label: 'Search' }, 'search box', 'label'],
    ['a German search label', { label: 'Suche' }, 'search box', 'label'],
    ['a Spanish search label', { label: 'Buscar' }, 'search box', 'label'],
    ['the classic q box', { name: 'q' }, 'search box', 'name'],
    // Bug: name and id are matched as one text ("q q"), so the ^q$ rule misses this very common markup.
    ['the classic q box with id q too', { name: 'q', id: 'q' }, 'search box', 'name'],
    ['a search placeholder', { placeholder: 'Search products' }, 'search box', 'placeholder'],
    [
      'a search box beside a list of calling codes',
      { label: 'Search', nearbyText: 'Singapore +65 Spain +34 Sweden +46' },
      'search box',
      'label',
    ],
    [
      'a site search after a menu that names a place',
      { name: 's', placeholder: 'Cerca nel sito', nearbyText: 'Brunch Città Download' },
      'search box',
      'name',
    ],
    [
      'a trap that says it should stay empty',
      { name: 'website', nearbyText: 'Should be empty:' },
      'trap for bots',
      'label',
    ],
    [
      "a field in a honeypot plugin's markup, whatever its label",
      { label: 'Name', trap: true },
      'trap for bots',
      'rule',
    ],
    ['a Chinese query box', { label: '查询网友' }, 'search box', 'label'],
    ['autocomplete one-time-code', { autocomplete: 'one-time-code' }, 'one-time code', 'autocomplete'],
    [
      'a one-time-code autocomplete with a label that would fit',
      { autocomplete: 'one-time-code', label: 'Phone' },
      'one-time code',
      'autocomplete',
    ],
    ['an OTP name', { name: 'otp' }, 'one-time code', 'name'],
    ['a verification code label', { label: 'Verification code' }, 'one-time code', 'label'],
    ['a captcha', { label: 'Type the characters (CAPTCHA)' }, 'captcha', 'label'],
    ['a coupon', { label: 'Promo code' }, 'coupon code', 'label'],
    [
      'a coupon its own label names, whatever its name',
      { name: 'email_coupon', label: 'Coupon code' },
      'coupon code',
      'label',
    ],
    ['a gift card with an email type', { type: 'email', label: 'Gift card' }, 'coupon code', 'label'],
    // numbers an authority gives and checks: a made-up one fails, an empty optional one passes
    ['a VAT number', { label: 'VAT number' }, 'tax or company number', 'label'],
    [
      "a company's VAT, not its name",
      { label: 'Company VAT', name: 'dwfrm_billing_addressFields_vat' },
      'tax or company number',
      'label',
    ],
    ['a VAT number by its name alone', { name: 'billing[vatNumber]' }, 'tax or company number', 'name'],
    ['a German VAT id', { label: 'USt-IdNr.' }, 'tax or company number', 'label'],
    ['an Italian VAT number', { label: 'Partita IVA' }, 'tax or company number', 'label'],
    ['a Polish tax number', { label: 'NIP' }, 'tax or company number', 'label'],
    ['a Czech tax number', { label: 'DIČ' }, 'tax or company number', 'label'],
    ['a Brazilian CPF', { label: 'CPF - Cadastro de Pessoas Físicas' }, 'tax or company number', 'label'],
    ['a company registration number', { label: 'Company registration number' }, 'tax or company number', 'label'],
    ['a Dutch chamber of commerce number', { label: 'KvK-nummer' }, 'tax or company number', 'label'],
  ])('%s', (_, overrides, skip, signal) => {
    expect(classifyField(makeField(overrides))).toEqual({ skip, signal });
  });

  it.each<[string, Partial<FieldDescription>, string]>([
    [
      'a country asked for beside a tax number',
      { name: 'customer_vat_payer_reg_country_code', nearbyText: 'DIČ' },
      'location.country',
    ],
    [
      "a year list after a tax number's label",
      {
        tag: 'select',
        type: 'select-one',
        name: 'aaaa',
        nearbyText: '# Codice fiscale:',
        options: ['1980', '1981', '1982'].map((text) => ({ value: text, text, disabled: false })),
      },
      'date.birthdateYear',
    ],
    ['the Vatican', { label: 'Vatican' }, 'location.country'],
  ])('fills %s', (_, overrides, kind) => {
    expect(classifyField(makeField(overrides)).kind).toBe(kind);
  });
});
