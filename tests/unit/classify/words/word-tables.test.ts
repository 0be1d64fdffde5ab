import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as addressWords from '@/utils/classify/words/address-words';
import { LANGUAGE_TAGS, languagesOf, type LanguageTag } from '@/utils/classify/words/by-language';
import * as countryWords from '@/utils/classify/words/country-words';
import * as dateWords from '@/utils/classify/words/date-words';
import { EXAMPLE_MARKERS_BY_LANGUAGE } from '@/utils/classify/words/example-markers';
import { KEYWORD_RULES } from '@/utils/classify/words/keyword-rules';
import { DO_NOT_FILL_RULES } from '@/utils/classify/words/must-not-fill';
import * as optionWords from '@/utils/classify/words/option-words';
import { SEX_WORDS } from '@/utils/classify/words/sex-words';

const LATIN = /^\p{scx=Latin}$/u;
const CYRILLIC = /^\p{scx=Cyrillic}$/u;
const ARABIC = /^\p{scx=Arabic}$/u;

/** The script each tag's letters are written in. */
const SCRIPT: Record<LanguageTag, RegExp> = {
  ...(Object.fromEntries(LANGUAGE_TAGS.map((tag) => [tag, LATIN])) as Record<LanguageTag, RegExp>),
  el: /^\p{scx=Greek}$/u,
  ru: CYRILLIC,
  uk: CYRILLIC,
  bg: CYRILLIC,
  sr: CYRILLIC,
  ar: ARABIC,
  fa: ARABIC,
  he: /^\p{scx=Hebrew}$/u,
  ja: /^[\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Han}]$/u,
  zh: /^\p{scx=Han}$/u,
  ko: /^\p{scx=Hangul}$/u,
  th: /^\p{scx=Thai}$/u,
};

/** Letters one language of a script has and the others among the tags lack: "імя" is no Russian word. */
const OWN_LETTERS: Array<[LanguageTag, RegExp]> = [
  ['uk', /[іїєґ]/u],
  ['ru', /[ыэё]/u],
  ['fa', /[پچژگکی]/u],
];

/** Chinese, Japanese and Korean words may hold a Latin part ("ユーザid") beside their own script. */
const MIXES_LATIN: readonly LanguageTag[] = ['ja', 'zh', 'ko'];

/** What is wrong with a word under this tag, or '' when it fits. */
function misfit(tag: LanguageTag, word: string): string {
  if (tag === 'code' && !/^[\x20-\x7e]+$/.test(word)) return 'a name in code is ASCII';
  const letters = word.match(/\p{L}/gu) ?? [];
  const own = letters.filter((letter) => SCRIPT[tag].test(letter));
  const others = letters.filter((letter) => !SCRIPT[tag].test(letter));
  const mixed = MIXES_LATIN.includes(tag) && own.length > 0 && others.every((letter) => LATIN.test(letter));
  if (others.length && !mixed) return `letters of another script: ${others.join('')}`;
  for (const [owner, pattern] of OWN_LETTERS)
    if (owner !== tag && pattern.test(word) && SCRIPT[owner] === SCRIPT[tag]) return `a letter of ${owner}`;
  return '';
}

/** Every word table in utils/classify/words, by a name that says where it is. */
const TABLES: Array<[string, readonly string[]]> = [
  ...KEYWORD_RULES.map((rule): [string, readonly string[]] => [`keyword rule ${rule.name}`, rule.words]),
  ...DO_NOT_FILL_RULES.map((rule): [string, readonly string[]] => [`must-not-fill rule ${rule.name}`, rule.words]),
  ...Object.entries({ ...addressWords, ...countryWords, ...dateWords, ...optionWords }),
  ['SEX_WORDS.female', SEX_WORDS.female],
  ['SEX_WORDS.male', SEX_WORDS.male],
];

/** A table's words by tag, as written. */
type Entries = Array<[tag: string, words: readonly string[]]>;

/** A marker pattern's words: its escapes (`\.`, `\s`) are no letters. */
const MARKERS: Entries = Object.entries(EXAMPLE_MARKERS_BY_LANGUAGE).map(([tag, pattern]) => [
  tag,
  [pattern.source.replace(/\\./g, ' ')],
]);

const WRITTEN: Array<[string, Entries]> = [
  ...TABLES.map(([name, words]): [string, Entries] => [name, Object.entries(languagesOf(words) ?? {})]),
  ['example markers', MARKERS],
];

const WORDS_DIR = join(__dirname, '../../../../utils/classify/words');

describe('the word tables', () => {
  it('every tag the tables may use has a script', () => {
    expect(Object.keys(SCRIPT).sort()).toEqual([...LANGUAGE_TAGS].sort());
  });

  it.each(TABLES)('%s is written by language', (_, words) => {
    expect(languagesOf(words)).toBeDefined();
  });

  it.each(WRITTEN)(
    '%s: each tag is declared, in the declared order, and each word fits its tag’s script',
    (_, entries) => {
      const tags = entries.map(([tag]) => tag);
      expect(tags.filter((tag) => !LANGUAGE_TAGS.includes(tag as LanguageTag))).toEqual([]);
      expect(tags).toEqual(LANGUAGE_TAGS.filter((tag) => tags.includes(tag)));
      const misfits = entries.flatMap(([tag, words]) =>
        words.map((word) => [tag, word, misfit(tag as LanguageTag, word)]).filter(([, , why]) => why),
      );
      expect(misfits).toEqual([]);
    },
  );

  it.each(TABLES)('%s names no word under two tags or twice under one', (_, words) => {
    const all = Object.values(languagesOf(words) ?? {}).flat();
    expect(all.filter((word, index) => all.indexOf(word) !== index)).toEqual([]);
  });

  // A repeated key in an object literal silently drops the first one's words, so the layout is read from the source.
  it.each(readdirSync(WORDS_DIR).filter((file) => file.endsWith('.ts')))(
    '%s writes one language per line and no tag twice in a table',
    (file) => {
      const problems: string[] = [];
      let tags: string[] | undefined;
      readFileSync(join(WORDS_DIR, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const at = `${file}:${index + 1}`;
          if (/(?:byLanguage\(|words: |_BY_LANGUAGE\b.* = )\{$/.test(line)) tags = [];
          else if (tags && /^\s*\}/.test(line)) tags = undefined;
          else if (tags) {
            const tag = /^\s+(\w+): [[/]/.exec(line)?.[1];
            if (tag && tags.includes(tag)) problems.push(`${at}: ${tag} twice`);
            if (tag) tags.push(tag);
            else if (!/^\s+'/.test(line)) problems.push(`${at}: neither a language nor its continuation`);
            if ((line.match(/^\s*\w+: \[|\], \w+: \[/g) ?? []).length > 1) problems.push(`${at}: two languages`);
          }
        });
      expect(problems).toEqual([]);
    },
  );
});
