/**
 * Pure scoring for the accuracy benchmark: no DOM, no files. Input is one row
 * per labelled element with the category we predicted; output is per-category
 * precision/recall/F1, two micro-F1s, confusions and the "filled a must-not-fill
 * field" count.
 * Over 250 lines on purpose: the scoring rules are read together.
 */

/** One labelled element after classification. Categories are plain strings here. */
export interface ElementResult {
  corpus: string;
  file: string;
  /** Accepted categories; `['ignore']` = no usable truth, `other` = must not be filled. */
  expected: readonly string[];
  /** The category our classification stands for (`other` for every non-identity kind or skip). */
  predicted: string;
  /** Whether a fill with the default settings would write a value (planFill: a kind, not a skip; not hidden, disabled or read-only; a list with a real option). */
  filled: boolean;
  /** Set for `<input type=radio>` with a name: the group is scored once per file + name. */
  radioName?: string;
  /** Whether describeField says hidden (it would be skipped as hidden when filling). */
  hidden?: boolean;
  /** Which evidence decided (classifyField's signal, or `not-collected`). */
  signal?: string;
  /** A short "name / label" string shown as a confusion example. */
  example?: string;
  /** The corpus's own label before mapping (`hp`, `qq`, `given-name`...). */
  rawLabel?: string;
}

/**
 * Corpus labels of fields that must stay empty: Formasaurus's honeypot (`hp`),
 * search query (`qq`), search refinement (`qc`), product quantity (`qt`), style
 * select (`st`) and sorting option (`sp`). Its other `other` labels (`OT` other
 * text, `ON` other number, `OS`, `OR`...) mean only that Formasaurus has no
 * category for the field: a job title or an occupation is one of them, and a
 * job title there is the right value.
 */
export const MUST_STAY_EMPTY_LABELS: ReadonlySet<string> = new Set(['hp', 'qq', 'qc', 'qt', 'st', 'sp']);

/** One scored unit: a non-ignored element, or one radio group. */
export interface Unit extends ElementResult {
  /** The single truth used for the confusion matrix: the prediction if accepted, else expected[0]. */
  gold: string;
  correct: boolean;
}

export interface CategoryScore {
  category: string;
  /** Units whose gold is this category. */
  support: number;
  /** Units predicted as this category. */
  predicted: number;
  truePositives: number;
  /** NaN when the category was never predicted. */
  precision: number;
  /** NaN when the category has no support. */
  recall: number;
  f1: number;
}

export interface Confusion {
  gold: string;
  predicted: string;
  count: number;
  examples: string[];
}

export interface PrecisionRecall {
  truePositives: number;
  predictedPositives: number;
  actualPositives: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface Score {
  /** Labelled elements given (before dropping ignore and merging radio groups). */
  elements: number;
  ignored: number;
  /** Radio elements merged into an earlier member of their group. */
  radioMerged: number;
  units: number;
  correct: number;
  /**
   * Micro-F1 over all units, `other` a class like the others. Every unit gets
   * exactly one prediction, so micro precision = micro recall = accuracy.
   */
  microF1All: number;
  /**
   * Micro P/R/F1 over identity categories only: true positives are correct
   * units whose truth is not `other`; precision divides by units predicted
   * anything but `other`, recall by units whose truth is not `other`.
   */
  identity: PrecisionRecall;
  perCategory: CategoryScore[];
  confusions: Confusion[];
  /** Units whose truth is `other` that we would fill with an identity category. */
  otherFilledIdentity: number;
  /** Units whose truth is `other` that we would fill with anything (lorem, number, boolean, option included). */
  otherFilledAny: number;
  /** Of otherFilledIdentity, those visible and labelled must-stay-empty (search, honeypot, quantity, sorting): the target. */
  otherFilledMustStayEmpty: number;
  /** Of otherFilledIdentity, how many describeField marks hidden (the filler would skip them). */
  otherFilledIdentityHidden: number;
  /** Units describeField marks hidden, and how many of them are classified correctly. */
  hidden: number;
  hiddenCorrect: number;
}

const IGNORE = 'ignore';
const OTHER = 'other';

/** The truth a unit is counted under: the prediction if accepted, else the first accepted category. */
export function goldOf(expected: readonly string[], predicted: string): string {
  return expected.includes(predicted) ? predicted : (expected[0] ?? OTHER);
}

/**
 * Drops `ignore` rows and scores each radio group (same corpus + file + name)
 * once. The group's representative is the member planFill fills, else its
 * first member.
 */
export function toUnits(elements: readonly ElementResult[]): { units: Unit[]; ignored: number; radioMerged: number } {
  const kept = elements.filter((element) => !(element.expected.length === 1 && element.expected[0] === IGNORE));
  const ignored = elements.length - kept.length;
  const groups = new Map<string, ElementResult[]>();
  const order: Array<ElementResult | string> = [];
  for (const element of kept) {
    if (!element.radioName) {
      order.push(element);
      continue;
    }
    const key = `${element.corpus}\u0000${element.file}\u0000${element.radioName}`;
    const group = groups.get(key);
    if (group) group.push(element);
    else {
      groups.set(key, [element]);
      order.push(key);
    }
  }
  const units = order.map((entry) => {
    const element = typeof entry === 'string' ? representative(groups.get(entry)!) : entry;
    const expected = element.expected.filter((category) => category !== IGNORE);
    const gold = goldOf(expected, element.predicted);
    return { ...element, expected, gold, correct: gold === element.predicted };
  });
  return { units, ignored, radioMerged: kept.length - units.length };
}

function representative(group: ElementResult[]): ElementResult {
  return group.find((element) => element.filled) ?? group[0]!;
}

/** precision, recall → F1; 0 when either is 0 or undefined. */
export function f1Of(precision: number, recall: number): number {
  if (!(precision > 0) || !(recall > 0)) return 0;
  return (2 * precision * recall) / (precision + recall);
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? Number.NaN : numerator / denominator;
}

/** Per-category scores, sorted by support then name. */
export function perCategory(units: readonly Unit[]): CategoryScore[] {
  const stats = new Map<string, { support: number; predicted: number; truePositives: number }>();
  const entry = (category: string) => {
    let stat = stats.get(category);
    if (!stat) stats.set(category, (stat = { support: 0, predicted: 0, truePositives: 0 }));
    return stat;
  };
  for (const unit of units) {
    entry(unit.gold).support++;
    entry(unit.predicted).predicted++;
    if (unit.correct) entry(unit.gold).truePositives++;
  }
  return [...stats]
    .map(([category, { support, predicted, truePositives }]) => {
      const precision = ratio(truePositives, predicted);
      const recall = ratio(truePositives, support);
      return { category, support, predicted, truePositives, precision, recall, f1: f1Of(precision, recall) };
    })
    .sort((a, b) => b.support - a.support || b.predicted - a.predicted || a.category.localeCompare(b.category));
}

/** Micro P/R/F1 over identity categories: `other` truths leave recall, `other` predictions leave precision. */
export function identityMicro(units: readonly Unit[]): PrecisionRecall {
  let truePositives = 0;
  let predictedPositives = 0;
  let actualPositives = 0;
  for (const unit of units) {
    if (unit.predicted !== OTHER) predictedPositives++;
    if (unit.gold !== OTHER) actualPositives++;
    if (unit.correct && unit.gold !== OTHER) truePositives++;
  }
  const precision = ratio(truePositives, predictedPositives);
  const recall = ratio(truePositives, actualPositives);
  return { truePositives, predictedPositives, actualPositives, precision, recall, f1: f1Of(precision, recall) };
}

/** The most frequent gold → predicted mistakes, with up to `examplesPerPair` distinct examples each. */
export function topConfusions(units: readonly Unit[], limit = 15, examplesPerPair = 2): Confusion[] {
  const pairs = new Map<string, Confusion>();
  for (const unit of units) {
    if (unit.correct) continue;
    const key = `${unit.gold}\u0000${unit.predicted}`;
    let pair = pairs.get(key);
    if (!pair) pairs.set(key, (pair = { gold: unit.gold, predicted: unit.predicted, count: 0, examples: [] }));
    pair.count++;
    if (unit.example && pair.examples.length < examplesPerPair && !pair.examples.includes(unit.example)) {
      pair.examples.push(unit.example);
    }
  }
  return [...pairs.values()]
    .sort((a, b) => b.count - a.count || a.gold.localeCompare(b.gold) || a.predicted.localeCompare(b.predicted))
    .slice(0, limit);
}

/** Accuracy grouped by a key (e.g. the signal): [key, units, correct], most units first. */
export function accuracyBy(units: readonly Unit[], key: (unit: Unit) => string): Array<[string, number, number]> {
  const groups = new Map<string, [number, number]>();
  for (const unit of units) {
    const group = groups.get(key(unit)) ?? [0, 0];
    group[0]++;
    if (unit.correct) group[1]++;
    groups.set(key(unit), group);
  }
  return [...groups]
    .map(([name, [count, correct]]): [string, number, number] => [name, count, correct])
    .sort((a, b) => b[1] - a[1]);
}

/** Scores labelled elements: see {@link Score} for the definitions. */
export function score(elements: readonly ElementResult[], confusionLimit = 15): Score {
  const { units, ignored, radioMerged } = toUnits(elements);
  const correct = units.filter((unit) => unit.correct).length;
  const otherTruth = units.filter((unit) => unit.gold === OTHER);
  const filledIdentity = otherTruth.filter((unit) => unit.filled && unit.predicted !== OTHER);
  const hidden = units.filter((unit) => unit.hidden);
  return {
    elements: elements.length,
    ignored,
    radioMerged,
    units: units.length,
    correct,
    microF1All: ratio(correct, units.length),
    identity: identityMicro(units),
    perCategory: perCategory(units),
    confusions: topConfusions(units, confusionLimit),
    otherFilledIdentity: filledIdentity.length,
    otherFilledAny: otherTruth.filter((unit) => unit.filled).length,
    otherFilledIdentityHidden: filledIdentity.filter((unit) => unit.hidden).length,
    otherFilledMustStayEmpty: filledIdentity.filter(
      (unit) => !unit.hidden && MUST_STAY_EMPTY_LABELS.has(unit.rawLabel ?? ''),
    ).length,
    hidden: hidden.length,
    hiddenCorrect: hidden.filter((unit) => unit.correct).length,
  };
}
