import { blankField, type FieldDescription } from '../fields/field-description';
import { classifyFields } from './classify-fields';
import { KEYWORD_RULES } from './words/keyword-rules';

/**
 * One made-up field per keyword rule, labelled with its first keyword, and an
 * unlabelled list of countries (recognising one builds the table of country
 * names in every language).
 */
const FIELDS: FieldDescription[] = [
  ...KEYWORD_RULES.map((rule, index) => blankField({ index, label: rule.words[0]! })),
  blankField({
    index: KEYWORD_RULES.length,
    tag: 'select',
    type: 'select-one',
    options: ['Deutschland', 'France', 'Italia'].map((text) => ({ value: text, text, disabled: false })),
  }),
];

/**
 * Classifies made-up fields that touch every keyword rule, and throws the
 * answer away: a fresh service worker compiles the classifier as it first
 * runs it, so this runs while the worker would wait anyway (the popup opening,
 * the page collecting), before the page's own fields come (docs/performance.md, "Warm-up").
 */
export function warmUpClassifier(): void {
  classifyFields(FIELDS);
}
