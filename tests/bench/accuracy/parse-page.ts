import { Window, type IOptionalBrowserSettings } from 'happy-dom';
import { defaultTreeAdapter, Parser, type DefaultTreeAdapterMap } from 'parse5';

type P5Node = DefaultTreeAdapterMap['childNode'];
type P5Element = DefaultTreeAdapterMap['element'];
type P5Parent = DefaultTreeAdapterMap['parentNode'];

/**
 * Attributes that carry the answer (the label, or Firefox's own guess): they
 * never reach the DOM the classifier sees.
 */
export function isAnswerAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower === 'data-moz-autofill-type' || lower === 'data-moz-autofill-inspect-id' || lower.startsWith('data-fathom')
  );
}

/**
 * No scripts, no network, no navigation. happy-dom 21 already defaults to no
 * JavaScript, CSS, image or iframe loading; this says so explicitly and answers
 * any request that still gets through with an empty 404.
 */
const SETTINGS: IOptionalBrowserSettings = {
  disableJavaScriptEvaluation: true,
  enableJavaScriptEvaluation: false,
  disableJavaScriptFileLoading: true,
  disableCSSFileLoading: true,
  enableCSSFileLoading: false,
  enableImageFileLoading: false,
  disableIframePageLoading: true,
  enableIframePageLoading: false,
  handleDisabledFileLoadingAsSuccess: true,
  navigation: {
    disableMainFrameNavigation: true,
    disableChildFrameNavigation: true,
    disableChildPageNavigation: true,
    disableFallbackToSetURL: true,
  },
  fetch: {
    interceptor: {
      beforeAsyncRequest: async ({ window }) => new window.Response('', { status: 404 }),
      beforeSyncRequest: ({ window }) => ({
        status: 404,
        statusText: 'Not Found',
        ok: false,
        url: '',
        redirected: false,
        headers: new window.Headers(),
        body: null,
      }),
    },
  },
};

export interface ParsedPage {
  document: Document;
  /** Attributes dropped because happy-dom rejects their names, or because they carry the answer. */
  droppedAttributes: number;
  answerAttributes: number;
  close(): Promise<void>;
}

/**
 * Parses a saved page into a happy-dom document, the way a browser with
 * scripting disabled builds its tree (the corpus selectors were made on that
 * tree; noscript content is markup). parse5 builds the tree to the HTML spec;
 * happy-dom's own parser nests some real-world markup differently and loses
 * ~8% of the labelled elements. The tree is copied node by node into happy-dom
 * so describeField gets a live DOM (labels, forms, computed style). Scripts
 * are not copied, and the answer attributes are stripped on the way.
 */
export function parsePage(html: string, url = 'https://corpus.invalid/page.html'): ParsedPage {
  const window = new Window({ url, settings: SETTINGS });
  const document = window.document as unknown as Document;
  const { tree, owners } = parseWithFormOwners(html);
  const counts = { droppedAttributes: 0, answerAttributes: 0 };
  const root = tree.childNodes.find((node): node is P5Element => 'tagName' in node && node.tagName === 'html');
  if (root) {
    const copies = new Map<P5Element, Element>();
    const html = copyTree(document, root, counts, copies);
    document.documentElement.remove();
    document.appendChild(html);
    tieToForms(owners, copies);
  }
  return { document, ...counts, close: () => window.happyDOM.close() };
}

/** Elements the HTML spec lets the parser tie to the open form ("form-associated elements"). */
const FORM_ASSOCIATED = new Set(['button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea', 'img']);

/**
 * Parses as parse5 does, and notes each control's form as a browser's
 * parser decides it: the form open when the control was created (the
 * spec's form element pointer). That is the form around it, except where
 * the markup puts a form between table rows and cells (`<tr><form><td>
 * <input>`): the form is left empty, and its controls still belong to it.
 */
function parseWithFormOwners(html: string): {
  tree: DefaultTreeAdapterMap['document'];
  owners: Map<P5Element, P5Element>;
} {
  const owners = new Map<P5Element, P5Element>();
  // The adapter asks the parser that calls it, which needs the adapter to be made.
  const made: { parser?: Parser<DefaultTreeAdapterMap> } = {};
  const treeAdapter: typeof defaultTreeAdapter = {
    ...defaultTreeAdapter,
    createElement(tagName, namespaceURI, attrs) {
      const element = defaultTreeAdapter.createElement(tagName, namespaceURI, attrs);
      const form = made.parser?.formElement;
      const listed = FORM_ASSOCIATED.has(tagName) && namespaceURI === HTML_NS;
      if (
        form &&
        listed &&
        made.parser!.openElements.tmplCount === 0 &&
        !attrs.some((attribute) => attribute.name === 'form')
      )
        owners.set(element, form);
      return element;
    },
  };
  const parser = (made.parser = new Parser({ treeAdapter, scriptingEnabled: false }));
  parser.tokenizer.write(html, true);
  return { tree: parser.document, owners };
}

/**
 * happy-dom finds a control's form only around it: a control the parser
 * tied to a form it is not inside gets that form as its `form`, and the
 * form lists it among its `elements`, as in a browser.
 */
function tieToForms(owners: Map<P5Element, P5Element>, copies: Map<P5Element, Element>): void {
  const outside = new Map<Element, Element[]>();
  for (const [source, sourceForm] of owners) {
    const [control, form] = [copies.get(source), copies.get(sourceForm)];
    if (!control || !form || form.contains(control)) continue;
    Object.defineProperty(control, 'form', { get: () => form });
    outside.set(form, [...(outside.get(form) ?? []), control]);
  }
  for (const [form, controls] of outside) {
    const inside = [...(form as HTMLFormElement).elements];
    // `elements` leaves image buttons out, in a browser too.
    const listed = controls.filter(
      (control) =>
        !(control.localName === 'input' && control.getAttribute('type')?.toLowerCase() === 'image') &&
        control.localName !== 'img',
    );
    Object.defineProperty(form, 'elements', { get: () => [...inside, ...listed] });
  }
}

/** Copies a parse5 subtree into `document`, iteratively (deep pages), noting each element's copy. */
function copyTree(
  document: Document,
  root: P5Element,
  counts: { droppedAttributes: number; answerAttributes: number },
  copies: Map<P5Element, Element>,
): Element {
  const top = createElement(document, root, counts);
  copies.set(root, top);
  const stack: Array<[P5Parent, ParentNode]> = [[root, contentOf(root, top)]];
  while (stack.length) {
    const [source, target] = stack.pop()!;
    for (const child of childrenOf(source)) {
      if (child.nodeName === '#text') {
        target.appendChild(document.createTextNode((child as DefaultTreeAdapterMap['textNode']).value));
      } else if ('tagName' in child) {
        if (child.tagName === 'script') continue;
        const element = createElement(document, child, counts);
        copies.set(child, element);
        target.appendChild(element);
        stack.push([child, contentOf(child, element)]);
      }
      // Comments and doctypes are left out: they carry no labels and no elements.
    }
  }
  return top;
}

function childrenOf(node: P5Parent): P5Node[] {
  if (node.nodeName === 'template' && 'content' in node)
    return (node as DefaultTreeAdapterMap['template']).content.childNodes;
  return node.childNodes;
}

function contentOf(source: P5Element, element: Element): ParentNode {
  return source.tagName === 'template' ? (element as HTMLTemplateElement).content : element;
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';

function createElement(
  document: Document,
  source: P5Element,
  counts: { droppedAttributes: number; answerAttributes: number },
): Element {
  let element: Element;
  try {
    element =
      source.namespaceURI === HTML_NS
        ? document.createElement(source.tagName)
        : document.createElementNS(source.namespaceURI, source.tagName);
  } catch {
    // A name happy-dom refuses: keep the node (and the nth-of-type counts of its siblings) as an unknown element.
    element = document.createElement('x-invalid');
  }
  for (const attribute of source.attrs) {
    if (isAnswerAttribute(attribute.name)) {
      counts.answerAttributes++;
      continue;
    }
    try {
      if (attribute.namespace)
        element.setAttributeNS(
          attribute.namespace,
          `${attribute.prefix ? `${attribute.prefix}:` : ''}${attribute.name}`,
          attribute.value,
        );
      else element.setAttribute(attribute.name, attribute.value);
    } catch {
      counts.droppedAttributes++;
    }
  }
  return element;
}

/**
 * Finds the element an `html > tag:nth-of-type(n) > …` path names, by walking
 * the tree (happy-dom's selector engine rejects some real tag names such as
 * `s_t3`). Falls back to querySelector for any other selector shape.
 */
export function resolveSelector(document: Document, selector: string): Element | null {
  const steps = selector.split(' > ');
  let node: Element | null = document.documentElement;
  if (steps[0] !== 'html' || !node || node.localName !== 'html') return querySelectorSafe(document, selector);
  for (const step of steps.slice(1)) {
    const match = /^(.+):nth-of-type\((\d+)\)$/.exec(step);
    if (!match) return querySelectorSafe(document, selector);
    const tag = match[1]!.toLowerCase();
    let remaining = Number(match[2]);
    let found: Element | null = null;
    for (const child of Array.from(node.children) as Element[]) {
      if (child.localName.toLowerCase() === tag && --remaining === 0) {
        found = child;
        break;
      }
    }
    if (!found) return null;
    node = found;
  }
  return node;
}

function querySelectorSafe(document: Document, selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}
