import type { LanguageTag } from './by-language';

/** The markers of each language (tags as in by-language.ts), as patterns: "e.g." may be written "e. g.". */
export const EXAMPLE_MARKERS_BY_LANGUAGE: { readonly [Tag in LanguageTag]?: RegExp } = {
  en: /e\.\s?g\.|eg\.|ex\.|ex\s?:|example|for instance/,
  de: /z\.\s?b\.|zum beispiel|beispiel|bsp\./,
  fr: /exemple/,
  es: /p\.\s?ej\.|ej\.|ejemplo/,
  it: /esempio|es\.\s/,
  pt: /exemplo/,
  nl: /bijv\.|bijvoorbeeld/,
  pl: /np\.|na przykład/,
  sv: /t\.\s?ex\./,
  da: /f\.\s?eks\./,
  fi: /esim\./,
  tr: /örn\.|örneğin/,
  ru: /например|напр\./,
  ja: /例/,
};

/** "e.g.", "(Example)", "z.B.", "p. ej.", "esim.": what follows is a sample answer, not what the field is. */
export const EXAMPLE_MARKERS = new RegExp(
  `(?:^|[\\s(（[,;:-])(?:${Object.values(EXAMPLE_MARKERS_BY_LANGUAGE)
    .map((markers) => markers.source)
    .join('|')})`,
  'iu',
);
