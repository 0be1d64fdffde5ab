import type { FillableElement } from './fillable-element';

/**
 * The radios of each group, found with one query per tree the first time a
 * write asks, for the rest of that write. Asking the radio's form or tree for
 * its checked radios on every write made a page without `<form>` (or one
 * `<form>` around everything) take time in the square of its size
 * (docs/performance.md, "Radio groups"). Radios the page adds during the
 * write are not seen: a write's listeners rarely add radios to a group being filled.
 */
export class RadioGroups {
  /** By tree, then form owner (none: null), then name: a page of one `<form>` per block repeats its groups' names in every form, and one list per name made each write scan every form's radios. */
  private readonly byRoot = new Map<Node, Map<HTMLFormElement | null, Map<string, HTMLInputElement[]>>>();

  /**
   * The checked radios of the same group as `radio` (same name and form,
   * in its form's subtree or, without a form, its tree), in page order.
   * @example groups.checkedBeside(yes) // [no], when "no" was checked before "yes" is
   */
  checkedBeside(radio: HTMLInputElement): HTMLInputElement[] {
    if (!radio.name) return [];
    const root = radio.getRootNode();
    let byForm = this.byRoot.get(root);
    if (!byForm) {
      byForm = new Map();
      for (const other of (root as ParentNode).querySelectorAll<HTMLInputElement>('input[type=radio]')) {
        let byName = byForm.get(other.form);
        if (!byName) byForm.set(other.form, (byName = new Map()));
        const members = byName.get(other.name);
        if (members) members.push(other);
        else byName.set(other.name, [other]);
      }
      this.byRoot.set(root, byForm);
    }
    const form = radio.form;
    return (byForm.get(form)?.get(radio.name) ?? []).filter(
      (other) =>
        other !== radio &&
        other.checked &&
        other.type === 'radio' &&
        other.name === radio.name &&
        other.form === form &&
        (!form || form.contains(other)),
    );
  }
}

/** Each element's index among the described fields, built on first use (`indexOf` per radio would scan every field). */
export function lazyIndexOf(elements: readonly FillableElement[]): (element: FillableElement) => number {
  let index: Map<FillableElement, number> | undefined;
  return (element) => {
    if (!index) {
      index = new Map();
      // The first of duplicates wins, as indexOf's would.
      for (let i = elements.length - 1; i >= 0; i--) index.set(elements[i]!, i);
    }
    return index.get(element) ?? -1;
  };
}
