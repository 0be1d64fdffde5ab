import { PageIndex } from './page-index';

/**
 * A selector unique in the element's document: its id (one the page did not
 * make up as it loaded), its name, the element with a unique id it holds (a
 * widget's), or a path of nth-of-type steps. Inside an open shadow root, the
 * host's selector comes first, joined by " >>> ", as the fill report shows it.
 * @example uniqueSelector(input) // '#email', or 'my-form >>> input[name="email"]'
 */
export function uniqueSelector(element: Element, page: PageIndex = new PageIndex(element.ownerDocument)): string {
  const root = element.getRootNode();
  const host = (root as ShadowRoot).host;
  const local = selectorWithin(element, root as Document | ShadowRoot, page);
  return host ? `${uniqueSelector(host, page)} >>> ${local}` : local;
}

function selectorWithin(element: Element, root: Document | ShadowRoot, page: PageIndex): string {
  const byId = (node: Element) => lastingId(node, root, page) && idSelector(node.id);
  const id = byId(element);
  if (id) return id;
  const tag = element.tagName.toLowerCase();
  const name = element.getAttribute('name');
  if (name && page.hasUniqueName(root, tag, name)) return `${tag}[name="${CSS.escape(name)}"]`;
  // A custom element's tag is often the only one of its kind: `address-card`.
  if (tag.includes('-') && root.querySelectorAll(tag).length === 1) return tag;
  const around = aroundUniqueId(element, root, page);
  if (around) return around;
  const steps: string[] = [];
  const top = (root as Document).documentElement;
  for (let node: Element | null = element; node && node !== top; node = node.parentElement) {
    const ancestorId = node !== element && byId(node);
    if (ancestorId) {
      steps.unshift(ancestorId);
      return steps.join(' > ');
    }
    steps.unshift(`${node.tagName.toLowerCase()}:nth-of-type(${positionOfType(node)})`);
  }
  return top ? `html > ${steps.join(' > ')}` : steps.join(' > ');
}

/**
 * A widget drawn around an element of its own that has a unique id (Choices.js's box around the select it
 * hid, a combobox around its input), by its first class and that element: it reads, and lasts, better than a
 * path of positions. Undefined where the element has no class, holds no such id, or the selector is not unique.
 * @example aroundUniqueId(choicesBox, document, page) // 'div.choices:has(#city)'
 */
function aroundUniqueId(element: Element, root: Document | ShadowRoot, page: PageIndex): string | undefined {
  const className = element.classList[0];
  if (!className) return undefined;
  const inner = [...element.querySelectorAll('[id]')].find((node) => lastingId(node, root, page));
  if (!inner) return undefined;
  const selector = `${element.tagName.toLowerCase()}.${CSS.escape(className)}:has(${idSelector(inner.id)})`;
  return root.querySelectorAll(selector).length === 1 ? selector : undefined;
}

/**
 * Whether the element's id finds it alone, on this load and the next: an id with a long number in it is taken
 * for one made as the page loads (React Aria's `react-aria6086901407-_r_4_`), which a test run on a fresh load
 * would not find.
 */
function lastingId(element: Element, root: Document | ShadowRoot, page: PageIndex): boolean {
  return element.id !== '' && !/\d{6}/.test(element.id) && page.hasUniqueId(root, element.id);
}

/** `#email`; an id that would need escapes there (`1st`, `a.b`) reads better as `[id="1st"]`. */
function idSelector(id: string): string {
  return CSS.escape(id) === id ? `#${id}` : `[id="${id.replace(/["\\]/g, '\\$&')}"]`;
}

/** 1 for the first child of its tag under its parent (at the top of a shadow root, the root is the parent). */
function positionOfType(node: Element): number {
  let position = 1;
  for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.tagName === node.tagName) position++;
  }
  return position;
}
