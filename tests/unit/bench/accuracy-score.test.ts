// Over 250 lines on purpose: one table of cases per scoring rule, read side by side.
import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '@/utils/fields/field-kinds';
import {
  categoriesWeCannotProduce,
  categoryOf,
  CATEGORIES,
  KIND_TO_CATEGORY,
} from '../../bench/accuracy/kind-to-category';
import { isAnswerAttribute } from '../../bench/accuracy/parse-page';
import {
  accuracyBy,
  f1Of,
  goldOf,
  perCategory,
  score,
  topConfusions,
  toUnits,
  type ElementResult,
} from '../../bench/accuracy/score';

/** [expected, predicted] rows in one file, filled unless predicted `other`. */
function rows(table: Array<[string[], string]>, extra: Partial<ElementResult> = {}): ElementResult[] {
  return table.map(([expected, predicted], index) => ({
    corpus: 'c',
    file: 'f.html',
    expected,
    predicted,
    filled: predicted !== 'other',
    example: `n${index}/label${index}`,
    ...extra,
  }));
}

describe('goldOf', () => {
  it.each<[string[], string, string]>([
    [['email'], 'email', 'email'],
    [['email'], 'username', 'email'],
    [['username', 'email'], 'email', 'email'],
    [['username', 'email'], 'username', 'username'],
    [['username', 'email'], 'password', 'username'],
    [[], 'email', 'other'],
  ])('%j predicted %s counts under %s', (expected, predicted, gold) => {
    expect(goldOf(expected, predicted)).toBe(gold);
  });
});

describe('toUnits', () => {
  it('drops ignore rows and counts them', () => {
    const { units, ignored } = toUnits(
      rows([
        [['ignore'], 'email'],
        [['email'], 'email'],
        [['ignore'], 'other'],
      ]),
    );
    expect(ignored).toBe(2);
    expect(units.map((unit) => unit.expected)).toEqual([['email']]);
  });

  it('scores a radio group (same corpus, file and name) once', () => {
    const radios = rows(
      [
        [['gender'], 'other'],
        [['gender'], 'other'],
        [['gender'], 'other'],
      ],
      { radioName: 'sex', filled: false },
    );
    const { units, radioMerged } = toUnits(radios);
    expect(units).toHaveLength(1);
    expect(radioMerged).toBe(2);
  });

  it('keeps radio groups of other files, other corpora and other names apart', () => {
    const base = rows([[['gender'], 'gender']], { radioName: 'sex' })[0]!;
    const { units } = toUnits([
      base,
      { ...base, file: 'g.html' },
      { ...base, corpus: 'd' },
      { ...base, radioName: 'title' },
      { ...base },
    ]);
    expect(units).toHaveLength(4);
  });

  it('represents a group by its first member the classifier would fill, as planFill does', () => {
    const group: ElementResult[] = [
      {
        corpus: 'c',
        file: 'f',
        expected: ['gender'],
        predicted: 'other',
        filled: false,
        radioName: 'g',
        example: 'skipped',
      },
      {
        corpus: 'c',
        file: 'f',
        expected: ['gender'],
        predicted: 'gender',
        filled: true,
        radioName: 'g',
        example: 'filled',
      },
      {
        corpus: 'c',
        file: 'f',
        expected: ['gender'],
        predicted: 'other',
        filled: true,
        radioName: 'g',
        example: 'later',
      },
    ];
    const { units } = toUnits(group);
    expect(units).toHaveLength(1);
    expect(units[0]).toMatchObject({ example: 'filled', predicted: 'gender', correct: true });
  });

  it('drops ignore rows before grouping radios', () => {
    const group = rows(
      [
        [['ignore'], 'other'],
        [['gender'], 'gender'],
      ],
      { radioName: 'g' },
    );
    const { units, ignored, radioMerged } = toUnits(group);
    expect([units.length, ignored, radioMerged]).toEqual([1, 1, 0]);
    expect(units[0]!.gold).toBe('gender');
  });
});

describe('f1Of', () => {
  it.each<[number, number, number]>([
    [1, 1, 1],
    [0.5, 1, 2 / 3],
    [0, 1, 0],
    [Number.NaN, 0.5, 0],
    [0.8, 0.6, (2 * 0.8 * 0.6) / 1.4],
  ])('P %d R %d → %d', (precision, recall, f1) => {
    expect(f1Of(precision, recall)).toBeCloseTo(f1, 10);
  });
});

describe('perCategory', () => {
  // email: 3 gold, 2 right, 1 → username; username predicted twice, once right (ambiguous row), once wrong.
  const { units } = toUnits(
    rows([
      [['email'], 'email'],
      [['email'], 'email'],
      [['email'], 'username'],
      [['username', 'email'], 'username'],
      [['other'], 'other'],
      [['other'], 'email'],
    ]),
  );
  const byName = Object.fromEntries(perCategory(units).map((category) => [category.category, category]));

  it('counts support under the gold category and predictions under the predicted one', () => {
    expect(byName.email).toMatchObject({ support: 3, predicted: 3, truePositives: 2 });
    expect(byName.username).toMatchObject({ support: 1, predicted: 2, truePositives: 1 });
    expect(byName.other).toMatchObject({ support: 2, predicted: 1, truePositives: 1 });
  });

  it('computes precision, recall and F1 per category', () => {
    expect(byName.email!.precision).toBeCloseTo(2 / 3);
    expect(byName.email!.recall).toBeCloseTo(2 / 3);
    expect(byName.email!.f1).toBeCloseTo(2 / 3);
    expect(byName.username!.precision).toBeCloseTo(1 / 2);
    expect(byName.username!.recall).toBe(1);
    expect(byName.username!.f1).toBeCloseTo(2 / 3);
    expect(byName.other!.precision).toBe(1);
    expect(byName.other!.recall).toBe(0.5);
  });

  it('gives NaN precision to a category never predicted and F1 0', () => {
    const [ccName] = perCategory(toUnits(rows([[['ccName'], 'fullName']])).units).filter(
      (c) => c.category === 'ccName',
    );
    expect(Number.isNaN(ccName!.precision)).toBe(true);
    expect(ccName!.recall).toBe(0);
    expect(ccName!.f1).toBe(0);
  });

  it('sorts by support', () => {
    expect(perCategory(units).map((category) => category.category)).toEqual(['email', 'other', 'username']);
  });
});

describe('score', () => {
  const elements = rows([
    [['email'], 'email'],
    [['email'], 'other'],
    [['firstName'], 'fullName'],
    [['other'], 'other'],
    [['other'], 'fullName'],
    [['ignore'], 'email'],
  ]);

  it('micro-F1 over all classes is the accuracy of the non-ignore units', () => {
    const result = score(elements);
    expect(result.units).toBe(5);
    expect(result.correct).toBe(2);
    expect(result.microF1All).toBeCloseTo(2 / 5);
  });

  it('identity micro P/R/F1 leaves other truths out of recall and other predictions out of precision', () => {
    const result = score(elements);
    // Identity truths: email, email, firstName (3). Non-other predictions: email, fullName, fullName (3). TP: 1.
    expect(result.identity).toMatchObject({ truePositives: 1, predictedPositives: 3, actualPositives: 3 });
    expect(result.identity.precision).toBeCloseTo(1 / 3);
    expect(result.identity.recall).toBeCloseTo(1 / 3);
    expect(result.identity.f1).toBeCloseTo(1 / 3);
  });

  it('counts other units we would fill: with identity data, and with anything', () => {
    const result = score([
      ...rows([[['other'], 'fullName']], { hidden: true }),
      ...rows([[['other'], 'other']], { filled: true }),
      ...rows([[['other'], 'other']], { filled: false }),
      ...rows([[['other'], 'oneTimeCode']], { filled: false }),
    ]);
    expect(result.otherFilledIdentity).toBe(1);
    expect(result.otherFilledIdentityHidden).toBe(1);
    expect(result.otherFilledAny).toBe(2);
  });

  it('tells visible search boxes and traps filled with identity data from fields the corpus has no category for', () => {
    const result = score([
      ...rows([[['other'], 'city']], { rawLabel: 'qq' }),
      ...rows([[['other'], 'username']], { rawLabel: 'hp', hidden: true }),
      ...rows([[['other'], 'jobTitle']], { rawLabel: 'OT' }),
      ...rows([[['other'], 'other']], { rawLabel: 'qc', filled: false }),
    ]);
    expect(result.otherFilledIdentity).toBe(3);
    expect(result.otherFilledMustStayEmpty).toBe(1);
  });

  it('counts hidden units and how many of them are right', () => {
    const result = score(
      rows(
        [
          [['email'], 'email'],
          [['city'], 'other'],
        ],
        { hidden: true },
      ),
    );
    expect([result.hidden, result.hiddenCorrect]).toEqual([2, 1]);
  });

  it('an empty corpus scores NaN, not a crash', () => {
    const result = score([]);
    expect(result.units).toBe(0);
    expect(Number.isNaN(result.microF1All)).toBe(true);
    expect(result.identity.f1).toBe(0);
  });
});

describe('topConfusions and accuracyBy', () => {
  const { units } = toUnits(
    rows([
      [['firstName'], 'fullName'],
      [['firstName'], 'fullName'],
      [['firstName'], 'fullName'],
      [['city'], 'other'],
      [['email'], 'email'],
    ]),
  );

  it('lists mistakes by count with up to two distinct examples', () => {
    expect(topConfusions(units)).toEqual([
      { gold: 'firstName', predicted: 'fullName', count: 3, examples: ['n0/label0', 'n1/label1'] },
      { gold: 'city', predicted: 'other', count: 1, examples: ['n3/label3'] },
    ]);
    expect(topConfusions(units, 1)).toHaveLength(1);
  });

  it('groups accuracy by a key', () => {
    expect(accuracyBy(units, (unit) => (unit.gold === 'firstName' ? 'label' : 'name'))).toEqual([
      ['label', 3, 0],
      ['name', 2, 1],
    ]);
  });
});

describe('kind-to-category', () => {
  it('maps every field kind to a corpus category', () => {
    for (const kind of FIELD_KINDS) expect(CATEGORIES).toContain(KIND_TO_CATEGORY[kind]);
  });

  it('maps skips: one-time code to oneTimeCode, every other skip to other', () => {
    expect(categoryOf({ skip: 'one-time code', signal: 'autocomplete' })).toBe('oneTimeCode');
    expect(categoryOf({ skip: 'search box', signal: 'type' })).toBe('other');
    expect(categoryOf({ kind: 'location.countryCode', signal: 'autocomplete' })).toBe('country');
    expect(categoryOf({ kind: 'lorem.words', signal: 'fallback' })).toBe('other');
  });

  it('names the corpus categories no kind produces', () => {
    expect(categoriesWeCannotProduce(['email', 'ccName', 'houseNumber', 'other', 'ignore', 'brandNew'])).toEqual([
      'brandNew',
    ]);
  });
});

describe('isAnswerAttribute', () => {
  it.each<[string, boolean]>([
    ['data-moz-autofill-type', true],
    ['data-moz-autofill-inspect-id', true],
    ['data-fathom', true],
    ['data-fathom-email', true],
    ['DATA-FATHOM-x', true],
    ['data-moz-other', false],
    ['autocomplete', false],
    ['name', false],
  ])('%s → %s', (name, answer) => {
    expect(isAnswerAttribute(name)).toBe(answer);
  });
});
