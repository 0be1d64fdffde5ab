/**
 * Comboboxes that keep their choice once their search is emptied and show it nowhere but in their list, as data:
 * Undo looks in the list for the choice it took out (pick-option.ts, unpick), as a person would look, and says the
 * widget kept it rather than counting it cleared.
 */
export interface ChoiceMark {
  library: string;
  /** The widget's input. */
  widget: string;
  /** An item of its open list that holds the choice (not the one the keyboard is on, which aria-selected marks there). */
  chosen: string;
}

export const CHOICE_MARKS: ChoiceMark[] = [
  {
    // Ark UI's Combobox (Chakra UI's): its items say they are chosen by data-state.
    library: 'Ark UI Combobox',
    widget: 'input[data-scope="combobox"][data-part="input"]',
    chosen: '[data-scope="combobox"][data-part="item"][data-state="checked"]',
  },
];
