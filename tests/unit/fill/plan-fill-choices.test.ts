import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import type { FillWrite } from '@/utils/page-contract/fill-write';
import { fields, pinClock, plan, SEEDS, writeFor } from '../support/plan';

pinClock();

describe('planFill: radio groups', () => {
  const radios = (group: string, count: number, extra: Partial<FieldDescription> = {}) =>
    Array.from({ length: count }, (_, i) => ({
      type: 'radio',
      name: group.split(':')[1],
      group,
      value: `${group}-${i}`,
      ...extra,
    }));

  it.each(SEEDS)('checks exactly one radio per group (seed %i)', (seed) => {
    const form = fields([...radios('0:size', 3), ...radios('0:colour', 2), ...radios('1:size', 2)]);
    const result = plan(form, { seed });
    expect(result.writes.every((write) => 'checked' in write && write.checked)).toBe(true);
    const groupsWritten = result.writes.map((write) => form[write.index]?.group);
    expect(groupsWritten.sort()).toEqual(['0:colour', '0:size', '1:size']);
    expect(result.entries).toHaveLength(3);
  });

  it('reports the chosen radio’s value, selector and label', () => {
    const form = fields([
      { type: 'radio', group: '0:g', value: 'yes', label: 'Yes', selector: '#yes' },
      { type: 'radio', group: '0:g', value: 'no', label: 'No', selector: '#no' },
    ]);
    const result = plan(form);
    const chosen = form[result.writes[0]!.index]!;
    expect(result.entries).toEqual([
      expect.objectContaining({
        index: chosen.index,
        value: chosen.value,
        selector: chosen.selector,
        label: chosen.label,
      }),
    ]);
  });

  it('never checks a disabled or hidden radio', () => {
    for (const seed of SEEDS) {
      const form = fields([
        { type: 'radio', group: '0:g', value: 'a', disabled: true },
        { type: 'radio', group: '0:g', value: 'b' },
        { type: 'radio', group: '0:g', value: 'c', hidden: true },
      ]);
      expect(plan(form, { seed }).writes).toEqual([{ index: 1, checked: true }]);
    }
  });

  it('skips a group whose radios are all disabled', () => {
    const result = plan(fields(radios('0:g', 2, { disabled: true })));
    expect(result.writes).toEqual([]);
    expect(result.entries).toEqual([expect.objectContaining({ skipped: 'disabled' })]);
  });

  it('leaves a group with a choice alone when only empty fields are filled', () => {
    const form = fields([...radios('0:g', 2), ...radios('0:h', 2)]);
    form[1]!.checked = true;
    const result = plan(form, { onlyEmpty: true });
    expect(result.entries.find((entry) => entry.index === 0)?.skipped).toBe('already chosen');
    expect(result.writes.map((write) => form[write.index]?.group)).toEqual(['0:h']);
  });
});

describe('planFill: selects', () => {
  const fruit = (type = 'select-one') => ({
    tag: 'select' as const,
    type,
    options: [
      { value: '', text: 'Choose a fruit', disabled: false },
      { value: 'a', text: 'Apple', disabled: false },
      { value: 'b', text: 'Banana', disabled: true },
      { value: 'c', text: 'Cherry', disabled: false },
    ],
  });

  it.each(SEEDS)('never picks the placeholder or a disabled option (seed %i)', (seed) => {
    const result = plan(fields([fruit(), fruit('select-multiple')]), { seed });
    for (const write of result.writes) {
      expect('selected' in write).toBe(true);
      const { selected } = write as Extract<FillWrite, { selected: string[] }>;
      expect(selected.length).toBeGreaterThan(0);
      for (const value of selected) expect(['a', 'c']).toContain(value);
    }
    expect(result.writes).toHaveLength(2);
  });

  it('picks the persona’s country in a country select', () => {
    const country = {
      tag: 'select' as const,
      type: 'select-one',
      label: 'Country',
      options: ['', 'AT', 'CH', 'DE', 'FR', 'US'].map((value) => ({
        value,
        text: value || 'Select…',
        disabled: false,
      })),
    };
    for (const seed of SEEDS.slice(0, 5)) {
      expect(writeFor(plan(fields([country]), { seed, locale: 'de' }), 0)).toEqual({ index: 0, selected: ['DE'] });
      expect(writeFor(plan(fields([country]), { seed, locale: 'de_CH' }), 0)).toEqual({ index: 0, selected: ['CH'] });
    }
  });

  it('skips a select with nothing to choose', () => {
    const result = plan(
      fields([{ tag: 'select', type: 'select-one', options: [{ value: '', text: 'Select…', disabled: false }] }]),
    );
    expect(result.writes).toEqual([]);
    expect(result.entries[0]?.skipped).toBe('no option to choose');
  });
});
