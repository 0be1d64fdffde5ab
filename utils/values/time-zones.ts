/**
 * Where most people of each persona's country live, as IANA time zones
 * (the countries of faker's locales, localeCountry). One zone for most;
 * the main ones for countries that span several. Written out rather than
 * asked of `Intl.Locale#getTimeZones`, which Firefox lacks and which lists
 * every zone a country has, the rarest first ("America/Adak" for the US).
 */
const COUNTRY_ZONES: Readonly<Record<string, readonly string[]>> = {
  AM: ['Asia/Yerevan'],
  AT: ['Europe/Vienna'],
  AZ: ['Asia/Baku'],
  BD: ['Asia/Dhaka'],
  BE: ['Europe/Brussels'],
  AU: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth', 'Australia/Adelaide'],
  BR: ['America/Sao_Paulo', 'America/Fortaleza', 'America/Recife', 'America/Bahia', 'America/Manaus'],
  CA: ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax'],
  CH: ['Europe/Zurich'],
  CN: ['Asia/Shanghai'],
  CZ: ['Europe/Prague'],
  DE: ['Europe/Berlin'],
  DK: ['Europe/Copenhagen'],
  EG: ['Africa/Cairo'],
  ES: ['Europe/Madrid', 'Atlantic/Canary'],
  FI: ['Europe/Helsinki'],
  FR: ['Europe/Paris'],
  GB: ['Europe/London'],
  GE: ['Asia/Tbilisi'],
  GH: ['Africa/Accra'],
  GR: ['Europe/Athens'],
  HK: ['Asia/Hong_Kong'],
  HR: ['Europe/Zagreb'],
  HU: ['Europe/Budapest'],
  ID: ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'],
  IE: ['Europe/Dublin'],
  IL: ['Asia/Jerusalem'],
  IN: ['Asia/Kolkata'],
  IR: ['Asia/Tehran'],
  IT: ['Europe/Rome'],
  JP: ['Asia/Tokyo'],
  KR: ['Asia/Seoul'],
  LU: ['Europe/Luxembourg'],
  LV: ['Europe/Riga'],
  MD: ['Europe/Chisinau'],
  MK: ['Europe/Skopje'],
  MN: ['Asia/Ulaanbaatar'],
  MV: ['Indian/Maldives'],
  MX: ['America/Mexico_City', 'America/Monterrey', 'America/Tijuana', 'America/Cancun'],
  NG: ['Africa/Lagos'],
  NL: ['Europe/Amsterdam'],
  NO: ['Europe/Oslo'],
  NP: ['Asia/Kathmandu'],
  PK: ['Asia/Karachi'],
  PL: ['Europe/Warsaw'],
  PT: ['Europe/Lisbon'],
  RO: ['Europe/Bucharest'],
  RS: ['Europe/Belgrade'],
  RU: ['Europe/Moscow', 'Europe/Samara', 'Asia/Yekaterinburg', 'Asia/Novosibirsk', 'Asia/Vladivostok'],
  SE: ['Europe/Stockholm'],
  SI: ['Europe/Ljubljana'],
  SK: ['Europe/Bratislava'],
  SN: ['Africa/Dakar'],
  TH: ['Asia/Bangkok'],
  TR: ['Europe/Istanbul'],
  TW: ['Asia/Taipei'],
  UA: ['Europe/Kyiv'],
  UZ: ['Asia/Tashkent'],
  VN: ['Asia/Ho_Chi_Minh'],
  US: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix'],
  ZA: ['Africa/Johannesburg'],
};

/** Zones by state or province (its abbreviation), where faker's locales give one: a Texan lives on Central time. */
const REGION_ZONES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: {
    ...zoneOf('America/Los_Angeles', 'CA WA OR NV'),
    ...zoneOf('America/Denver', 'CO UT NM WY MT ID'),
    ...zoneOf('America/Phoenix', 'AZ'),
    ...zoneOf('America/Chicago', 'TX IL MN WI IA MO AR LA MS AL OK KS NE SD ND TN'),
    ...zoneOf('America/Anchorage', 'AK'),
    ...zoneOf('Pacific/Honolulu', 'HI'),
  },
  CA: {
    ...zoneOf('America/Toronto', 'ON QC'),
    ...zoneOf('America/Vancouver', 'BC'),
    ...zoneOf('America/Edmonton', 'AB NT NU'),
    ...zoneOf('America/Winnipeg', 'MB'),
    ...zoneOf('America/Regina', 'SK'),
    ...zoneOf('America/Halifax', 'NS NB PE'),
    ...zoneOf('America/St_Johns', 'NL'),
    ...zoneOf('America/Whitehorse', 'YT'),
  },
  AU: {
    ...zoneOf('Australia/Sydney', 'NSW ACT'),
    ...zoneOf('Australia/Melbourne', 'VIC'),
    ...zoneOf('Australia/Brisbane', 'QLD'),
    ...zoneOf('Australia/Perth', 'WA'),
    ...zoneOf('Australia/Adelaide', 'SA'),
    ...zoneOf('Australia/Hobart', 'TAS'),
    ...zoneOf('Australia/Darwin', 'NT'),
  },
};

function zoneOf(zone: string, regions: string): Record<string, string> {
  return Object.fromEntries(regions.split(' ').map((region) => [region, zone]));
}

/**
 * The time zone a persona lives in: its country's; in a country of several,
 * its state's, or else one of the country's main zones chosen by its region's
 * name. The same for every field that asks, and faker's random sequence is
 * left as it was. `UTC` for a persona of no country in the table (a locale
 * of no one country).
 * @example personaTimeZone({ countryCode: 'DE', state: 'Bayern', stateAbbr: 'BY' }) // 'Europe/Berlin'
 * @example personaTimeZone({ countryCode: 'US', state: 'Texas', stateAbbr: 'TX' })  // 'America/Chicago'
 */
export function personaTimeZone({
  countryCode,
  state,
  stateAbbr,
}: {
  countryCode: string;
  state: string;
  stateAbbr: string;
}): string {
  const zones = COUNTRY_ZONES[countryCode];
  if (!zones) return 'UTC';
  const regional = REGION_ZONES[countryCode];
  if (regional) return regional[stateAbbr] ?? zones[0]!;
  let hash = 0;
  for (const char of state) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return zones[hash % zones.length]!;
}

/** A zone as lists also name it: its city ("America/New_York" → "New York"). */
export function timeZoneCity(zone: string): string {
  return zone.split('/').pop()!.replace(/_/g, ' ');
}
