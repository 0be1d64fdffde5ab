import { DRAWN_LISTS } from '../page-contract/drawn-lists';
import { NOT_OFFERED, type PickWrite } from '../page-contract/fill-write';
import { collapseSpace } from '../text/collapse-space';
import { NOT_KEPT } from './write-field';
import type { FillableElement } from './fillable-element';
import { widgetShows } from './widget-choice';
import { blurAsPerson, focusAsPerson, key, pointerPress, press, type } from './person-events';
import { idRefs } from './id-refs';
import { pageDeadline, rendered, waitFor, type Settled } from './wait-for';
import { CHOICE_MARKS } from './choice-marks';
import { isExpanded, isShown, selects, shows, shownText, valueOf, widgetBox } from './widget-shows';

/**
 * How long a widget may take to open its list when clicked, close it after a pick or show what it took: a render
 * or two, which a machine busy with other work can stretch past a second. Only a widget that never answers waits
 * it out.
 */
export const LIST_WAIT_MS = 4000;

/** How long a widget may take to show options once asked: past that, none are coming (no match, a list that never opens). */
const QUIET_MS = 150;

/**
 * How long a widget whose list answered typing with no option ("No
 * options") stays still before that counts as its whole answer: its renders
 * for one keystroke come within a few frames.
 */
const SETTLED_MS = 50;

/**
 * Fills a combobox widget (FieldDescription.widget) as a person does, with
 * the events its component listens to: focus it, type the first of the
 * pick's words where it takes typing, wait for its list (no fixed sleep),
 * click the option the words name, else the option the seed points to
 * among those shown with the search cleared; up to `many` options where the
 * list says it takes several. No key that could submit a form is pressed:
 * Arrow Down opens a list, Escape (or a press on the page's body) closes one. A combobox that shows no list
 * at all for typed text (an address box whose suggestions never come) keeps
 * the text, as a text box would. Resolves to the options' texts (or the
 * text kept); rejects with a reason when the component did not take it.
 * `twin`, a select the library hid and keeps in step (widget-twin.ts), also
 * tells what the component holds.
 * @example await pickOptions(input, { index: 3, pick: ['Germany', 'DE'], seed: 7, many: 1 }) // ['Germany']
 */
export async function pickOptions(
  input: HTMLElement,
  write: PickWrite,
  twin?: HTMLSelectElement,
): Promise<PickOutcome> {
  const picked: string[] = [];
  let replaced: true | undefined;
  let typed: true | undefined;
  let searchHides: string | undefined;
  // A select a library hid (Tom Select's), or a library's markup (rc-select's), says it takes several, where the
  // widget's list may not.
  let several: true | undefined =
    twin?.multiple || DRAWN_LISTS.some((entry) => entry.several && input.matches(entry.several)) || undefined;
  const typable = isTypable(input);
  const held = (text: string) => shows(input, text) || (twin !== undefined && selects(twin, text));
  const widget = { input, before: listsBefore(input) };
  // An exact pick (a restore) picks each of its words' options, and no other.
  const { exact } = write;
  for (let round = 0; round < (exact ? write.pick.length : Math.max(1, write.many)); round++) {
    focusAsPerson(input);
    if (round === 0) replaced = await clearHeld(input, twin);
    const words = exact ? [write.pick[round]!] : round === 0 ? write.pick : [];
    // What the widget holds still (a single choice Backspace does not clear) may be the very option wanted.
    const wanted = exact ? write.pick : words.slice(0, 1);
    if (round === 0 && words[0] && valueOf(input) === '' && wanted.every(held)) {
      const path = heldPath(input, wanted);
      return path
        ? { picked: [path.join(PATH_SEPARATOR)], path, unchanged: true, typed: true }
        : { picked: wanted, unchanged: true, typed: true };
    }
    const answer = typable && words[0] ? await typeAndWait(widget, words[0]) : undefined;
    let list = answer?.list;
    let matched = list && matchingOption(list, words, picked, exact);
    let option = matched?.option;
    if (matched) {
      typed = true;
      searchHides = answer?.hides;
    }
    if (!option) {
      if (round === 0 && typable && words[0] && !list && !opened(input)) {
        // Typed text opened no list, not even an empty one: a free-text combobox, which keeps what was typed.
        if (await keptText(input as HTMLInputElement, words[0]))
          return { picked: [words[0]], typed: true, freeText: true, ...(replaced ? { replaced } : {}) };
        // It took only its own options: back into it, to pick one from its list.
        focusAsPerson(input);
      }
      // The search cleared as a person deletes what they typed, even where the component emptied the box itself
      // and still filters its list by the words (Angular Material's).
      if (typable && (valueOf(input) !== '' || words[0])) {
        type(input as HTMLInputElement, '');
        await rendered(input);
      }
      list = (await listOf(widget, 0)) ?? (await openList(widget));
      const shown = options(list).filter((candidate) => !picked.includes(optionText(candidate)));
      if (!shown.length) {
        if (round > 0) break;
        throw new Error('its list offered no option to pick');
      }
      // A widget that takes no typing still shows the option the words name.
      matched = matchingOption(list, words, picked, exact);
      if (exact && !matched) {
        await closed(input, true);
        if (round === 0) throw new Error(NOT_OFFERED);
        break;
      }
      option = matched?.option ?? shown[(write.seed + round) % shown.length]!;
    }
    if (list?.getAttribute('aria-multiselectable') === 'true') several = true;
    const text = optionText(option);
    const columns = shownColumns(widget);
    press(option);
    const path = await pickOnInColumns(widget, option, columns, words, write.seed + round);
    await closed(input, several === true);
    await rendered(input);
    if (path) {
      // A cascader shows the whole path, or at least the last column's choice.
      if (!held(path.join(PATH_SEPARATOR)) && !held(path.at(-1)!)) throw new Error(NOT_KEPT);
      return { picked: [path.join(PATH_SEPARATOR)], path, ...(replaced ? { replaced } : {}) };
    }
    // A creatable list's option reads 'Create "Ada"', and the component then holds the word typed.
    const kept = await shownSoon(input, [text, matched?.word], held);
    if (kept === undefined) throw new Error(NOT_KEPT);
    picked.push(kept);
    if (!several) break;
  }
  return {
    picked,
    ...(typed ? { typed } : {}),
    ...(searchHides !== undefined ? { searchHides } : {}),
    ...(replaced ? { replaced } : {}),
    ...(several ? { several } : {}),
  };
}

/**
 * The first of `candidates` the widget shows it holds, as soon as it does: a
 * component may show its choice a frame or two after taking it, by setting
 * its input's value, which no MutationObserver sees; so it is looked for
 * every few milliseconds, up to LIST_WAIT_MS of the page's time.
 */
async function shownSoon(
  input: HTMLElement,
  candidates: Array<string | undefined>,
  held: (text: string) => boolean,
): Promise<string | undefined> {
  const find = () => candidates.find((candidate) => candidate !== undefined && held(candidate));
  const view = input.ownerDocument.defaultView!;
  let found = find();
  for (let deadline = pageDeadline(LIST_WAIT_MS), next = 0; found === undefined && !deadline.passed();) {
    await deadline.nextTask(view);
    if (performance.now() < next) continue;
    next = performance.now() + SHOWN_CHECK_MS;
    found = find();
  }
  return found;
}

/** How often shownSoon looks: a frame's time, so its reads of the page's layout stay few. */
const SHOWN_CHECK_MS = 16;

/** How a cascader shows the path it holds (Ant Design's), and how a report names one. */
const PATH_SEPARATOR = ' / ';

/**
 * The path a cascader shows it holds, first column to last, where one of its columns' choices is the option
 * `wanted` names: what a fill that finds its option already held reports, as a pick's path.
 * @example heldPath(input, ['Texas']) // ['United States', 'Texas', 'Austin'], shown as "United States / Texas / Austin"
 */
function heldPath(input: HTMLElement, wanted: string[]): string[] | undefined {
  if (wanted.length !== 1) return undefined;
  const word = wanted[0]!.toLowerCase();
  for (const choice of widgetShows(input as FillableElement)) {
    const path = choice.split(PATH_SEPARATOR);
    if (path.length > 1 && path.some((part) => part.toLowerCase() === word)) return path;
  }
  return undefined;
}

/** Columns deeper than a cascader of places or categories has. */
const MAX_COLUMNS = 8;

/**
 * A cascader (a menu of columns, Ant Design's): a pressed option that holds
 * more opens the next column instead of closing the list, and the pick goes
 * on there, by the words or else the seed, until an option closes it.
 * `columns`: those shown before the press, where a list opened on an earlier
 * choice shows its path. Undefined when the pressed option was an ordinary
 * list's; else each column's choice, first to last.
 */
async function pickOnInColumns(
  widget: OpeningWidget,
  pressed: Element,
  columns: Element[],
  words: string[],
  seed: number,
): Promise<string[] | undefined> {
  if (!pressed.matches(MENU_ITEM)) return undefined;
  const { input } = widget;
  const path = [optionText(pressed)];
  for (let depth = 1; depth < MAX_COLUMNS; depth++) {
    // The column the press opens is the next one; one shown there already changes, unless the option pressed
    // was the one it showed the choices of.
    const stale = columns[depth]?.textContent;
    const changed = await waitFor(input.ownerDocument, stale === undefined ? LIST_WAIT_MS : QUIET_MS, () => {
      if (!isExpanded(input)) return null;
      const column = shownColumns(widget)[depth];
      return column && options(column).length && column.textContent !== stale ? column : undefined;
    });
    const next = changed === undefined && isExpanded(input) ? shownColumns(widget)[depth] : changed;
    if (!next) break;
    columns = shownColumns(widget);
    const offered = options(next);
    const option = matchingOption(next, words, [])?.option ?? offered[seed % offered.length];
    if (!option) break;
    path.push(optionText(option));
    press(option);
  }
  return path;
}

/** The menu columns a cascader shows now that were not shown before its pick. */
function shownColumns({ input, before }: OpeningWidget): Element[] {
  return [...input.ownerDocument.querySelectorAll('[role=menu]')].filter(
    (column) => !before.has(column) && isShown(column),
  );
}

/**
 * What a pick did: the options' texts; `replaced` when the widget held a
 * choice before (which Undo cannot bring back), `unchanged` when it already
 * held the option wanted and nothing was done; `typed` when the option was
 * found by typing its words (a test then types them too: test-snippet.ts);
 * `several` when its list takes several options, and stays open for them.
 */
export interface PickOutcome {
  picked: string[];
  /** A cascader's choice in each of its columns, first to last; `picked` then holds them joined with " / ". */
  path?: string[];
  typed?: true;
  /**
   * An option the list showed before the typing and no longer shows once its search ran: the list was open
   * already (Tom Select's, on focus), so a test that types the words waits for this one to go before it clicks.
   */
  searchHides?: string;
  /** The widget kept the words typed as its value, with no list to pick from (a free-text combobox, Vuetify's). */
  freeText?: true;
  several?: true;
  replaced?: true;
  unchanged?: true;
}

/**
 * A widget being picked, and the list boxes its page showed before: the
 * list it opens is one that was not shown (a box that holds its chosen
 * options as a list box too, Choices.js's, is not it).
 */
interface OpeningWidget {
  input: HTMLElement;
  before: Set<Element>;
}

/**
 * The list boxes shown as a pick starts; none when the widget's list is open already, which is then the one.
 * A list on its way out (the popup of the last pick, closing, which the component opens again as it is) is
 * not one the page keeps shown: it is animating, or marked as leaving (LEAVING).
 */
function listsBefore(input: HTMLElement): Set<Element> {
  if (isExpanded(input)) return new Set();
  const moving = (input.ownerDocument.getAnimations?.() ?? []).flatMap((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return target ? [target] : [];
  });
  const leaving = (list: Element) => list.closest(LEAVING) !== null || moving.some((target) => target.contains(list));
  return new Set([...input.ownerDocument.querySelectorAll(LIST)].filter((list) => isShown(list) && !leaving(list)));
}

/**
 * How transition libraries mark a popup leaving: rc-motion's `ant-slide-up-leave`, Vue's `v-leave-active`,
 * React Transition Group's `fade-exit`, Headless UI's `data-leave` and `data-closed`. Its first phase draws no
 * animation yet, and a tab in the background never reaches the next.
 */
const LEAVING = '[class*="-leave"], [class*="-exit"], [data-leave], [data-closed]';

/**
 * Types `text` into the widget, as one input event, and waits for its list to answer with options: no list when
 * none came. A list open before the typing (one its focus opened, Tom Select's) answers only once it changes: a
 * library that holds its search back (Tom Select's refreshThrottle, 300 ms) shows the old options until then, and an
 * option picked from those is followed by the search's own refresh, which opens the list again and takes the focus.
 * `hides` names an option of that old list which the answer no longer shows.
 */
async function typeAndWait(widget: OpeningWidget, text: string): Promise<{ list?: Element; hides?: string }> {
  const before = listWithOptions(widget);
  const stale = before?.textContent ?? undefined;
  const staleOptions = before ? options(before).map(optionText) : [];
  type(widget.input as HTMLInputElement, text);
  // A list shown open with no option ("No options"), or a widget that stayed closed (MUI Autocomplete shows its
  // "No options" outside any list box), is the widget's answer once two frames have passed: a component may hold
  // back what it shows after a key until then (Headless UI for Vue). A list that comes later than that, from a
  // search the page holds back, is met by the free-text check and the reopening after it.
  const view = widget.input.ownerDocument.defaultView!;
  let framesPassed = false;
  view.requestAnimationFrame(() => view.requestAnimationFrame(() => (framesPassed = true)));
  await rendered(widget.input);
  const answered = () => framesPassed && (emptyListShown(widget) || !opened(widget.input));
  // What the widget answers with: a popup that is only positioned again, frame after frame, leaves it as it was.
  const shows = () => `${isExpanded(widget.input)} ${listShown(widget)?.textContent ?? ''}`;
  const fresh = () => {
    const list = listWithOptions(widget);
    return list && list.textContent !== stale ? list : undefined;
  };
  const settled = { ms: SETTLED_MS, answered, shows };
  const list = await waitFor(
    widget.input.ownerDocument,
    stale === undefined ? QUIET_MS : HELD_SEARCH_MS,
    fresh,
    settled,
  );
  // A list the typing left as it was (every option still matches) is the answer all the same.
  if (!list) return { list: stale === undefined ? undefined : listWithOptions(widget) };
  const shown = new Set(options(list).map(optionText));
  return { list, hides: staleOptions.find((option) => !shown.has(option)) };
}

/** How long a list shown before typing may take to answer it: a search a library holds back (Tom Select's 300 ms), on a loaded machine. */
const HELD_SEARCH_MS = 1000;

function submits(control: HTMLElement): boolean {
  return (
    control.tagName === 'BUTTON' &&
    (control as HTMLButtonElement).type === 'submit' &&
    (control as HTMLButtonElement).form !== null
  );
}

/** Whether the widget says its list is open, or has one, options or not ("No options"). */
function opened(input: HTMLElement): boolean {
  return isExpanded(input) || ownedList(input) !== undefined;
}

/**
 * Opens the widget's list: Arrow Down, the WAI-ARIA combobox's key, then a click, which select-only widgets open on.
 * A widget that took neither (a busy page's component can drop the first, or the click closed the list the key was
 * opening) is asked once more, as a person asks again.
 */
async function openList(widget: OpeningWidget): Promise<Element> {
  const { input } = widget;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) focusAsPerson(input);
    key(input, 'ArrowDown');
    await rendered(input);
    const byKey = await listOf(widget);
    if (byKey) return byKey;
    // A click on a button that submits its form would submit it: such a list opens by key or not at all.
    if (submits(input)) throw new Error('its list did not open, and a click on it would submit the form');
    press(input);
    await rendered(input);
    // A list that was clicked is coming: it is given the time a render or two takes, as a closing list is.
    const byClick = await listOf(widget, LIST_WAIT_MS);
    if (byClick) return byClick;
  }
  throw new Error('its list of options did not open');
}

/**
 * The widget's open list once it shows an option: the element its
 * `aria-controls` or `aria-owns` names, else the one list box shown in its
 * document (libraries render theirs at the end of the body). Undefined
 * when none shows within `ms` (QUIET_MS by default), or once the page has
 * answered and stayed still as `settled` says.
 */
async function listOf(widget: OpeningWidget, ms = QUIET_MS, settled?: Settled): Promise<Element | undefined> {
  return waitFor(widget.input.ownerDocument, ms, () => listWithOptions(widget), settled);
}

/** The widget's list, while it shows an option to pick. */
function listWithOptions(widget: OpeningWidget): Element | undefined {
  const list = listShown(widget);
  return list && options(list).length ? list : undefined;
}

/** Whether the widget says its list is open and shows that list, with no option in it ("No options"). */
function emptyListShown(widget: OpeningWidget): boolean {
  if (!isExpanded(widget.input)) return false;
  const list = listShown(widget);
  return list !== undefined && options(list).length === 0;
}

/** The widget's list, options or none: the one it names, else the one list box shown in its document. */
function listShown({ input, before }: OpeningWidget): Element | undefined {
  const drawn = DRAWN_LISTS.find((entry) => entry.widget !== undefined && input.matches(entry.widget));
  const list = drawn && [...input.ownerDocument.querySelectorAll(drawn.list)].find((list) => !before.has(list));
  return list ?? ownedList(input) ?? shownList(input, before);
}

function ownedList(input: HTMLElement): Element | undefined {
  const root = input.getRootNode() as Document | ShadowRoot;
  for (const attribute of ['aria-controls', 'aria-owns']) {
    for (const id of idRefs(input, attribute)) {
      const named = root.getElementById(id);
      if (!named) continue;
      if (named.getAttribute('role') === 'listbox') return named;
      const inside = named.querySelector('[role=listbox]');
      if (inside) return inside;
    }
  }
  return undefined;
}

function shownList(input: HTMLElement, before: Set<Element>): Element | undefined {
  if (!isExpanded(input)) return undefined;
  const lists = [...input.ownerDocument.querySelectorAll(LIST)].filter((list) => !before.has(list) && isShown(list));
  // A cascader opens on the path chosen before, a column of it each: its list starts at the first.
  if (lists.length > 1 && lists.every((list) => list.matches('[role=menu]'))) return lists[0];
  return lists.length === 1 ? lists[0] : undefined;
}

/** A combobox's list: a list box, or the first column of a cascader's menus. */
const LIST = '[role=listbox], [role=menu]';

/** A cascader column's option, which may open the next column. */
const MENU_ITEM = '[role=menuitemcheckbox], [role=menuitemradio], [role=menuitem]';

/** The options a list shows that a person could pick. */
function options(list: Element): Element[] {
  const drawn = DRAWN_LISTS.find((entry) => list.matches(entry.list));
  if (drawn) return [...list.querySelectorAll(drawn.option)].filter(isShown);
  // A web component's list shows its options through a slot (Shoelace): they are the host's children.
  const slotted = [...list.querySelectorAll('slot')].flatMap((slot) =>
    slot.assignedElements({ flatten: true }).flatMap((element) => [element, ...element.querySelectorAll('*')]),
  );
  const option = list.matches('[role=menu]') ? MENU_ITEM : '[role=option]';
  return [...list.querySelectorAll(option), ...slotted.filter((element) => element.matches(option))].filter(
    (option) => option.getAttribute('aria-disabled') !== 'true' && isShown(option),
  );
}

/**
 * The option the words name, and the word, best first: the same text, then one that starts with a word, then
 * one that holds it; only the same text where `exact`.
 */
function matchingOption(
  list: Element,
  words: string[],
  picked: string[],
  exact?: true,
): { option: Element; word: string } | undefined {
  const shown = options(list).filter((option) => !picked.includes(optionText(option)));
  const texts = shown.map((option) => optionText(option).toLowerCase());
  const tests = [
    (text: string, word: string) => text === word,
    (text: string, word: string) => text.startsWith(word),
    (text: string, word: string) => text.includes(word),
  ];
  for (const test of exact ? tests.slice(0, 1) : tests) {
    for (const word of words) {
      const wanted = word.toLowerCase().trim();
      if (!wanted) continue;
      const at = texts.findIndex((text) => test(text, wanted));
      if (at >= 0) return { option: shown[at]!, word };
    }
  }
  return undefined;
}

/** The text a person reads on an option (a calendar's cell too). */
export function optionText(option: Element): string {
  return collapseSpace(option.textContent ?? '');
}

/**
 * Waits for the widget's list to close after a pick (a list may close in an
 * animation frame, which a page behind the popup gets late); a list that
 * stays open for more (a multi-select) is closed with Escape.
 */
async function closed(input: HTMLElement, several: boolean): Promise<void> {
  const isClosed = () => (isExpanded(input) ? undefined : true);
  if (await waitFor(input.ownerDocument, several ? 50 : LIST_WAIT_MS, isClosed)) return;
  key(input, 'Escape');
  if (await waitFor(input.ownerDocument, QUIET_MS, isClosed)) return;
  // A list that closes only on a real Escape (the CloseWatcher Shoelace uses) closes on a press outside it,
  // without a click, which the page's body could act on.
  const body = input.ownerDocument.body;
  if (body) pointerPress(body, { clientX: 0, clientY: 0 }, false);
  if (!(await waitFor(input.ownerDocument, LIST_WAIT_MS, isClosed))) throw new Error('its list did not close');
}

/** Whether the widget takes typing: an input a person can type into (not a select-only widget's 1-pixel box). */
function isTypable(control: HTMLElement): control is HTMLInputElement {
  if (control.tagName !== 'INPUT') return false;
  const input = control as HTMLInputElement;
  return !input.readOnly && input.getAttribute('aria-readonly') !== 'true' && input.inputMode !== 'none';
}

/**
 * Takes out what the widget holds before a new pick, as a person would with
 * Backspace in its empty input (a chosen value, a multi-select's chips), so
 * the fill replaces it as it does a native list's choice. Stops as soon as a
 * press changes nothing.
 */
async function clearHeld(input: HTMLElement, twin: HTMLSelectElement | undefined): Promise<true | undefined> {
  const box = widgetBox(input);
  // What the widget holds: what it shows, and the chosen options of the select it keeps in step.
  const holds = () => `${shownText(box)}\n${twin ? [...twin.selectedOptions].map((option) => option.value) : ''}`;
  let cleared: true | undefined;
  // Focus alone re-renders some components (a screen-reader hint): what they show counts from after it.
  await rendered(input);
  // A widget that shows nothing holds nothing: no key is pressed (a key can hold back what a component shows next).
  for (let press = 0; press < MAX_CLEARS && valueOf(input) === '' && holds().trim() !== ''; press++) {
    const before = holds();
    key(input, 'Backspace');
    await rendered(input);
    if (holds() === before) break;
    cleared = true;
  }
  return cleared;
}

/** Why Undo leaves a widget: its component offers no way to clear its choice (a list button, a select without a clear control). */
const KEPT_PICK = 'the widget kept the option picked: clear it in the page';

/** More options than a widget filled by hand holds. */
const MAX_CLEARS = 10;

/**
 * Takes a widget's picks back as a person clears it: its search emptied,
 * then Backspace in the empty input once per option, which removes the last
 * chosen one (react-select and most multi-selects). Rejects, saying so, when
 * the widget still shows one of them.
 */
export async function unpick(input: HTMLElement, picked: string[]): Promise<void> {
  if (input.tagName !== 'INPUT') throw new Error(KEPT_PICK);
  focusAsPerson(input);
  if (isTypable(input) && input.value !== '') {
    type(input, '');
    await rendered(input);
  }
  for (let count = 0; count < picked.length; count++) {
    key(input, 'Backspace');
    await rendered(input);
  }
  const showsPick = () => picked.some((text) => shows(input, text));
  await waitFor(input.ownerDocument, LIST_WAIT_MS, () => (showsPick() ? undefined : true));
  closeIfOpen(input);
  blurAsPerson(input);
  // A component whose choice outlives its emptied search shows the choice again a render or more after the
  // blur (Headless UI's, Downshift's, Angular Material's): it kept the pick.
  if (await holdsOnceLeft(input, showsPick)) throw new Error(KEPT_PICK);
  if (await marksPick(input, picked)) throw new Error(KEPT_PICK);
}

/**
 * Whether a combobox that shows its choice only in its list (CHOICE_MARKS) still marks one of `picked` there:
 * its list is opened, looked at and closed again, and the widget left as it was.
 */
async function marksPick(input: HTMLElement, picked: string[]): Promise<boolean> {
  const mark = CHOICE_MARKS.find((entry) => input.matches(entry.widget));
  if (!mark) return false;
  focusAsPerson(input);
  const list = await openList({ input, before: listsBefore(input) }).catch(() => undefined);
  const chosen = [...(list?.querySelectorAll(mark.chosen) ?? [])].map(optionText);
  // Nothing was picked, so nothing closes the list but a person's Escape.
  closeIfOpen(input);
  await closed(input, true).catch(() => undefined);
  blurAsPerson(input);
  await rendered(input);
  return chosen.some((text) => picked.includes(text));
}

/**
 * Whether a free-text combobox still holds the text typed into it once it
 * is left as a person leaves it, with Tab: a combobox that takes only its
 * own options clears unmatched text then (Angular Material's with `requireSelection`).
 */
async function keptText(input: HTMLInputElement, text: string): Promise<boolean> {
  key(input, 'Tab');
  input.dispatchEvent(new Event('change', { bubbles: true }));
  blurAsPerson(input);
  // A component clears its search a render or more after the blur (React Aria's later on a busy machine): it kept
  // the text only if the text is still there once the page has had SETTLED_MS to answer.
  return !(await holdsOnceLeft(input, () => input.value !== text));
}

/**
 * Whether `holds` is true of a widget just left, once the page has answered the blur: a render, then up to
 * SETTLED_MS until it holds. A component puts back or clears its input's text a render or more after the blur.
 */
async function holdsOnceLeft(input: HTMLElement, holds: () => boolean): Promise<boolean> {
  await rendered(input);
  await waitFor(input.ownerDocument, SETTLED_MS, () => (holds() ? true : undefined));
  return holds();
}

/** Closes a widget's list that is still open, as a person does, with Escape. */
export function closeIfOpen(widget: Element): void {
  if (isExpanded(widget)) key(widget, 'Escape');
}
