import { pushTo } from '../collections/push-to';
import { collapseSpace } from '../text/collapse-space';
import type { FieldOption } from '../fields/field-description';

/**
 * Lookups that describing every field of a page needs, built once per page:
 * `element.labels` walks the whole document on each call, and so would asking
 * whether an id or a name is unique (docs/performance.md, "Describing a field").
 */
export class PageIndex {
  /** The document's address, read once: every field carries it. */
  readonly url: string;
  private readonly labelsByRoot = new Map<Node, Map<Element, HTMLLabelElement[]>>();
  private readonly idCounts = new Map<Node, Map<string, number>>();
  private readonly nameCounts = new Map<Node, Map<string, number>>();
  private readonly formIndexes = new Map<HTMLFormElement, number>();
  private formsListed = false;
  private readonly shadowTrees = new Map<Node, number>();
  private readonly formTexts = new Map<HTMLFormElement, string>();
  private readonly optionLists = new Map<string, FieldOption[]>();
  /** Whether each tree (document or shadow root) has a datalist at all: most pages have none, and then no input is asked for its list. */
  private readonly datalists = new Map<Node, boolean>();
  private readonly suggestionLists = new Map<Element, string[] | undefined>();
  /** Image buttons by their form, for forms whose image button is not inside them (see submitButtonOf). */
  private imageButtons?: Map<HTMLFormElement, Element>;
  /** Whether a label's style adds text before or after it, by its parent's class and its own (labelAddsText). */
  private readonly addedText = new Map<string, boolean>();
  private pageWidth: number | undefined;
  private pageScroll: { x: number; y: number } | undefined;
  /** What makes parts of the page inert, looked for once: elements with `inert`, and an open modal dialog. */
  private inertness?: { roots: Element[]; modal: Element | null };

  constructor(private readonly doc: Document) {
    this.url = doc.location?.href ?? '';
  }

  /** The labels of a control, as `element.labels` would give them, from its own tree (document or shadow root). */
  labelsOf(element: Element): HTMLLabelElement[] {
    const root = element.getRootNode();
    let labels = this.labelsByRoot.get(root);
    if (!labels) {
      labels = new Map();
      for (const label of (root as ParentNode).querySelectorAll?.('label') ?? []) {
        const control = (label as HTMLLabelElement).control;
        if (control) pushTo(labels, control, label as HTMLLabelElement);
      }
      this.labelsByRoot.set(root, labels);
    }
    return labels.get(element) ?? [];
  }

  /**
   * Whether the page's style adds text to the label (`::after { content: ":" }`, Ant Design's colon; a required
   * field's "*"): a test's `getByLabel` and `getByRole` then see a name with it. Labels styled alike share their
   * classes, so it is asked once per pair of the parent's and the label's class.
   */
  labelAddsText(label: Element): boolean {
    const key = `${label.parentElement?.className ?? ''}>${label.className}`;
    let adds = this.addedText.get(key);
    if (adds === undefined) {
      const view = label.ownerDocument.defaultView;
      const added = (pseudo: string) => /^["'].+["']$/.test(view?.getComputedStyle(label, pseudo).content ?? '');
      adds = added('::before') || added('::after');
      this.addedText.set(key, adds);
    }
    return adds;
  }

  /** Whether exactly one element of the tree (document or shadow root) has this id. */
  hasUniqueId(root: Document | ShadowRoot, id: string): boolean {
    return counted(this.idCounts, root, '[id]', (element) => element.id).get(id) === 1;
  }

  /** Whether exactly one element of the tree has this tag (lowercase) and `name` attribute. */
  hasUniqueName(root: Document | ShadowRoot, tag: string, name: string): boolean {
    const key = (element: Element) => `${element.tagName.toLowerCase()} ${element.getAttribute('name')}`;
    return counted(this.nameCounts, root, '[name]', key).get(`${tag} ${name}`) === 1;
  }

  /** The page's width in CSS pixels, scrolled part included (read once: it asks for layout). */
  get width(): number {
    const root = this.doc.documentElement;
    this.pageWidth ??= root ? Math.max(root.scrollWidth, root.clientWidth) : 0;
    return this.pageWidth;
  }

  /**
   * How far the window is scrolled right and down, in CSS pixels (read once:
   * every field's box is measured from the window). A right-to-left page
   * scrolled to the left counts as not scrolled: its content starts left of
   * the window, so undoing that scroll would push fields in view off the page.
   */
  get scroll(): { x: number; y: number } {
    const view = this.doc.defaultView;
    this.pageScroll ??= { x: Math.max(0, view?.scrollX ?? 0), y: Math.max(0, view?.scrollY ?? 0) };
    return this.pageScroll;
  }

  /**
   * What a form says about itself: its role, id, name, action and class, and
   * the words on its first submit button (or its picture's name). Read once per form.
   * @example page.formTextOf(input) // 'search site-search /search Search'
   */
  formTextOf(element: { form: HTMLFormElement | null }): string {
    const form = element.form;
    if (!form) return '';
    let text = this.formTexts.get(form);
    if (text === undefined) {
      const submit = submitButtonOf(form) ?? this.imageButtonOutside(form);
      const words = [
        form.getAttribute('role'),
        form.id,
        form.getAttribute('name'),
        form.getAttribute('action'),
        form.getAttribute('class'),
      ];
      if (submit) {
        const said = [
          submit.textContent,
          ...['value', 'aria-label', 'title', 'alt'].map((name) => submit.getAttribute(name)),
        ].filter((text) => text?.trim());
        words.push(...(said.length ? said : [imageName(submit)]));
      }
      text = collapseSpace(words.filter(Boolean).join(' ')).slice(0, 200);
      this.formTexts.set(form, text);
    }
    return text;
  }

  /**
   * The first image button a form owns from outside it: one with a `form`
   * attribute, or one the HTML parser tied to a form it left empty
   * (`<tr><form><td><input type=image>`: a form cannot sit between table
   * rows and cells, so it ends up empty, and its controls still belong to
   * it). The page's image buttons are listed once, only when a form needs it.
   */
  private imageButtonOutside(form: HTMLFormElement): Element | null {
    if (!this.imageButtons) {
      this.imageButtons = new Map();
      for (const button of this.doc.querySelectorAll<HTMLInputElement>('input[type=image]')) {
        if (button.form && !this.imageButtons.has(button.form)) this.imageButtons.set(button.form, button);
      }
    }
    return this.imageButtons.get(form) ?? null;
  }

  /**
   * A select's options as plain data. Selects with the same markup (a country
   * list in every address form) share one list, read once: reading 250
   * options costs far more than comparing their markup.
   */
  optionsOf(select: HTMLSelectElement): FieldOption[] {
    const markup = select.innerHTML;
    let options = this.optionLists.get(markup);
    if (!options) {
      options = [...select.options].map((option) => ({
        value: option.value,
        text: collapseSpace(option.text),
        disabled: option.disabled,
      }));
      this.optionLists.set(markup, options);
    }
    return options;
  }

  /**
   * Whether no one can use the element now: it is under an `inert` element,
   * or a modal dialog is open and the element is not in it (the browser
   * makes the rest of the page inert). A page with neither costs one query of the page.
   * Only the document is searched: `inert` on a shadow host covers its
   * shadow tree, `inert` inside a shadow tree is not looked for.
   */
  isInert(element: Element): boolean {
    this.inertness ??= inertParts(this.doc);
    const { roots, modal } = this.inertness;
    if (roots.length === 0 && !modal) return false;
    const host = outermostHost(element);
    return roots.some((root) => root.contains(host)) || (modal !== null && !modal.contains(host));
  }

  /**
   * What an input's `<datalist>` suggests, its options' values in order (up
   * to 200), read once per list; undefined without a list or values.
   * @example page.suggestionsOf(browserInput) // ['Chrome', 'Firefox', 'Safari']
   */
  suggestionsOf(input: HTMLInputElement): string[] | undefined {
    const root = input.getRootNode() as Document | ShadowRoot;
    let hasLists = this.datalists.get(root);
    if (hasLists === undefined) {
      hasLists = root.querySelector?.('datalist') != null;
      this.datalists.set(root, hasLists);
    }
    if (!hasLists) return undefined;
    const list = input.list;
    if (!list) return undefined;
    if (!this.suggestionLists.has(list)) {
      const values = [...list.querySelectorAll('option')]
        .map((option) => option.value)
        .filter((value) => value.trim() !== '');
      this.suggestionLists.set(list, values.length ? values.slice(0, MAX_SUGGESTIONS) : undefined);
    }
    return this.suggestionLists.get(list);
  }

  /**
   * Position of the control's form among the document's forms; -1 outside
   * any form. A form inside a shadow root is not among `document.forms`: it
   * takes the next number the first time one of its controls is described.
   */
  formIndexOf(element: { form: HTMLFormElement | null }): number {
    const form = element.form;
    if (!form) return -1;
    // Listing `document.forms` walks the page: only done for a page whose fields have forms.
    if (!this.formsListed) {
      [...this.doc.forms].forEach((each, index) => this.formIndexes.set(each, index));
      this.formsListed = true;
    }
    let index = this.formIndexes.get(form);
    if (index === undefined) this.formIndexes.set(form, (index = this.formIndexes.size));
    return index;
  }

  /**
   * The radio group a named radio belongs to, as the browser groups them:
   * by form and name, and without a form, by name within its tree (the
   * document, or each shadow root apart).
   * @example page.radioGroupOf(radio, 'size', -1) // '-1:size' in the document, '-1/0:size' in the first shadow root
   */
  radioGroupOf(radio: Element, name: string, formIndex: number): string {
    if (formIndex >= 0) return `${formIndex}:${name}`;
    const root = radio.getRootNode();
    // Only a shadow root has a host (the document, or a detached element's own root, has none).
    if (!(root as Partial<ShadowRoot>).host) return `-1:${name}`;
    let tree = this.shadowTrees.get(root);
    if (tree === undefined) this.shadowTrees.set(root, (tree = this.shadowTrees.size));
    return `-1/${tree}:${name}`;
  }
}

/** The document's `inert` elements and its open modal dialog (`:modal` is not known to every DOM a test runs in). */
function inertParts(doc: Document): { roots: Element[]; modal: Element | null } {
  // Two queries of one selector each: Chromium matches a selector list against every element (docs/performance.md, "Inert parts").
  const roots = [...doc.querySelectorAll('[inert]')];
  for (const dialog of doc.querySelectorAll('dialog[open]')) {
    try {
      if (dialog.matches(':modal')) return { roots, modal: dialog };
    } catch {
      // A browser without `:modal`: no dialog is taken for modal.
      break;
    }
  }
  return { roots, modal: null };
}

/** The element itself, or the document-level host of the shadow tree it is in: `inert` on a host covers its shadow tree. */
function outermostHost(element: Element): Element {
  let node = element;
  for (let root = node.getRootNode(); (root as ShadowRoot).host; root = node.getRootNode())
    node = (root as ShadowRoot).host;
  return node;
}

/** A datalist longer than this (every town of a country) is said by its first values: enough to choose from. */
const MAX_SUGGESTIONS = 200;

/**
 * The button that submits the form when Enter is pressed: its first submit
 * button. `form.elements` lists the form's controls without a walk of the
 * form (a country list alone is 250 elements), but leaves out image buttons.
 */
function submitButtonOf(form: HTMLFormElement): Element | null {
  // Only a button or an input has the type `submit`: one read per control.
  for (const control of form.elements) if ((control as HTMLButtonElement).type === 'submit') return control;
  return form.querySelector('input[type=image]');
}

/**
 * An image button's picture, by its file name: it shows what the button
 * does when no text says it (`/images/searchfriend.gif` → `searchfriend`).
 */
function imageName(button: Element): string {
  const src = button.tagName === 'INPUT' ? (button.getAttribute('src') ?? '') : '';
  return src
    .split(/[?#]/)[0]!
    .split('/')
    .pop()!
    .replace(/\.\w+$/, '');
}

/** How many elements of the tree share each key, counted on first use (most fields are told apart by id alone). */
function counted(
  cache: Map<Node, Map<string, number>>,
  root: Document | ShadowRoot,
  selector: string,
  keyOf: (element: Element) => string,
): Map<string, number> {
  let counts = cache.get(root);
  if (!counts) {
    counts = new Map();
    for (const element of root.querySelectorAll(selector)) {
      const key = keyOf(element);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    cache.set(root, counts);
  }
  return counts;
}
