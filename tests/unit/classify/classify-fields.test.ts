import { describe, expect, it } from 'vitest';
import { classifyFields } from '@/utils/classify/classify-fields';
import { classifyField } from '@/utils/classify/classify-field';
import type { FieldDescription } from '@/utils/fields/field-description';
import { makeField } from '../support/make-field';

const page = (fields: Array<Partial<FieldDescription>>) =>
  classifyFields(fields.map((field, index) => makeField({ index, ...field }))).map(
    (result) => result.kind ?? result.skip,
  );

describe('classifyFields: kinds that depend on the neighbours', () => {
  it.each<[string, Array<Partial<FieldDescription>>, Array<string | undefined>]>([
    [
      'a street beside a house number holds the street name only',
      [{ label: 'Straße' }, { label: 'Hausnummer' }, { label: 'PLZ' }],
      ['location.street', 'location.buildingNumber', 'location.zipCode'],
    ],
    [
      'a street with no house number field is the whole street address',
      [{ label: 'Straße' }, { label: 'PLZ' }, { label: 'Ort' }],
      ['location.streetAddress', 'location.zipCode', 'location.city'],
    ],
    [
      'a "Street name" with no house number field takes the whole street address',
      [{ label: 'Street name' }, { label: 'City' }],
      ['location.streetAddress', 'location.city'],
    ],
    [
      'a "Street name" beside a house number stays the street name',
      [{ label: 'Street name' }, { label: 'House number' }],
      ['location.street', 'location.buildingNumber'],
    ],
    [
      'a street that asks for its number too holds both beside a building number',
      [{ label: 'Street address', placeholder: 'House Number and Street Name' }, { label: 'Building number' }],
      ['location.streetAddress', 'location.buildingNumber'],
    ],
    [
      'a full address beside a house number holds both',
      [{ label: 'Inserisci il tuo indirizzo completo' }, { label: 'Numero civico' }],
      ['location.streetAddress', 'location.buildingNumber'],
    ],
    [
      'a house number far away does not count',
      [{ label: 'Street' }, {}, {}, {}, {}, {}, { label: 'House number' }],
      [
        'location.streetAddress',
        'lorem.words',
        'lorem.words',
        'lorem.words',
        'lorem.words',
        'lorem.words',
        'location.buildingNumber',
      ],
    ],
    [
      '"Nombre" with "Apellidos" is a first name',
      [{ label: 'Nombre' }, { label: 'Apellidos' }],
      ['person.firstName', 'person.lastName'],
    ],
    [
      'a lone "Nombre" is a full name',
      [{ label: 'Nombre' }, { label: 'Correo' }],
      ['person.fullName', 'internet.email'],
    ],
    [
      '"Name" right beside "Vorname" (and no surname field) is the surname',
      [{ label: 'Vorname' }, { label: 'Name' }, { label: 'E-Mail' }],
      ['person.firstName', 'person.lastName', 'internet.email'],
    ],
    [
      '"Name" beside a first name of another form stays the full name',
      [
        { label: 'Vorname', formIndex: 0 },
        { label: 'Name', formIndex: 1 },
      ],
      ['person.firstName', 'person.fullName'],
    ],
    [
      'a bare "Number" among card fields is the card number',
      [{ label: 'Name on card' }, { label: 'Number' }, { label: 'CVC' }],
      ['finance.creditCardHolder', 'finance.creditCardNumber', 'finance.creditCardCVV'],
    ],
    [
      'a bare "Name" and "Nummer" in a card\'s block are its holder and number',
      [{ label: 'Name' }, { label: 'Nummer' }, { label: 'Gültig bis', placeholder: 'MM/JJ' }, { label: 'CVC' }],
      ['finance.creditCardHolder', 'finance.creditCardNumber', 'finance.creditCardExpiry', 'finance.creditCardCVV'],
    ],
    [
      'a "First name" and "Last name" before a card\'s number are its holder\'s given and family names',
      [{ label: 'First name' }, { label: 'Last name' }, { label: 'Card number' }, { label: 'CVC' }],
      [
        'finance.creditCardHolderFirstName',
        'finance.creditCardHolderLastName',
        'finance.creditCardNumber',
        'finance.creditCardCVV',
      ],
    ],
    [
      'a "Prénom" whose name says card holder is the holder\'s, and so is the "Nom" beside it',
      [{ label: 'Prénom', name: 'cardHolderFirstName' }, { label: 'Nom', name: 'holder_nom' }, { label: 'Adresse' }],
      ['finance.creditCardHolderFirstName', 'finance.creditCardHolderLastName', 'location.streetAddress'],
    ],
    [
      'a billing address\'s "Vorname" and "Nachname" after a card\'s code stay a person\'s',
      [{ label: 'Kartennummer' }, { label: 'CVC' }, { label: 'Vorname' }, { label: 'Nachname' }, { label: 'Firma' }],
      ['finance.creditCardNumber', 'finance.creditCardCVV', 'person.firstName', 'person.lastName', 'company.name'],
    ],
    [
      'a "Name" between a card block and an address stays a person\'s name',
      [{ label: 'Card number' }, { label: 'CVC' }, { label: 'Name' }, { label: 'Address' }, { label: 'City' }],
      [
        'finance.creditCardNumber',
        'finance.creditCardCVV',
        'person.fullName',
        'location.streetAddress',
        'location.city',
      ],
    ],
    [
      'a bare "Number" beside a street stays the house number, card fields or not',
      [{ label: 'Street' }, { label: 'Number' }, { label: 'Card number' }],
      ['location.street', 'location.buildingNumber', 'finance.creditCardNumber'],
    ],
    [
      'a phone split over area, prefix and line boxes: the named prefix is the local number',
      [
        { name: 'phone_area', maxLength: 3 },
        { name: 'phone_prefix', maxLength: 3 },
        { name: 'phone_line', maxLength: 4 },
      ],
      ['phone.areaCode', 'phone.localNumber', 'phone.localNumber'],
    ],
    [
      'a box its words call a prefix, after an area code its label names, is the local number, and so is a suffix',
      [
        { name: 'areaCode', label: 'areaCode', maxLength: 3 },
        { name: 'phonePrefix', label: 'phonePrefix', maxLength: 3 },
        { name: 'phoneSuffix', label: 'phoneSuffix', maxLength: 4 },
      ],
      ['phone.areaCode', 'phone.localNumber', 'phone.localNumber'],
    ],
    [
      'a birth date in three boxes whose masks and names say their parts',
      [
        { name: 'dob_m', label: 'Date of birth', value: 'MM' },
        { name: 'dob_d', label: 'Date of birth', value: 'DD' },
        { name: 'dob_y', label: 'Date of birth', value: 'YYYY' },
      ],
      ['date.birthdateMonth', 'date.birthdateDay', 'date.birthdateYear'],
    ],
    [
      'a birth date in three boxes, the four-digit year first: month and day after it',
      [
        { name: 'birth_1', nearbyText: 'Birthday', maxLength: 4 },
        { name: 'birth_2', nearbyText: 'Birthday', maxLength: 2 },
        { name: 'birth_3', nearbyText: 'Birthday', maxLength: 2 },
      ],
      ['date.birthdateYear', 'date.birthdateMonth', 'date.birthdateDay'],
    ],
    [
      'a birth date in three boxes, the year last: day and month before it',
      [
        { name: 'geb1', label: 'Geburtsdatum', maxLength: 2 },
        { name: 'geb2', label: 'Geburtsdatum', maxLength: 2 },
        { name: 'geb3', label: 'Geburtsdatum', maxLength: 4 },
      ],
      ['date.birthdateDay', 'date.birthdateMonth', 'date.birthdateYear'],
    ],
    [
      'three birth date boxes that place no year are left whole',
      [
        { name: 'birth_a', label: 'Date of birth' },
        { name: 'birth_b', label: 'Date of birth' },
        { name: 'birth_c', label: 'Date of birth' },
      ],
      ['date.birthdate', 'date.birthdate', 'date.birthdate'],
    ],
    [
      'a phone prefix before the number stays the calling code',
      [{ name: 'phone_prefix', maxLength: 4 }, { name: 'phone_number' }],
      ['phone.countryCode', 'phone.number'],
    ],
    [
      'a wordless box showing a sample number after a short phone box is the rest of the number',
      [{ label: 'Phone', placeholder: '02', maxLength: 2 }, { placeholder: '9876 5432' }],
      ['phone.areaCode', 'phone.localNumber'],
    ],
    [
      'of two "Address" fields in a row, the second is line 2',
      [{ label: 'Address' }, { label: 'Address' }, { label: 'City' }],
      ['location.streetAddress', 'location.secondaryAddress', 'location.city'],
    ],
    [
      'an address field with no words of its own after "Address" is line 2',
      [{ label: 'Address' }, { name: 'addr' }, { label: 'City' }],
      ['location.streetAddress', 'location.secondaryAddress', 'location.city'],
    ],
    [
      'two different street address fields stay apart',
      [{ label: 'Address' }, { label: 'Street address', autocomplete: 'street-address' }],
      ['location.streetAddress', 'location.streetAddress'],
    ],
    [
      '"Name" beside "Surname" is the given name',
      [{ label: 'Name' }, { label: 'Surname' }],
      ['person.firstName', 'person.lastName'],
    ],
    [
      '"Name" beside "First name" and "Surname" stays what it was',
      [{ label: 'First name' }, { label: 'Surname' }, { label: 'Name' }],
      ['person.firstName', 'person.lastName', 'person.fullName'],
    ],
    ['a lone "Name" is a full name', [{ label: 'Name' }, { label: 'Email' }], ['person.fullName', 'internet.email']],
    [
      'a phone number in three boxes',
      [
        { label: 'Phone', maxLength: 3 },
        { name: 'phone2', maxLength: 3 },
        { name: 'phone3', maxLength: 4 },
      ],
      ['phone.areaCode', 'phone.localNumber', 'phone.localNumber'],
    ],
    [
      'a phone number in boxes shown by their placeholders',
      [
        { name: 'tel1', placeholder: '000' },
        { name: 'tel2', placeholder: '0000' },
        { name: 'tel3', placeholder: '0000' },
      ],
      ['phone.areaCode', 'phone.localNumber', 'phone.localNumber'],
    ],
    [
      'a phone and a mobile in three boxes each are two numbers, not one of six boxes',
      [
        { label: 'Phone', maxLength: 3 },
        { label: 'Phone', maxLength: 3 },
        { label: 'Phone', maxLength: 4 },
        { label: 'Mobile', maxLength: 3 },
        { label: 'Mobile', maxLength: 3 },
        { label: 'Mobile', maxLength: 4 },
      ],
      [
        'phone.areaCode',
        'phone.localNumber',
        'phone.localNumber',
        'phone.areaCode',
        'phone.localNumber',
        'phone.localNumber',
      ],
    ],
    [
      'a calling code box and the number',
      [{ type: 'tel', placeholder: '+49' }, { label: 'Phone' }],
      ['phone.countryCode', 'phone.localNumber'],
    ],
    [
      'a box with no words before a phone number is its calling-code picker',
      [{ label: 'Email' }, {}, { label: 'Phone' }],
      ['internet.email', 'phone.countryCode', 'phone.number'],
    ],
    [
      'a box with no words after a phone number stays what it was',
      [{ label: 'Phone' }, {}],
      ['phone.number', 'lorem.words'],
    ],
    [
      'a phone and a mobile side by side stay whole',
      [{ label: 'Phone' }, { label: 'Mobile' }],
      ['phone.number', 'phone.number'],
    ],
    [
      'a short code box beside a phone stays what it was',
      [{ label: 'Phone', maxLength: 4, placeholder: 'Enter the code' }, { label: 'Phone' }],
      ['phone.number', 'phone.number'],
    ],
    [
      'a lone "Destinatario" or "Attn" is a full name',
      [{ label: 'Destinatario' }, { name: 'attn' }, { label: 'Email' }],
      ['person.fullName', 'person.fullName', 'internet.email'],
    ],
    [
      '"Recipient" names whose name, not which part',
      [{ name: 'recipientFirstName' }, { name: 'recipientLastName' }],
      ['person.firstName', 'person.lastName'],
    ],
    [
      'an explicit "First name" stays a first name, even alone',
      [{ label: 'First name' }, { label: 'Email' }],
      ['person.firstName', 'internet.email'],
    ],
  ])('%s', (_, fields, kinds) => {
    expect(page(fields)).toEqual(kinds);
  });
});

describe('classifyFields: forms', () => {
  it('names the one text field of a login form the user name', () => {
    const kinds = page([
      { label: 'Name', formIndex: 0 },
      { type: 'password', label: 'Password', formIndex: 0 },
    ]);
    expect(kinds).toEqual(['internet.username', 'internet.password']);
  });

  it('keeps an email the email in a login form', () => {
    expect(
      page([
        { label: 'Email', formIndex: 0 },
        { type: 'password', formIndex: 0 },
      ]),
    ).toEqual(['internet.email', 'internet.password']);
  });

  it('leaves a signup form alone', () => {
    const kinds = page([
      { label: 'Name', formIndex: 0 },
      { label: 'Email', formIndex: 0 },
      { type: 'password', formIndex: 0 },
    ]);
    expect(kinds).toEqual(['person.fullName', 'internet.email', 'internet.password']);
  });

  it('turns a bare month and year beside a card number into its expiry', () => {
    const kinds = page([{ label: 'Card number' }, { label: 'MM' }, { label: 'YY' }, { label: 'CVC' }]);
    expect(kinds).toEqual([
      'finance.creditCardNumber',
      'finance.creditCardExpiryMonth',
      'finance.creditCardExpiryYear',
      'finance.creditCardCVV',
    ]);
  });

  it('skips the criteria of a form that searches the site, but not the place it searches near', () => {
    const search = { formIndex: 0, formText: 'product-search /search Search' };
    expect(
      page([
        { label: 'Company', ...search },
        { label: 'Zip code', ...search },
      ]),
    ).toEqual(['search form', 'location.zipCode']);
  });

  it.each([
    ['(Todas las provincias)', 'Provincia'],
    ['All countries', 'Country'],
    ['– Alle Länder –', 'Land'],
    ['すべての都道府県', '都道府県'],
  ])(
    'leaves a list of places that first offers "%s" empty wherever it is: a filter, not an address',
    (first, label) => {
      const options = [
        { value: '', text: first, disabled: false },
        { value: 'x', text: 'Madrid', disabled: false },
      ];
      expect(page([{ tag: 'select', type: 'select-one', label, options }])).toEqual([
        'a filter: it offers every place',
      ]);
    },
  );

  it('fills a list of places that invites a choice, or whose autocomplete names the place', () => {
    const options = (first: string) => [
      { value: '', text: first, disabled: false },
      { value: 'x', text: 'Madrid', disabled: false },
    ];
    expect(
      page([{ tag: 'select', type: 'select-one', label: 'Provincia', options: options('Elige una provincia') }]),
    ).toEqual(['location.state']);
    expect(
      page([
        {
          tag: 'select',
          type: 'select-one',
          label: 'Region',
          autocomplete: 'address-level1',
          options: options('All regions'),
        },
      ]),
    ).toEqual(['location.state']);
  });

  it('skips a search form\'s vague place ("Your location" in a job search), not one named as a part of an address', () => {
    const jobs = { formIndex: 0, formText: 'job-search Search' };
    expect(page([{ label: 'Your location', placeholder: 'e.g. London', ...jobs }])).toEqual(['search form']);
    expect(page([{ label: 'Location (postcode)', ...jobs }])).toEqual(['location.zipCode']);
    expect(page([{ label: 'Your location' }])).toEqual(['location.city']);
  });

  it('skips a vague place right beside a search box, even in a form around the whole page', () => {
    // ASP.NET's one form holds the page's sign-up fields and its job search alike.
    const page1 = { formIndex: 0, formText: 'aspnetForm /Default.aspx' };
    const what = { label: 'Search by keyword', placeholder: 'e.g. personal assistant', ...page1 };
    const where = { label: 'Your location', placeholder: 'e.g. London', ...page1 };
    const signup = [
      { label: 'First name', ...page1 },
      { label: 'Email', ...page1 },
      { label: 'Phone', ...page1 },
      { label: 'Company', ...page1 },
    ];
    expect(page([...signup, what, where])).toEqual([
      'person.firstName',
      'internet.email',
      'phone.number',
      'company.name',
      'search box',
      'search form',
    ]);
    expect(page([where, what, ...signup]).slice(0, 2)).toEqual(['search form', 'search box']);
    // A place named as a part of an address, a search box in another form, or one further away: filled.
    expect(page([what, { ...where, label: 'Postcode', placeholder: '' }])).toEqual(['search box', 'location.zipCode']);
    expect(page([{ ...what, formIndex: 1 }, where])).toEqual(['search box', 'location.city']);
    expect(
      page([
        { ...what, formIndex: -1 },
        { ...where, formIndex: -1 },
      ]),
    ).toEqual(['search box', 'location.city']);
    expect(page([what, { label: 'Email', ...page1 }, where])).toEqual([
      'search box',
      'internet.email',
      'location.city',
    ]);
    // Beside an address finder, "Your location" is part of the address being entered.
    const finder = { placeholder: 'Search by street name, landmark or area...', ...page1 };
    expect(page([finder, { ...where, placeholder: 'Your Location eg. Degla, Maadi', label: '' }])).toEqual([
      'search box',
      'location.city',
    ]);
  });

  it('leaves a form with a password or many text fields alone, whatever its button says', () => {
    const login = { formIndex: 0, formText: 'account-search Search' };
    expect(
      page([
        { label: 'Name', ...login },
        { type: 'password', ...login },
      ]),
    ).toEqual(['internet.username', 'internet.password']);
    const long = { formIndex: 0, formText: '/search-partner' };
    expect(
      page([
        { label: 'First name', ...long },
        { label: 'Last name', ...long },
        { label: 'Company', ...long },
        { label: 'Email', ...long },
      ]),
    ).toEqual(['person.firstName', 'person.lastName', 'company.name', 'internet.email']);
  });

  it('reads a lone bare "Tag" or "Day" as no part of a birth date', () => {
    expect(page([{ label: 'Tag' }, { label: 'Email' }])).toEqual(['lorem.words', 'internet.email']);
    expect(page([{ label: 'Year of birth' }, { label: 'Email' }])).toEqual(['date.birthdateYear', 'internet.email']);
  });

  it('reads a bare day, month and year elsewhere as a birth date', () => {
    expect(page([{ label: 'Day' }, { label: 'Month' }, { label: 'Year' }])).toEqual([
      'date.birthdateDay',
      'date.birthdateMonth',
      'date.birthdateYear',
    ]);
  });
});

describe('classifyFields with classifications made earlier', () => {
  const fields = [
    makeField({ index: 0, label: 'Straße' }),
    makeField({ index: 1, label: 'Hausnummer' }),
    makeField({ index: 2, label: 'Notes' }),
  ];

  it("gives what classifying them again gives (the worker classifies a long page's first fields early)", () => {
    const early = new Map(fields.slice(0, 2).map((field) => [field, classifyField(field)]));
    expect(classifyFields(fields, (field) => early.get(field))).toEqual(classifyFields(fields));
  });

  it("takes an earlier classification as the field's own, and still reads it beside its neighbours", () => {
    const asked: number[] = [];
    const known = (field: FieldDescription) => {
      asked.push(field.index);
      return field.index === 0 ? ({ kind: 'location.streetAddress', signal: 'label' } as const) : undefined;
    };
    const kinds = classifyFields([{ ...fields[0]!, label: '' }, fields[1]!], known).map((result) => result.kind);
    expect(asked).toEqual([0, 1]);
    // The first field has no words now: only the earlier classification names it, and the house number beside it makes it the street.
    expect(kinds).toEqual(['location.street', 'location.buildingNumber']);
  });
});
