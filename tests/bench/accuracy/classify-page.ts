import { Window } from 'happy-dom';
import type { Classification } from '../../../utils/classify/classification';
import { classifyFields } from '../../../utils/classify/classify-fields';
import { collectControls, describeField } from '../../../utils/page/describe-field';
import { PageIndex } from '../../../utils/page/page-index';
import { planFill } from '../../../utils/fill/plan-fill';
import { createFaker } from '../../../utils/values/create-faker';
import { setAllLocalesSource } from '../../../utils/values/all-locales-source';
import { createPersona } from '../../../utils/values/persona';
import type { FieldDescription } from '../../../utils/fields/field-description';
import { categoryOf } from './kind-to-category';
import { readPage, type CorpusName, type LabelRow } from './load-corpus';
import { parsePage, resolveSelector } from './parse-page';
import type { ElementResult } from './score';

// Node reads faker's locale objects directly (the extension fetches them: utils/values/locale-source.ts).
setAllLocalesSource();

/** One labelled element, as written by --json: the texts describeField read from it (or the corpus row's, when it was not described). */
export interface ElementRecord
  extends ElementResult, Pick<FieldDescription, 'name' | 'id' | 'autocomplete' | 'label' | 'placeholder'> {
  selector: string;
  rawLabel: string;
  /** The corpus row's tag and type for elements describeField did not read. */
  tag: string;
  type: string;
  /** describeField's nearbyText (empty when the field has a label). */
  nearby?: string;
  /** The selector found an element in our DOM. */
  resolved: boolean;
  /** The extension collects it (an input, textarea or select that can take a value). */
  collected: boolean;
  kind?: string;
  skip?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Why the element could not be scored (page failed to parse, describeField threw). */
  error?: string;
}

export interface PageStats {
  pages: number;
  pageErrors: number;
  answerAttributes: number;
  droppedAttributes: number;
  /** Selectors that found an element of another tag than the label says. */
  tagMismatch: number;
  describeErrors: number;
  /** happy-dom refused a selector describeField's uniqueSelector built (see shimQuerySelectorAll). */
  selectorShims: number;
  parseMs: number;
  classifyMs: number;
}

export interface PageTask {
  root: string;
  corpus: CorpusName;
  file: string;
  rows: LabelRow[];
}

export interface PageResult {
  records: ElementRecord[];
  stats: PageStats;
}

export function emptyStats(): PageStats {
  return {
    pages: 0,
    pageErrors: 0,
    answerAttributes: 0,
    droppedAttributes: 0,
    tagMismatch: 0,
    describeErrors: 0,
    selectorShims: 0,
    parseMs: 0,
    classifyMs: 0,
  };
}

export function addStats(total: PageStats, more: PageStats): PageStats {
  for (const key of Object.keys(total) as Array<keyof PageStats>) total[key] += more[key];
  return total;
}

/**
 * One saved page: parse it once, collect its controls the way the extension
 * does, then describe and classify every labelled element.
 */
export async function classifyPage({ root, corpus, file, rows }: PageTask): Promise<PageResult> {
  const stats = { ...emptyStats(), pages: 1 };
  const records: ElementRecord[] = [];
  const parseStart = performance.now();
  let page: ReturnType<typeof parsePage>;
  try {
    page = parsePage(readPage(root, corpus, file));
  } catch (error) {
    stats.pageErrors++;
    return { records: rows.map((row) => unresolved(corpus, row, `page: ${String(error)}`)), stats };
  }
  stats.answerAttributes += page.answerAttributes;
  stats.droppedAttributes += page.droppedAttributes;
  const classifyStart = performance.now();
  stats.parseMs += classifyStart - parseStart;
  const shim = shimQuerySelectorAll(page.document);

  const { collected, described, classifications, written } = classifyDocument(page.document);
  const indexOf = new Map<Element, number>(collected.map((element, index) => [element, index]));
  for (const row of rows) {
    const element = resolveSelector(page.document, row.selector);
    if (!element) {
      records.push(unresolved(corpus, row));
      continue;
    }
    if (element.localName !== row.tag.toLowerCase()) stats.tagMismatch++;
    const index = indexOf.get(element);
    if (index === undefined) {
      records.push(notCollected(corpus, row, element));
      continue;
    }
    const field = described[index]!;
    const classification: Classification | undefined = classifications.get(index);
    if (field instanceof Error || !classification) {
      stats.describeErrors++;
      records.push(unresolved(corpus, row, `describe: ${String(field)}`, true));
      continue;
    }
    records.push(classified(corpus, row, field, classification, written.has(index)));
  }
  stats.selectorShims += shim.refused;
  stats.classifyMs += performance.now() - classifyStart;
  await page.close();
  return { records, stats };
}

/** A document's controls as the extension collects, describes and classifies them. */
export interface ClassifiedDocument {
  /** Every fillable control, in page order: a field's `index` is its position here. */
  collected: Element[];
  /** Each collected control's description, or what describeField threw. */
  described: Array<FieldDescription | Error>;
  /** The classification of each described field, by its index. */
  classifications: Map<number, Classification>;
  /** The indexes a fill with the default settings writes. */
  written: Set<number>;
}

/**
 * The extension's own path over a document: collect its controls
 * (PageFiller.collect), describe them, classify them together as planFill
 * does (some kinds depend on their neighbours), and plan a default fill.
 * The accuracy bench and the labelled-set test both read pages through it.
 */
export function classifyDocument(document: Document): ClassifiedDocument {
  const collected = collectControls(document);
  const pageIndex = new PageIndex(document);
  const described: Array<FieldDescription | Error> = collected.map((element, index) => {
    try {
      return describeField(element, index, pageIndex);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  });
  const fields = described.filter((field): field is FieldDescription => !(field instanceof Error));
  const classifications = new Map(
    classifyFields(fields).map((classification, position) => [fields[position]!.index, classification]),
  );
  // What a fill with the default settings would write: the planner also
  // leaves hidden, disabled and read-only fields alone, and a list with no
  // option but its "Choose…".
  const faker = createFaker('en', 1);
  const written = new Set(
    planFill(fields, { faker, persona: createPersona(faker, 'en'), onlyEmpty: false }).writes.map(
      (write) => write.index,
    ),
  );
  return { collected, described, classifications, written };
}

/**
 * describeField's uniqueSelector tries `#${CSS.escape(id)}`. For ids such as
 * "17721291189120.c000f52pv24" that is `#\31 7721…\.c000…`, valid CSS that
 * browsers accept but happy-dom 21 throws on. The selector it builds does not
 * affect classification, so a refused selector counts as "not unique" here
 * (uniqueSelector then falls back to the name or an nth-of-type path) instead
 * of losing the element.
 */
function shimQuerySelectorAll(document: Document): { refused: number } {
  const counter = { refused: 0 };
  const original = document.querySelectorAll.bind(document);
  Object.defineProperty(document, 'querySelectorAll', {
    configurable: true,
    value: (selector: string) => {
      try {
        return original(selector);
      } catch {
        counter.refused++;
        return [];
      }
    },
  });
  return counter;
}

function base(corpus: CorpusName, row: LabelRow) {
  return {
    corpus,
    file: row.file,
    selector: row.selector,
    rawLabel: row.rawLabel,
    expected: row.expected,
    tag: row.tag,
    type: row.type,
    name: row.name,
    id: row.id,
    autocomplete: row.autocomplete,
  };
}

/** A row we could not score: the selector finds nothing, or describing threw. */
function unresolved(corpus: CorpusName, row: LabelRow, error?: string, resolved = false): ElementRecord {
  return {
    ...base(corpus, row),
    label: '',
    placeholder: '',
    predicted: 'other',
    filled: false,
    resolved,
    collected: false,
    error,
  };
}

/** A control the extension never collects (submit, button, image, file, hidden): never filled. */
function notCollected(corpus: CorpusName, row: LabelRow, element: Element): ElementRecord {
  return {
    ...base(corpus, row),
    type: (element as HTMLInputElement).type ?? row.type,
    label: '',
    placeholder: element.getAttribute('placeholder') ?? '',
    predicted: 'other',
    filled: false,
    signal: 'not-collected',
    resolved: true,
    collected: false,
    example: exampleOf(row.name, element.getAttribute('value') ?? '', ''),
  };
}

function classified(
  corpus: CorpusName,
  row: LabelRow,
  field: FieldDescription,
  classification: Classification,
  filled: boolean,
): ElementRecord {
  return {
    ...base(corpus, row),
    tag: field.tag,
    type: field.type,
    name: field.name,
    id: field.id,
    autocomplete: field.autocomplete,
    label: field.label,
    placeholder: field.placeholder,
    nearby: field.nearbyText,
    predicted: categoryOf(classification),
    filled,
    kind: classification.kind,
    skip: classification.skip,
    signal: classification.signal,
    hidden: field.hidden,
    disabled: field.disabled,
    readOnly: field.readOnly,
    radioName: field.type === 'radio' && field.name ? field.name : undefined,
    resolved: true,
    collected: true,
    example: exampleOf(field.name || field.id, field.label, field.placeholder),
  };
}

function exampleOf(name: string, label: string, placeholder: string): string {
  const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
  const shown = label || (placeholder ? `ph:${placeholder}` : '');
  return `${clip(name || '∅', 22)}/${clip(shown || '∅', 22)}`;
}

/**
 * describeField's uniqueSelector calls the global `CSS.escape`, which browsers
 * have and Node does not: borrow happy-dom's (one window, kept for the run).
 */
export function installCssGlobal(): void {
  const global = globalThis as { CSS?: unknown };
  if (global.CSS === undefined) global.CSS = new Window().CSS;
}
