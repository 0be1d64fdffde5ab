import { blankField, type FieldDescription } from '../fields/field-description';
import { classifyFields } from './classify-fields';
import { KEYWORD_RULES } from './words/keyword-rules';

/**
 * One made-up field per keyword rule, labelled with its first keyword, and an
 * unlabelled list of countries (recognising one builds the table of country
 * names in every language, about 40 ms).
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
 * Classifies made-up fields that touch every keyword rule, and throws the answer away.
 *
 * A service worker that has just started (Chrome stops an idle one after 30
 * seconds, so most clicks meet a fresh one) compiles the keyword expressions
 * and the classifier as it first runs them: classifying a 3,000-field page
 * takes 200 ms the first time and 25 ms once warm (tests/bench/fill), and
 * the first list of countries 40 ms more. It runs when the popup opens
 * (the moment before a click on Fill) and again while the page collects its
 * fields (shortcuts and the context menu come without a popup), when the
 * worker has nothing else to do, so the page's own fields meet compiled
 * code. Once warm it costs about a millisecond.
 */
export function warmUpClassifier(): void {
  classifyFields(FIELDS);
}
