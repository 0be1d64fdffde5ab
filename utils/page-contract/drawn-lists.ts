/**
 * What the ARIA patterns do not say about a library's list, as data: items a person picks that carry no
 * role=option. The page's picks click them (pick-option.ts), and the tests copied from a fill click them too
 * (test-snippet.ts).
 */
export interface DrawnList {
  library: string;
  /**
   * The widget's input, where its list is not one the input names (aria-controls): the list is then the one
   * drawn at the end of the page.
   */
  widget?: string;
  /**
   * A widget that takes several options, its list left open for more, where only the library's markup says so
   * (no aria-multiselectable): it is then closed with Escape once the picks are made, not waited on to close.
   */
  several?: string;
  /** Its open list. */
  list: string;
  /** An item a person can pick in it. */
  option: string;
  /** The same item as a test copied from a fill finds it, by its text in the open list: the shortest selector that tells it. */
  located: string;
}

export const DRAWN_LISTS: DrawnList[] = [
  {
    // rc-select: its list box holds the two options around the active one, their text the options' values; the
    // items a person clicks are drawn beside it.
    library: 'Ant Design Select',
    widget: 'input.ant-select-input',
    several: '.ant-select-multiple input.ant-select-input',
    // Not its Cascader's columns, which are menus the ARIA patterns find.
    list: '.ant-select-dropdown:not(.ant-cascader-dropdown, .ant-select-dropdown-hidden, [class*="-leave"])',
    option: '.ant-select-item-option:not(.ant-select-item-option-disabled)',
    located: '.ant-select-item-option',
  },
  {
    // A creatable select's "Add …" item, offered for the words typed, has no role; every item it lets a person
    // pick is marked data-selectable.
    library: 'Tom Select',
    list: '.ts-dropdown-content',
    option: '[data-selectable]',
    located: '[data-selectable]',
  },
];

/**
 * An item a person picks in a widget's list, as a test copied from a fill finds it among the page's by its text:
 * an ARIA option, or a drawn list's item.
 * @example page.locator(LOCATED_OPTION).getByText('Germany', { exact: true }) // '[role=option], .ant-select-item-option, [data-selectable]'
 */
export const LOCATED_OPTION = ['[role=option]', ...DRAWN_LISTS.map((entry) => entry.located)].join(', ');
