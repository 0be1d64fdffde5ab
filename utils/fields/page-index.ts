/**
 * Lookups that describing every field of a page needs, built once per page.
 * `element.labels` walks the whole document on each call, which made a
 * 3,000-field page take 14 s to describe (tests/bench/fill); one pass over
 * each tree's labels takes a few milliseconds.
 */
export class PageIndex {
  private readonly labelsByRoot = new Map<Node, Map<Element, HTMLLabelElement[]>>();
  private readonly formIndexes = new Map<HTMLFormElement, number>();
  private readonly formTexts = new Map<HTMLFormElement, string>();

  constructor(doc: Document) {
    [...doc.forms].forEach((form, index) => this.formIndexes.set(form, index));
  }

  /** The labels of a control, as `element.labels` would give them, from its own tree (document or shadow root). */
  labelsOf(element: Element): HTMLLabelElement[] {
    const root = element.getRootNode();
    let labels = this.labelsByRoot.get(root);
    if (!labels) {
      labels = new Map();
      for (const label of (root as ParentNode).querySelectorAll?.('label') ?? []) {
        const control = (label as HTMLLabelElement).control;
        if (control) labels.set(control, [...(labels.get(control) ?? []), label as HTMLLabelElement]);
      }
      this.labelsByRoot.set(root, labels);
    }
    return labels.get(element) ?? [];
  }

  /**
   * What a form says about itself: its role, id, name, action and class, and
   * the words on its first submit button. Read once per form.
   * @example page.formTextOf(input) // 'search site-search /search Search'
   */
  formTextOf(element: { form: HTMLFormElement | null }): string {
    const form = element.form;
    if (!form) return '';
    let text = this.formTexts.get(form);
    if (text === undefined) {
      const submit = form.querySelector('button:not([type=button]):not([type=reset]), input[type=submit], input[type=image]');
      const words = [form.getAttribute('role'), form.id, form.getAttribute('name'), form.getAttribute('action'), form.getAttribute('class')];
      if (submit) words.push(submit.textContent, ...['value', 'aria-label', 'title', 'alt'].map((name) => submit.getAttribute(name)));
      text = words.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim().slice(0, 200);
      this.formTexts.set(form, text);
    }
    return text;
  }

  /** Position of the control's form among the document's forms; -1 outside any form. */
  formIndexOf(element: { form: HTMLFormElement | null }): number {
    return element.form ? (this.formIndexes.get(element.form) ?? -1) : -1;
  }
}
