import type { EdgeCategory } from './edge-case';

/**
 * Yes-or-no boxes: ticked, or left empty where the page allows it. A
 * checkbox takes no typed value; the fill ticks or clears it.
 */
export const CHOICES: EdgeCategory = {
  id: 'choice',
  title: 'menuEdgeChoice',
  label: 'choice',
  cases: [
    { id: 'checked', name: 'ticked', value: 'checked', kinds: ['datatype.boolean'] },
    { id: 'unchecked', name: 'left empty', value: 'unchecked', kinds: ['datatype.boolean'] },
  ],
};
