// 'wxt/browser', not '#imports': pure modules (the fill report, task states) import this file, and Node
// scripts that run them through Vite (the accuracy ledger, benchmarks) know no '#imports'.
import { browser } from 'wxt/browser';

/**
 * The one way to get user-facing text: `t` for a message, `tn` for a message
 * with a count. Messages live in public/_locales/<lang>/messages.json (the
 * browser's own i18n, so the manifest, CSS and every context share them);
 * English is the source and its keys are the type, so a misspelt key or a
 * missing substitution does not compile. See CONTRIBUTING.md, "Adding a string".
 */
type Catalogue = typeof import('../../public/_locales/en/messages.json');
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type AnyKey = keyof Catalogue & string;

/** A message with a count: one key per plural category of each language (`filledFields_one`, `filledFields_few`, ...). */
export type PluralKey = AnyKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;
/** A message without a count. */
export type MessageKey = Exclude<AnyKey, `${string}_${PluralCategory}`>;

type Substitution = string | number;
/** As many substitutions as the message has placeholders (at most nine, the browser's limit). */
type SubstitutionsOf<K extends AnyKey> = Catalogue[K] extends { placeholders: infer P }
  ? [Substitution, ...Substitution[]] & { length: CountOf<keyof P> }
  : [];
type CountOf<U, Acc extends unknown[] = []> = [U] extends [never]
  ? Acc['length']
  : CountOf<Exclude<U, LastOf<U>>, [...Acc, U]>;
type LastOf<U> = (U extends unknown ? (x: () => U) => void : never) extends (x: infer I) => void
  ? I extends () => infer L
    ? L
    : never
  : never;

/**
 * The message in the browser's UI language (English where the language has none).
 * @example t('fillPage') // 'Fill page' (in German: 'Seite ausfüllen')
 * @example t('statusFailedWithReason', 'No tab.') // 'Failed: No tab.'
 */
export function t<K extends MessageKey>(key: K, ...substitutions: SubstitutionsOf<K>): string {
  return getMessage(key, substitutions.map(String));
}

/** The browser's lookup; WXT's types know only the predefined `@@` messages, the catalogue type above knows ours. */
function getMessage(key: string, substitutions: string[]): string {
  return (browser.i18n.getMessage as (key: string, substitutions?: string[]) => string)(key, substitutions);
}

/**
 * The form of a counted message that the language's plural rules choose for
 * `count` (Russian has one, few, many and other; Japanese only other). The
 * count is the first substitution, written the language's way.
 * @example tn('filledFields', 1)  // 'Filled 1 field'
 * @example tn('filledFields', 12) // 'Filled 12 fields' (in Russian: 'Заполнено 12 полей')
 */
export function tn<K extends PluralKey>(
  key: K,
  count: number,
  ...more: Tail<SubstitutionsOf<`${K}_other` & AnyKey>>
): string {
  const language = uiLanguage();
  const values = [new Intl.NumberFormat(language, { useGrouping: false }).format(count), ...more.map(String)];
  const category = new Intl.PluralRules(language).select(count);
  // A language whose rules have a form the catalogue lacks still says something: its `other` form.
  return getMessage(`${key}_${category}`, values) || getMessage(`${key}_other`, values);
}

type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : [];

/**
 * The language of the messages really shown (not the browser's UI language,
 * which may have no catalogue): for `<html lang>`, plural rules and number formats.
 * @example uiLanguage() // 'pt-BR'
 */
export function uiLanguage(): string {
  return t('uiLanguage') || 'en';
}

/** Writing direction of the messages shown: `ltr` or `rtl`. */
export function uiDirection(): 'ltr' | 'rtl' {
  return t('uiDirection') === 'rtl' ? 'rtl' : 'ltr';
}

/** Gives an extension page the language and direction of its text, and its title. */
export function localizeDocument(document: Document, title: string): void {
  document.documentElement.lang = uiLanguage();
  document.documentElement.dir = uiDirection();
  document.title = title;
}
