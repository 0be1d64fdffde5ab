import { byLanguage } from './by-language';

/** Older or informal names that country lists still use, besides each country's name in the main languages. */
export const OTHER_COUNTRY_NAMES = byLanguage({
  en: ['czech republic', 'the netherlands', 'holland', 'korea south', 'south korea', 'korea republic of', 'north korea',
       'russia', 'russian federation', 'great britain', 'england', 'scotland', 'wales', 'united states of america',
       'vatican', 'ivory coast', 'macedonia', 'swaziland', 'burma', 'turkey', 'cape verde', 'east timor'],
});
