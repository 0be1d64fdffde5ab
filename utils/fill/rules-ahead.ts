import type { RuleBook } from '../rules/rule-book';
import { ruleSelectors, textMatches } from '../rules/rule-match';
import { siteRules } from '../rules/site-options';
import type { FieldDescription } from '../fields/field-description';
import type { MergedFrames } from './frames';
import type { FillerDriver } from './filler-driver';
import { describeFrames, type DescribedPage, type DescribingPage } from './describe-frames';
import type { RulesAhead } from './rules-matched-ahead';
import { frameSelectorHits, pageSelectorHits } from './selector-hits';

/**
 * Describes a page for a fill made later (the popup opening), and matches
 * the rules of the book `loadingBook` gives against it.
 */
export async function describeAhead(
  driver: FillerDriver,
  loadingBook: Promise<RuleBook | undefined>,
): Promise<DescribingPage> {
  const describing = await describeFrames(driver);
  const rules = matchRulesAhead(driver, describing.top.url, describing.whole, loadingBook);
  // A fill that finds them failed matches the rules itself.
  rules.catch(() => undefined);
  return { ...describing, rules };
}

/** Matches the rules of `book` for the page at `url` against its description, once that is whole; undefined without rules. */
async function matchRulesAhead(
  driver: FillerDriver,
  url: string,
  described: Promise<DescribedPage>,
  loadingBook: Promise<RuleBook | undefined>,
): Promise<RulesAhead | undefined> {
  const book = await loadingBook;
  if (!book?.rules.length) return undefined;
  const rules = siteRules(book, url);
  const { frames } = await described;
  // The page matches the selectors while the worker tests the texts.
  const hits = frameSelectorHits(driver, ruleSelectors(rules), frames);
  const texts = new Map(
    frames.map(({ frameId, result }) => [frameId, result.fields.map((field) => textMatches(rules, field))]),
  );
  return { book, url, rules, selectorHits: await hits, texts };
}

/**
 * What a fill asks of the rules, by the page-wide field (mergeFrames'
 * origins): the selectors each field matches and, when worked out ahead,
 * which rules' texts it holds.
 */
export function fieldRuleFacts(
  ahead: Pick<RulesAhead, 'selectorHits'> & Partial<Pick<RulesAhead, 'texts'>>,
  origins: MergedFrames['origins'],
) {
  const hits = pageSelectorHits(ahead.selectorHits, origins);
  const { texts } = ahead;
  return {
    selectorHits: (field: FieldDescription) => hits.get(field.index),
    ruleTexts: texts
      ? (field: FieldDescription) => {
          const origin = origins.get(field.index);
          return origin && texts.get(origin.frameId)?.[origin.index];
        }
      : undefined,
  };
}
