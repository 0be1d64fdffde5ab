import type { RuleBook } from '../rules/rule-book';
import type { CompiledRule } from '../rules/rule-match';
import type { frameSelectorHits } from './selector-hits';

/**
 * The site's rules matched against a tab's description made ahead (when the
 * popup opens, PreparedFills): the page's answer to their selectors, and
 * which rules' words and expressions each field's texts hold. Worked out
 * while the user reads the popup, it is what a click would otherwise wait
 * for on a long page (docs/performance.md, "Rules").
 */
export interface RulesAhead {
  /** The rule book and the page's address they were made for: a fill with others uses none of this. */
  book: RuleBook;
  url: string;
  rules: CompiledRule[];
  /** Frame id → the frame's own field index → the rule selectors that field matches. */
  selectorHits: Awaited<ReturnType<typeof frameSelectorHits>>;
  /** Frame id → the frame's own field index → textMatches for that field. */
  texts: Map<number, Array<readonly CompiledRule[]>>;
}
