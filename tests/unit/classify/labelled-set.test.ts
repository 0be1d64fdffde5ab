/**
 * The project's own labelled forms (tests/fixtures/labelled): every control
 * carries its expected kind as `data-expected`, and the shipped classifier
 * must name each one right. A failure lists every wrong field by file,
 * control, label, expected and got.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  classifyLabelledForm,
  isExpectedValue,
  isFormFileName,
  isRight,
  labelledFiles,
  PURPOSES,
  type LabelledField,
  type LabelledForm,
} from './labelled-set';

/** What the set must hold at least (issue: forms never seen). */
const MINIMUM = { forms: 60, fields: 600, languages: 6 };

const line = (field: LabelledField) =>
  `${field.file} ${field.handle} "${field.label}": expected ${field.expected || '(no data-expected)'}, got ${field.got}`;

describe('the labelled set', () => {
  let forms: LabelledForm[];
  let fields: LabelledField[];

  // A few seconds alone; a budget far above that, as a busy machine running the other files beside it stretches it.
  beforeAll(async () => {
    forms = [];
    for (const file of labelledFiles()) forms.push(await classifyLabelledForm(file));
    fields = forms.flatMap((form) => form.fields);
  }, 120_000);

  it('names its files <language>-<purpose>-<n>.html', () => {
    expect(labelledFiles().filter((file) => !isFormFileName(file))).toEqual([]);
  });

  it('gives every control a known expected value, and every expected value to a control', () => {
    const wrong = fields.filter((field) => !isExpectedValue(field.expected) || field.got === 'not collected');
    expect(wrong.map(line)).toEqual([]);
  });

  it('is as large and as varied as the issue asks', () => {
    const languages = new Set(forms.map((form) => form.language));
    const purposes = new Set(forms.map((form) => form.purpose));
    expect(forms.length).toBeGreaterThanOrEqual(MINIMUM.forms);
    expect(fields.length).toBeGreaterThanOrEqual(MINIMUM.fields);
    expect(languages.size).toBeGreaterThanOrEqual(MINIMUM.languages);
    expect([...purposes].sort()).toEqual([...PURPOSES].sort());
  });

  it('classifies every field as labelled', () => {
    const wrong = fields.filter((field) => isExpectedValue(field.expected) && !isRight(field));
    if (wrong.length)
      expect.fail(
        `${wrong.length} of ${fields.length} labelled fields are classified wrong:\n${wrong.map(line).join('\n')}`,
      );
  });
});
