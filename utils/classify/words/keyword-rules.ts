import type { FieldKind } from '../../fields/field-kinds';

/**
 * Keyword rules, most specific first: "company name" must win over "name",
 * "address line 2" over "address". Keywords are written in plain words and
 * compiled by compile-keywords.ts:
 * - a space is optional ("first name" also matches "firstname");
 * - `*` at an end lets the word go on (`telefon*` matches "telefonnummer");
 * - `^word$` must be the whole text;
 * - Chinese, Japanese, Korean and Thai keywords match anywhere.
 * Languages: those of faker's main locales (en, de, fr, es, it, pt, nl, pl, sv,
 * da, fi, nb, cs, ru, uk, tr, ja, zh, ko), with Arabic for the Gulf pages.
 * Code refers to a rule by its `name`, never by its words.
 */
export interface KeywordRule<Name extends string = string> {
  name: Name;
  kind: FieldKind;
  words: readonly string[];
  /** A generic rule ("name", "address") yields to a specific one from a weaker signal. */
  generic?: boolean;
  /** What the kind becomes when the form has no partner field: a lone "Nombre" is a full name. */
  alone?: FieldKind;
  /** Input types the rule applies to, when its words are too vague elsewhere ("code" on a tel field). */
  only?: readonly string[];
  /** What a generic kind becomes beside its partner field: "Name" beside "Surname" is the first name. */
  paired?: FieldKind;
  /** Words for a street (not a whole address): with a house number they make a street address. */
  street?: boolean;
  /** Words for a street and its house number together ("Street and number"). */
  withNumber?: boolean;
  /** Names one part of a person's name outright, even beside words for the whole ("お名前（姓）"). */
  onePart?: boolean;
  /** Words that name whose the field is, not what: the words after them name the field (`job_location`). */
  owner?: OwnerWords;
  /** A list whose options name one of these asks for another kind: "Credit card" offering Visa, Amex asks for the card's type. */
  listOf?: { options: readonly string[]; kind: FieldKind };
  /** In a name or id the last word is the head: `phone_DELIVERY_prefix` is the phone's calling code. */
  lastWordInNames?: { words: readonly string[]; unless: readonly string[]; kind: FieldKind };
}

/**
 * An owner word ("job", "company", "credit card") and when the words after it,
 * not the owner, name the field: when they name another kind that fits it.
 */
export interface OwnerWords {
  /** The owner's words; the rule's own words when left out. */
  words?: readonly string[];
  /** Words right after the owner that still ask for the rule's kind ("Job title", "Company name", "Company or address"). */
  keeps?: readonly string[];
  /** Only in a name or id (`creditCard_cvv`); people's words ("Credit card number") keep the rule. */
  namesOnly?: true;
  /** In a name or id any word after the owner does (`job-where` in a job search), naming a kind or not. */
  anyWordInNames?: true;
  /** Only a specific kind after it counts: "address" alone is too vague. */
  specific?: true;
}

/** Keeps each rule's name as a literal type, so a misspelt name is a type error. */
function defineRules<const Name extends string>(rules: ReadonlyArray<KeywordRule<Name>>): ReadonlyArray<KeywordRule<Name>> {
  return rules;
}

export const KEYWORD_RULES = defineRules([
  { name: 'cardHolder', kind: 'finance.creditCardHolder', words: ['card holder*', 'cardholder*', 'name on card', 'name on the card', 'name of card', 'card name', 'cc name', 'ccname', 'name on credit card', 'karteninhaber*', 'name des karteninhabers', 'titular*', 'nombre en la tarjeta', 'nom sur la carte', 'titulaire*', 'intestatario*', 'titolare*', 'card owner*', 'cardowner*', 'account holder*', 'kontoinhaber*', 'as it appears on card', 'as it appears on the card', 'as it appears on your card', 'as shown on card', 'as shown on the card', 'ονοματεπωνυμο στην καρτα', 'ονομα στην καρτα', 'nome sulla carta', 'nome no cartao', 'posiadacz*', 'kaarthouder*', 'kortinnehavare', 'kortholder', 'kortin haltija', 'drzitel karty', 'владелец карты', 'имя на карте', 'kart sahibi', 'カード名義*', '名義人', '持卡人*', '카드 소유자'] },
  { name: 'cardNumber', kind: 'finance.creditCardNumber', owner: { namesOnly: true, specific: true }, listOf: { kind: 'finance.creditCardIssuer', options: ['visa', 'master card', 'american express', 'amex', 'discover', 'maestro', 'jcb', 'diners'] }, words: ['card number', 'card no', 'card num*', 'cc number', 'ccnum*', 'cc no', 'credit card', 'creditcard', 'debit card', 'kartennummer', 'kreditkartennummer', 'kreditkarte*', 'numero de tarjeta', 'numero tarjeta', 'numero de carte', 'numero carte', 'numero della carta', 'numero carta', 'numero do cartao', 'numer karty', 'kaartnummer', 'kortnummer', 'korttinumero', 'cislo karty', 'номер карты', 'kart numarasi', 'kart no', 'カード番号', '卡号', '信用卡号*', '카드 번호', '카드번호', 'card pan', '^pan$', '^card$'] },
  { name: 'cardCode', kind: 'finance.creditCardCVV', words: ['cvc*', 'cvv*', 'cvn', 'csc', '^cid$', 'ccv', 'security code', 'card code', 'card verification*', 'verification number', 'sicherheitscode', 'prufnummer', 'prufziffer', 'kartenprufnummer', 'codigo de seguridad', 'cryptogramme', 'code de securite', 'codice di sicurezza', 'codigo de seguranca', 'kod zabezpieczajacy', 'beveiligingscode', 'sakerhetskod', 'turvakoodi', 'bezpecnostni kod', 'код безопасности', 'guvenlik kodu', 'セキュリティコード', '安全码', '보안 코드'] },
  { name: 'cardType', kind: 'finance.creditCardIssuer', words: ['card type', 'cc type', 'cctype', 'card brand', 'kartentyp', 'kartenart', 'tipo de tarjeta', 'type de carte', 'tipo di carta', 'tipo de cartao', 'rodzaj karty', 'kaarttype', 'тип карты', 'kart tipi', 'カードの種類', '卡类型'] },
  { name: 'email', kind: 'internet.email', words: ['surel', 'surat elektronik', 'ηλεκτρονικο ταχυδρομειο', 'e mail cim', 'e mail*', 'email*', '*email', 'mail', '*mail', 'mail address', 'correo*', 'courriel', 'e posta', 'eposta', 'epost*', 'sahkoposti*', 'почта', 'почты', 'электронн*', 'メール*', '邮箱', '邮件', '電子郵件', '電郵', '이메일', 'البريد', 'ایمیل', 'newsletter*', '*newsletter', 'sendto'] },
  { name: 'passwordHint', kind: 'lorem.words', words: ['password hint', 'hint', 'security question', 'security answer', 'secret question', 'secret answer'] },
  /** The names of things, not of people: "Hotel name" asks for no person's name. */
  { name: 'thingName', kind: 'lorem.words', words: ['hotel name', 'project name', 'product name', 'product tag*', 'item name', 'shop name', 'store name', 'publication name', 'event name', 'file name', 'filename', 'domain name', 'site name', 'website name', 'team name', 'group name', 'list name', 'tag name', 'filter name', 'name your filter', 'pet name', 'brand name', 'model name', 'course name', 'book title', 'nom du projet', 'nombre del proyecto', 'projektname', 'nome del progetto', 'nom de la boutique', 'nombre de la tienda', 'nome do projeto'] },
  { name: 'password', kind: 'internet.password', words: ['kata sandi', 'mat khau', '^κωδικος$', 'κωδικος προσβασης', 'jelszo', 'parola', 'password*', '*password', 'passwort*', 'kennwort', 'mot de passe', 'contrasena', 'contrasenya', 'senha', 'haslo', 'wachtwoord', 'losenord', 'adgangskode', 'passord', 'salasana', 'heslo', 'пароль', 'sifre', 'パスワード', '密码', '密碼', '비밀번호', 'كلمة المرور', 'pwd', 'pass', 'passwd', '^pw$'] },
  { name: 'username', kind: 'internet.username', words: ['user name', 'username', 'user id', 'userid', 'login*', 'log in', '^log$', 'logon*', 'benutzer*', 'nutzername', 'nom d utilisateur', 'identifiant', 'nombre de usuario', 'nome de utilizador', 'nome de usuario', 'prihlasovaci*', 'usuario', 'utente', 'nome utente', 'gebruikersnaam', 'uzytkownik*', 'kayttajatunnus', 'brukernavn', 'anvandarnamn', 'brugernavn', 'uzivatelske jmeno', 'потребителско име', 'korisnicko ime', 'uporabnisko ime', 'логин', 'имя пользователя', 'kullanici adi', 'ユーザー名', 'ユーザid', '用户名', '帳號', '아이디', '사용자 이름', 'nickname', 'nick', 'screen name', 'display name', 'public name', 'account name', '^user$', 'member id', 'customer id', 'user account', 'membership id', 'vartotoj*', 'prisijungim*'] },
  { name: 'addressLine2', kind: 'location.secondaryAddress', words: ['address line 2', 'address line two', 'address 2', 'addr 2', 'line 2', 'street 2', 'street address 2', 'street line 2', 'apartment*', 'apt*', 'suite', 'unit', 'flat', 'floor', 'building', 'bldg', 'adresszusatz', 'zusatz*', 'address addition', 'additional address', 'address supplement', 'complement*', 'appartement', 'etage', 'stockwerk', 'piso', 'departamento', 'depto', 'dpto', 'numero interior', 'interior', 'escalera', 'puerta', 'bloque', 'batiment', 'residence', 'lieu dit', 'scala', 'piano', 'mieszkanie', 'nr lokalu', 'lokal', 'toevoeging', 'huisnummer toevoeging', 'c o', 'care of', 'indirizzo 2', 'direccion 2', 'adresse 2', 'endereco 2', 'квартира', 'daire', '建物*', '住所2', '地址2', '주소 2', 'address ext*', 'address extra', 'second line', 'address second line', 'stairs', 'staircase', 'stiege', 'block', 'block number', 'letterbox', 'boite', 'mailbox', 'building name', 'villa', 'additional info*', 'additional information', 'additional delivery info*', 'informations complementaires', 'informacion adicional', 'informazioni aggiuntive', 'informacoes adicionais', 'informatii suplimentare', 'emelet', 'ajto', 'epulet', 'lepcsohaz', 'stair house', 'zusatzinformation*', 'dodatkowe informacje', 'address complement', 'address row 2', 'row 2', 'address two', 'street two', 'door', 'porte', 'entrance', 'doorbell', 'bell', 'landmark', 'nearest landmark', 'punto de referencia', 'ponto de referencia', 'entre calle*', 'riga 2', 'подъезд', 'домофон', 'этаж', 'етаж', 'الشقة', 'الطابق', 'رقم الشقة'] },
  { name: 'jobTitle', kind: 'person.jobTitle', owner: { words: ['job', 'jobs'], keeps: ['title', 'position', 'role', 'name', 'designation', 'function'], anyWordInNames: true }, words: ['job title', 'organization title', 'organisation title', 'business title', 'job*', 'position', 'occupation', 'beruf*', 'profession*', 'cargo', 'puesto', 'fonction', 'functie', 'stanowisko', 'designation', 'должность', 'meslek', '役職', '职位', '직책'] },
  /** How big a company is, not its name: "Company size", "Number of employees" (a list of ranges, or a number). */
  { name: 'companySize', kind: 'number.int', words: ['company size', 'size of company', 'business size', 'organization size', 'organisation size', 'team size', 'employees', 'number of employees', 'employee count', 'headcount', 'unternehmensgrosse', 'firmengrosse', 'mitarbeiterzahl', 'anzahl mitarbeiter', 'anzahl der mitarbeiter', 'taille de l entreprise', 'nombre d employes', 'nombre de salaries', 'tamano de la empresa', 'numero de empleados', 'dimensione azienda', 'numero di dipendenti', 'tamanho da empresa', 'numero de funcionarios', 'bedrijfsgrootte', 'aantal medewerkers', 'wielkosc firmy', 'liczba pracownikow', 'foretagsstorlek', 'antal anstallda', 'численность сотрудников', 'размер компании', '従業員数', '企业规模', '员工人数', '직원 수'] },
  // "Company or address" offers a choice, which companyOrAddress reads.
  { name: 'company', kind: 'company.name', owner: { words: ['company', 'organization', 'organisation', 'business', 'employer', 'employers', 'organizations', 'organisations'], keeps: ['name', 'names', 'legal name', 'trading name', 'registered name', 'title', 'or', 'oder', 'ou', 'o', 'of'] }, words: ['company*', '*company', 'εταιρ*', 'επωνυμια', 'الشركة', 'organization*', 'organisation*', 'business name', 'firma*', 'firmenname', 'unternehmen', 'empresa', 'nombre de la empresa', 'societe', 'entreprise', 'raison sociale', 'azienda', 'ragione sociale', 'bedrijf*', 'foretag', 'virksomhed', 'yritys', 'spolecnost', 'organizacja', 'компания', 'организация', 'sirket', '会社*', '公司', '회사', 'employer', '^org$', 'institution'] },
  { name: 'honorific', kind: 'person.prefix', words: ['salutation', 'anrede', '^title$', 'name title', 'honorific*', 'prefix', 'tratamiento', 'titolo', 'aanhef', 'zwrot', 'titel', 'обращение', 'hitap', '敬称', '称谓', '호칭'] },
  { name: 'nameSuffix', kind: 'person.suffix', words: ['suffix', 'name suffix', 'namenszusatz'] },
  { name: 'sex', kind: 'person.sex', words: ['civilite', 'titre de civilite', 'civility', 'gender', 'sex', 'geschlecht', 'genre', 'sexe', 'sexo', 'genero', 'sesso', 'geslacht', 'plec', 'kon', 'kjonn', 'sukupuoli', 'pohlavi', 'пол', 'стать', 'cinsiyet', '性別', '性别', '성별', 'الجنس'] },
  { name: 'addressLine1', kind: 'location.streetAddress', words: ['address line 1', 'address line one', 'address 1', 'addr 1', 'line 1', 'street address'] },
  /** The full address, house number and all, whatever stands beside it. */
  { name: 'fullAddress', kind: 'location.streetAddress', withNumber: true, words: ['full address', 'complete address', 'whole address', 'indirizzo completo', 'direccion completa', 'adresse complete', 'endereco completo', 'vollstandige adresse', 'pelny adres', 'полный адрес'] },
  /** A street with its house number: the field holds both, whatever stands beside it. */
  { name: 'streetAndNumber', kind: 'location.streetAddress', withNumber: true, words: ['street and number', 'street name no', 'street and house number', 'street no', 'strasse und hausnummer', 'strasse hausnummer', 'strasse nr', 'strasse und nr', 'calle y numero', 'rue et numero', 'via e numero', 'rua e numero', 'straat en huisnummer', 'ulica i numer', 'street name number', 'street name and number', 'house number and street', 'street house number', 'address with house number', 'straat huisnummer', 'calle numero', 'rue numero', 'utca hazszam', 'ulice a c p', 'ulice a cislo*'] },
  { name: 'streetName', kind: 'location.street', words: ['street name', 'name of the street', 'streetname', 'nome da rua', 'nombre de la calle', 'nom de rue', 'nom de la rue', 'strassenname', 'nome via', 'straatnaam', 'nazwa ulicy', 'название улицы', 'kozterulet neve', 'name of public space'] },
  /** "お名前（姓）": the name's part in brackets after it, as Japanese forms write it. */
  { name: 'lastNamePart', kind: 'person.lastName', onePart: true, words: ['お名前 姓', '名前 姓', '氏名 姓'] },
  { name: 'firstNamePart', kind: 'person.firstName', onePart: true, words: ['お名前 名', '名前 名', '氏名 名'] },
  { name: 'fullName', kind: 'person.fullName', words: ['full name', 'fullname', 'your name', 'first and last name', 'first last name', 'nombre completo', 'nombre y apellidos', 'nom complet', 'nom et prenom', 'prenom et nom', 'nome completo', 'nome e cognome', 'vollstandiger name', 'vor und nachname', 'imie i nazwisko', 'volledige naam', 'ad soyad', 'adi soyadi', 'фио', 'полное имя', '姓名', '氏名', 'お名前', '名前', '성명', 'الاسم الكامل', 'nama lengkap', 'ho ten', 'teljes nev', 'nume complet', 'customer name', 'real name', 'contact name', 'contact person', 'ansprechpartner'] },
  { name: 'middleName', kind: 'person.middleName', words: ['middle name', 'additional name', 'addl name', 'middlename', 'middle initial', 'mname', '^middle$', '^mi$', 'segundo nombre', 'apellido materno', 'patronymic*', 'отчество', 'по батькові'] },
  { name: 'firstName', kind: 'person.firstName', words: ['nama depan', 'ονομα', 'keresztnev', 'utonev', 'prenume', 'име', '^ten$', 'first name*', 'firstname', 'fname', '^first$', 'given name', 'givenname', 'forename', 'vorname*', 'prenom*', 'voornaam', 'fornavn', 'fornamn', 'etunimi', 'krestni jmeno', '名', '이름', 'الاسم الأول'] },
  { name: 'bareName', kind: 'person.firstName', alone: 'person.fullName', words: ['nombre', 'nome', 'imie', 'jmeno', 'meno', 'имя', 'імя', '^ad$', '^adi$', '^isim$', 'vardas'] },
  { name: 'lastName', kind: 'person.lastName', words: ['nama belakang', 'επωνυμο', 'vezeteknev', 'csaladi nev', 'nume', '^ho$', 'last name*', 'lastname', 'lname', '^last$', 'surname*', 'sur name', 'family name', 'familyname', 'nachname*', 'familienname', 'nom de famille', '^nom$', 'nom', 'apellido*', 'cognome', 'sobrenome', 'apelido', 'achternaam', 'nazwisko', 'efternamn', 'etternavn', 'efternavn', 'sukunimi', 'prijmeni', 'priezvisko', 'фамилия', 'прізвище', 'soyad*', 'soyisim', '姓', '성', 'اسم العائلة', 'second name'] },
  // Whose name it is: "Recipient" alone is a full name, "Recipient's last name" a last name.
  { name: 'recipient', kind: 'person.fullName', generic: true, paired: 'person.firstName', words: ['recipient*', 'empfanger', 'destinatario', 'destinataire', 'attention', 'attn'] },
  { name: 'anyName', kind: 'person.fullName', generic: true, paired: 'person.firstName', words: ['nama', 'ho va ten', 'ονοματεπωνυμο', 'nev', 'name', 'naam', 'navn', 'namn', 'nimi', 'isim', 'الاسم', 'اسم'] },
  { name: 'callingCode', kind: 'phone.countryCode', words: ['telephone code', 'phone number prefix', 'country phone', 'phone country code', 'phone country', 'telephone country code', 'mobile country code', 'tel country code', 'phone number country', 'country prefix', 'mobile prefix', 'telephone number country', 'country calling code', 'dial code', 'dialing code', 'calling code', 'phone code', 'phone prefix', 'landesvorwahl', 'landervorwahl', 'prefijo*', 'indicatif*', 'prefisso*', 'codigo de pais', 'code pays', 'kierunkowy', 'ccode', 'intl code', 'international code', 'код страны', 'ulke kodu', '国番号', '国际区号'] },
  { name: 'countryCodeOnNumber', kind: 'phone.countryCode', only: ['tel', 'number'], words: ['country code', '^prefix$', '^code$'] },
  /** "Phone number (including area code)": the whole number, the area code with it. */
  { name: 'phoneWithAreaCode', kind: 'phone.number', words: ['including area code', 'incl area code', 'with area code', 'area code included', 'inkl vorwahl', 'mit vorwahl', 'con prefisso', 'avec indicatif', 'con codigo de area'] },
  { name: 'areaCode', kind: 'phone.areaCode', words: ['area code', 'areacode', 'vorwahl', 'ortsvorwahl', 'codigo de area', 'lada', 'code regional', 'kod obszaru', 'netnummer', 'код города'] },
  { name: 'extension', kind: 'phone.extension', words: ['extension', '^ext$', 'phone ext', 'durchwahl', 'anexo', 'interno', 'toestel', 'добавочный'] },
  { name: 'phone', kind: 'phone.number', lastWordInNames: { words: ['prefix'], unless: ['local prefix'], kind: 'phone.countryCode' }, words: ['telepon', 'nomor telepon', 'nomor hp', 'so dien thoai', 'dien thoai', 'τηλεφων*', 'κινητο*', 'landline', 'land line', 'telefonszam', 'رقم الهاتف', 'phone*', '*phone', 'telephone*', 'tel', 'tel no', 'mobile*', 'mobil*', 'cell*', 'handy*', 'telefon*', '*telefon', 'telefono', 'telefone', 'telemovel', 'celular', 'movil', 'portable', 'gsm', 'fixe', 'telefoon*', 'puhelin*', 'matkapuhelin', 'телефон', 'мобильный', 'номер телефона', 'cep telefonu', '電話*', '携帯*', '电话', '手机', '전화*', '휴대폰', '핸드폰', 'هاتف', 'جوال', 'contact number', 'contact no', 'whatsapp', 'fax'] },
  { name: 'houseNumber', kind: 'location.buildingNumber', words: ['house number', 'housenumber', 'house no', 'house num*', 'house nr', 'hausnummer*', 'hausnr*', 'numero civico', 'civico', 'numero de casa', 'numero exterior', 'num ext', 'no ext', 'huisnummer', 'husnummer', 'numer domu', 'nr domu', 'numer budynku', 'cislo popisne', 'номер дома', '^дом$', 'street number', 'number of the street', 'building number', 'hazszam', 'nr budynku', '^house$', 'building no', 'رقم المبنى', 'so nha', 'n exterior', 'no exterior', 'numero ext*', 'exterior number', 'door number', 'door no', 'bina no', 'kapi no', '番地', 'numarul casei', 'numar casa', 'nr casa', 'numarul locuintei', 'numar locuinta', 'будинок', 'номер будинку'] },
  /** A bare "Number" is a house number in an address, but yields to a card or a phone named elsewhere. */
  { name: 'bareNumber', kind: 'location.buildingNumber', generic: true, words: ['^nr$', '^no$', '^num$', '^numero$', '^number$', '^broj$', '^numar$', '^numer$', 'αριθμος'] },
  { name: 'street', kind: 'location.streetAddress', generic: true, street: true, words: ['street*', 'strasse*', '*strasse', 'str', 'calle', 'rue', 'via', 'strada', 'rua', 'logradouro', 'straat', 'ulica', 'gata', 'gade', 'katu*', 'katuosoite', 'ulice', 'улица', 'sokak', 'cadde', 'utca', 'الشارع'] },
  { name: 'address', kind: 'location.streetAddress', generic: true, words: ['address*', '*address', 'addr', 'adresse*', 'anschrift', 'direccion*', 'domicilio', 'indirizzo*', 'endereco*', 'morada', 'adres*', 'alamat', 'dia chi', 'διευθυνση', 'cim', 'adresa', 'адрес', 'osoite', '住所', '地址', '주소', 'العنوان'] },
  { name: 'coordinates', kind: 'number.int', words: ['latitude', 'longitude', '^lat$', '^lng$', '^lon$', 'geo location*', 'coordinates'] },
  // A distance or radius ("within 25 miles", `location_search_distance`) is a number, not the place it is measured from.
  { name: 'distance', kind: 'number.int', words: ['distance', 'radius', 'umkreis', 'entfernung', 'distancia', 'raggio', 'afstand', 'odleglosc', 'avstand', 'etaisyys', 'vzdalenost', 'расстояние', 'радиус', 'mesafe', '距離', '距离', '半径', '거리', '반경'] },
  { name: 'zipCode', kind: 'location.zipCode', words: ['kode pos', 'ma buu dien', 'ταχυδρομικος κωδικας', 'ταχυδρομικος κωδικος', 'ταχ κωδικος', '^τκ$', '^t k$', 'iranyitoszam', 'пощенски код', 'zip*', 'postal*', 'post code', 'postcode', 'postleitzahl', 'plz', 'code postal', '^cp$', 'codigo postal', 'cod postal', '^cap$', '^cep$', 'postnummer', 'postnr', 'postinumero', 'psc', 'kod pocztowy', 'почтовый индекс', 'индекс', 'posta kodu', '郵便番号', '邮编', '邮政编码', '우편번호', 'pin code', 'pincode', 'eircode', 'الرمز البريدي'] },
  { name: 'city', kind: 'location.city', words: ['kota', 'thanh pho', 'πολη', 'varos', 'telepules', 'oras', 'localitate', 'град', 'city', 'town', 'ort', 'stadt', 'wohnort', 'ville', 'localite', 'commune', 'ciudad', 'localidad', 'poblacion', 'municipio', 'citta', 'comune', 'localita', 'cidade', 'localidade', 'plaats', 'woonplaats', 'miasto', 'miejscowosc', 'stad', 'postort', '^by$', 'kaupunki', 'paikkakunta', 'postitoimipaikka', 'mesto', 'obec', 'город*', 'населенный пункт', 'sehir', 'ilce', '市区町村', '市町村', '城市', '^시$', 'المدينة', 'suburb', 'locality', 'settlement'] },
  { name: 'area', kind: 'location.city', generic: true, words: ['^area$', 'your area', 'location'] },
  // Where someone was born: a country, and no birth date (date-parts.ts reads these words too).
  { name: 'birthCountry', kind: 'location.country', words: ['country of birth', 'geburtsland', 'geboorteland', 'pays de naissance', 'pais de nacimiento', 'paese di nascita', 'stato di nascita', 'pais de nascimento', 'kraj urodzenia', 'страна рождения'] },
  { name: 'country', kind: 'location.country', words: ['negara', 'quoc gia', 'χωρα', 'orszag', 'tara', 'държава', 'country*', '*country', 'countries', 'shipping to', 'ship to country', 'land', 'pays', 'pais', 'paese', 'nazione', 'nation*', 'staat', 'kraj', 'maa', 'zeme', 'страна', 'ulke', '国', '国家', '국가', 'الدولة', 'البلد'] },
  /** Before the state's "zone": a time zone is no region of an address. */
  { name: 'timeZone', kind: 'location.timeZone', words: ['time zone', 'timezone', '^tz$', 'zeitzone', 'fuseau horaire', 'zona horaria', 'huso horario', 'fuso orario', 'fuso horario', 'strefa czasowa', 'tijdzone', 'tidszon', 'tidssone', 'tidszone', 'aikavyohyke', 'casove pasmo', 'часовой пояс', 'часова зона', 'saat dilimi', 'タイムゾーン', '時間帯', '时区', '時區', '시간대', 'المنطقة الزمنية'] },
  { name: 'state', kind: 'location.state', words: ['state', 'zone', 'district', 'state province', 'province*', 'provinsi', 'judet', 'megye', 'νομος', 'област', 'tinh', 'provincia', 'region', 'county', 'bundesland', 'departement', 'estado', 'provincie', 'wojewodztwo', 'lan', 'kanton', 'canton', 'prefecture', 'territory', 'emirate', 'governorate', '都道府県', '省', 'область', 'край', '^il$', '시 도', 'المنطقة'] },
  // Where someone was born, after the country and state rules: "Birthplace (nation)" is a country, "Birthplace" alone a city (and no birth date).
  { name: 'birthplace', kind: 'location.city', words: ['place of birth', 'birth place', 'birthplace', 'city of birth', 'town of birth', 'geburtsort', 'lieu de naissance', 'ville de naissance', 'lugar de nacimiento', 'ciudad de nacimiento', 'luogo di nascita', 'citta di nascita', 'local de nascimento', 'naturalidade', 'geboorteplaats', 'miejsce urodzenia', 'место рождения', 'dogum yeri', '出生地'] },
  { name: 'website', kind: 'internet.url', words: ['website', 'web site', 'homepage', 'home page', 'url', 'webseite', 'internetseite', 'sitio web', 'site web', 'site internet', 'sito web', 'strona www', 'www', 'blog', 'link', '*link', 'uri', 'web', 'youtube', 'video url'] },
  { name: 'iban', kind: 'finance.iban', words: ['iban'] },
  { name: 'bic', kind: 'finance.bic', words: ['bic', 'swift*'] },
  { name: 'amount', kind: 'finance.amount', words: ['amount', 'price', 'salary', 'budget', 'betrag', 'montant', 'importe', 'importo', 'valor', 'bedrag', 'kwota', 'сумма'] },
  { name: 'count', kind: 'number.int', words: ['age', 'alter', 'edad', 'eta', 'idade', 'leeftijd', 'wiek', 'возраст', 'number of', 'count'] },
  { name: 'message', kind: 'lorem.paragraph', words: ['message', 'comment*', 'description', 'notes', 'note', 'bio', 'about', 'nachricht', 'mitteilung', 'bemerkung*', 'kommentar', 'anmerkung*', 'commentaire*', 'mensaje', 'comentario*', 'messaggio', 'mensagem', 'opmerking*', 'bericht', 'wiadomosc', 'uwagi', 'meddelande', 'besked', 'viesti', 'zprava', 'сообщение', 'комментарий', 'mesaj', 'メッセージ', '留言', '메시지', 'enquiry', 'inquiry'] },
]);

export type RuleName = (typeof KEYWORD_RULES)[number]['name'];

/**
 * The rule of this name.
 * @example ruleNamed('email').kind // 'internet.email'
 */
export function ruleNamed(name: RuleName): KeywordRule<RuleName> {
  const rule = KEYWORD_RULES.find((candidate) => candidate.name === name);
  if (!rule) throw new Error(`No keyword rule named ${name}`);
  return rule;
}
