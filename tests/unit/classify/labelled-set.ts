import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFieldKind } from '@/utils/fields/field-kinds';
import type { FieldDescription } from '@/utils/fields/field-description';
import { classifyDocument, installCssGlobal } from '../../bench/accuracy/classify-page';
import { parsePage } from '../../bench/accuracy/parse-page';

/** The project's own labelled forms (tests/fixtures/labelled/README.md). */
export const LABELLED_DIR = fileURLToPath(new URL('../../fixtures/labelled/', import.meta.url));

/** What a form is for, the second part of its file name. */
export const PURPOSES = ['login', 'signup', 'checkout', 'address', 'profile', 'survey'] as const;

/** `<language>-<purpose>-<n>.html`: `de-checkout-1.html`. */
const FORM_FILE = new RegExp(`^([a-z]{2})-(${PURPOSES.join('|')})-\\d+\\.html$`);

/** The expected value of a field the classifier must leave alone (any skip reason). */
export const LEAVE_ALONE = 'none';

/** One control of a labelled form: what it carries as `data-expected`, and what the classifier said. */
export interface LabelledField {
  file: string;
  /** The control's id, else its name, else its position among the form's controls. */
  handle: string;
  /** What the classifier read as its label (its placeholder or nearby text when it has none). */
  label: string;
  /** `data-expected`; empty on a collected control that carries none. */
  expected: string;
  /** The classifier's kind, or `none (<skip reason>)`; `not collected` when the extension does not collect it. */
  got: string;
}

export interface LabelledForm {
  file: string;
  language: string;
  purpose: string;
  fields: LabelledField[];
}

/** The labelled forms' file names, sorted; a file whose name breaks the pattern is returned too, for the test to name. */
export function labelledFiles(): string[] {
  return readdirSync(LABELLED_DIR)
    .filter((file) => file.endsWith('.html'))
    .sort();
}

export function isFormFileName(file: string): boolean {
  return FORM_FILE.test(file);
}

/** Whether an expected value is one the set may carry: a field kind, or `none`. */
export function isExpectedValue(value: string): boolean {
  return value === LEAVE_ALONE || isFieldKind(value);
}

/**
 * Parses one labelled form as the accuracy bench parses a saved page, takes
 * the `data-expected` answers off before anything reads the DOM, and
 * classifies its controls with the shipped describeField and classifyFields.
 */
export async function classifyLabelledForm(file: string): Promise<LabelledForm> {
  installCssGlobal();
  const [, language = '', purpose = ''] = FORM_FILE.exec(file) ?? [];
  const page = parsePage(readFileSync(join(LABELLED_DIR, file), 'utf8'), `https://labelled.invalid/${file}`);
  try {
    const answers = new Map<Element, string>();
    for (const element of page.document.querySelectorAll('[data-expected]')) {
      answers.set(element, element.getAttribute('data-expected')!.trim());
      element.removeAttribute('data-expected');
    }
    const { collected, described, classifications } = classifyDocument(page.document);
    const fields: LabelledField[] = collected.map((element, index) => {
      const field = described[index]!;
      const classification = classifications.get(index);
      const got =
        field instanceof Error || !classification
          ? `error: ${String(field)}`
          : (classification.kind ?? `${LEAVE_ALONE} (${classification.skip})`);
      return {
        file,
        handle: handleOf(element, index),
        label: field instanceof Error ? '' : shownText(field),
        expected: answers.get(element) ?? '',
        got,
      };
    });
    const seen = new Set<Element>(collected);
    for (const [element, expected] of answers) {
      if (!seen.has(element))
        fields.push({ file, handle: handleOf(element, -1), label: '', expected, got: 'not collected' });
    }
    return { file, language, purpose, fields };
  } finally {
    await page.close();
  }
}

/** Whether the classifier's answer is the expected one. */
export function isRight({ expected, got }: LabelledField): boolean {
  return expected === LEAVE_ALONE ? got.startsWith(`${LEAVE_ALONE} (`) : got === expected;
}

function handleOf(element: Element, index: number): string {
  const id = element.getAttribute('id');
  if (id) return `#${id}`;
  const name = element.getAttribute('name');
  if (name) return `[name=${name}]`;
  return index >= 0 ? `control ${index + 1}` : element.localName;
}

function shownText(field: FieldDescription): string {
  const text =
    field.label ||
    (field.placeholder && `ph: ${field.placeholder}`) ||
    (field.nearbyText && `near: ${field.nearbyText}`);
  return text.replace(/\s+/g, ' ').trim().slice(0, 60);
}
