/**
 * A plain, serialisable description of one form control: what the classifier
 * and the generators see. It crosses from the page to the background, so it
 * holds only data, never an element.
 */
export interface FieldDescription {
  /** Position in the page's collected list: the handle used to write it back. */
  index: number;
  frameUrl: string;
  /** Unique in its document. */
  selector: string;
  /** `editable`: a contenteditable region (a rich-text editor); `widget`: a list button (a library's select drawn as a button, type `select-one`). */
  tag: 'input' | 'textarea' | 'select' | 'editable' | 'widget';
  /** Lowercased input type, or `textarea` (a contenteditable region too: a multi-line box), `select-one`, `select-multiple`. */
  type: string;
  name: string;
  id: string;
  autocomplete: string;
  /** The text a user sees for the field: its label, aria-label or aria-labelledby text. */
  label: string;
  placeholder: string;
  /**
   * How far a test gets by the label, where not all the way (`getByLabel`): `role`, only as the
   * accessible name (a title, several labels joined); `label`, only by `getByLabel` (a list button named by its
   * label and its own text, its current choice); `none`, not at all (the label wraps a list or text box).
   */
  labelFinds?: 'role' | 'label' | 'none';
  /** The `role` attribute, when the page sets one (`combobox` on an autocomplete input): a test finds the field by it. */
  role?: string;
  /**
   * `combobox`: an input a component library draws as a combobox whose value is picked from a list
   * (react-select, Headless UI, MUI Autocomplete); `listbox`: a button or other element that opens a list box
   * (Headless UI's Listbox, MUI's Select). Filled by opening it and picking an option (pick-option.ts).
   * On a `select`: a select a library hid and draws as that widget (Tom Select, Choices.js, Select2, React
   * Aria), whose options the fill chooses from and picks through the widget (widget-twin.ts).
   * `calendar`: an input a date-picker library draws its calendar for (flatpickr), filled with a date
   * typed, or picked in its calendar where it takes no typing (date-pickers.ts).
   * `segments`: a date drawn only as spin-button segments in a `role=group` (type `date`), its digits typed
   * into each segment in turn (date-segments.ts).
   */
  widget?: 'combobox' | 'listbox' | 'calendar' | 'segments';
  /**
   * What a `combobox` or `listbox` widget shows it holds, as a person reads it (its chips, its button's text; a
   * hidden select's chosen options), where its value does not say it; absent while it holds nothing. Read only
   * where it counts, by asking the page for it (PageFiller.widgetShows): for a saved fill, and for a fill of empty
   * fields only, which leaves a widget that shows a choice.
   */
  shows?: string[];
  /** The `data-testid` attribute, Playwright's `getByTestId`. */
  testId?: string;
  /** Only when there is no label: text just before the field (a preceding cell, text node, or a radio group's legend). */
  nearbyText: string;
  value: string;
  checked: boolean;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  /** Not shown to the user: hidden by styles or the `hidden` attribute, or placed off-screen. */
  hidden: boolean;
  /** Hidden by being placed off-screen (left: -9999px), the usual honeypot for bots: never filled. */
  offScreen?: true;
  /** Inside a honeypot's own markup (a form plugin's trap for bots, marksTrap in describe-field.ts): never filled. */
  trap?: true;
  /** Where no one can use it now: under an `inert` element, or outside a modal dialog that is open (PageIndex.isInert). */
  inert?: true;
  maxLength?: number;
  minLength?: number;
  min?: string;
  max?: string;
  step?: string;
  pattern?: string;
  /** Position of the field's form among the document's forms; -1 outside any form. */
  formIndex: number;
  /** What the field's form says about itself (role, id, name, action, class, submit button words); empty outside a form. */
  formText?: string;
  /** Radios only: the group the browser checks one of (form + name). */
  group?: string;
  options?: FieldOption[];
  /** A text input's own list of suggestions (`<input list>` and its `<datalist>`): their values, in order, up to 200. */
  suggestions?: string[];
}

/** One `<option>` of a select, as the planner sees it. */
export interface FieldOption {
  value: string;
  text: string;
  disabled: boolean;
}

/**
 * A visible, empty text box in the page's first form, with nothing to go by:
 * the base of a made-up field (the classifier's warm-up, tests).
 * @example blankField({ label: 'Email' }).type // 'text'
 */
export function blankField(overrides: Partial<FieldDescription> = {}): FieldDescription {
  return {
    index: 0,
    frameUrl: '',
    selector: '',
    tag: 'input',
    type: 'text',
    name: '',
    id: '',
    autocomplete: '',
    label: '',
    placeholder: '',
    nearbyText: '',
    value: '',
    checked: false,
    required: false,
    disabled: false,
    readOnly: false,
    hidden: false,
    formIndex: 0,
    ...overrides,
  };
}
