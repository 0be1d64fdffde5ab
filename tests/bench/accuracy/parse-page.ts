import { Window, type IOptionalBrowserSettings } from 'happy-dom';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type P5Node = DefaultTreeAdapterMap['childNode'];
type P5Element = DefaultTreeAdapterMap['element'];
type P5Parent = DefaultTreeAdapterMap['parentNode'];

/**
 * Attributes that carry the answer (the label, or Firefox's own guess): they
 * never reach the DOM the classifier sees.
 */
export function isAnswerAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'data-moz-autofill-type' || lower === 'data-moz-autofill-inspect-id' || lower.startsWith('data-fathom');
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
  const tree = parse(html, { scriptingEnabled: false });
  const counts = { droppedAttributes: 0, answerAttributes: 0 };
  const root = tree.childNodes.find((node): node is P5Element => 'tagName' in node && node.tagName === 'html');
  if (root) {
    const html = copyTree(document, root, counts);
    document.documentElement.remove();
    document.appendChild(html);
  }
  return { document, ...counts, close: () => window.happyDOM.close() };
}

/** Copies a parse5 subtree into `document`, iteratively (deep pages). */
function copyTree(document: Document, root: P5Element, counts: { droppedAttributes: number; answerAttributes: number }): Element {
  const top = createElement(document, root, counts);
  const stack: Array<[P5Parent, ParentNode]> = [[root, contentOf(root, top)]];
  while (stack.length) {
    const [source, target] = stack.pop()!;
    for (const child of childrenOf(source)) {
      if (child.nodeName === '#text') {
        target.appendChild(document.createTextNode((child as DefaultTreeAdapterMap['textNode']).value));
      } else if ('tagName' in child) {
        if (child.tagName === 'script') continue;
        const element = createElement(document, child, counts);
        target.appendChild(element);
        stack.push([child, contentOf(child, element)]);
      }
      // Comments and doctypes are left out: they carry no labels and no elements.
    }
  }
  return top;
}

function childrenOf(node: P5Parent): P5Node[] {
  if (node.nodeName === 'template' && 'content' in node) return (node as DefaultTreeAdapterMap['template']).content.childNodes;
  return node.childNodes;
}

function contentOf(source: P5Element, element: Element): ParentNode {
  return source.tagName === 'template' ? (element as HTMLTemplateElement).content : element;
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';

function createElement(document: Document, source: P5Element, counts: { droppedAttributes: number; answerAttributes: number }): Element {
  let element: Element;
  try {
    element = source.namespaceURI === HTML_NS ? document.createElement(source.tagName) : document.createElementNS(source.namespaceURI, source.tagName);
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
      if (attribute.namespace) element.setAttributeNS(attribute.namespace, `${attribute.prefix ? `${attribute.prefix}:` : ''}${attribute.name}`, attribute.value);
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
