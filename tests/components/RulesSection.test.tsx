// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RulesSection } from '@/components/RulesSection';
import type { Rule } from '@/utils/rules/rule-schema';
import { fakeOptionsActions } from './support/fake-options-actions';

afterEach(cleanup);

/** Presses Tab until `target` has focus: the editor must be reachable by keyboard alone. */
async function tabTo(target: HTMLElement, user = userEvent.setup()) {
  for (let presses = 0; presses < 40 && document.activeElement !== target; presses++) await user.tab();
  expect(document.activeElement).toBe(target);
}

function renderRules(fake = fakeOptionsActions(), requested: Parameters<typeof RulesSection>[0]['requested'] = null) {
  const view = render(
    <RulesSection rules={fake.book().rules} setAside={[]} actions={fake.actions} requested={requested} />,
  );
  const rerender = () =>
    view.rerender(
      <RulesSection rules={fake.book().rules} setAside={[]} actions={fake.actions} requested={requested} />,
    );
  return { ...fake, rerender };
}

describe('RulesSection: the rule editor by keyboard only', () => {
  it('makes a rule: name, words, fixed text, Insert ▸, saved with Enter', async () => {
    const user = userEvent.setup();
    const { actions } = renderRules();
    await tabTo(screen.getByRole('button', { name: 'Add a rule' }), user);
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'New rule' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Rule name' }));
    await user.keyboard('Coupon');
    await tabTo(screen.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }), user);
    await user.keyboard('coupon, code');
    await tabTo(screen.getByRole('textbox', { name: 'Text' }), user);
    await user.keyboard('SAVE10');
    await tabTo(screen.getByRole('checkbox', { name: 'Show in the context menu’s Insert ▸' }), user);
    await user.keyboard(' ');
    await tabTo(screen.getByRole('button', { name: 'Save rule' }), user);
    await user.keyboard('{Enter}');
    expect(actions.saveRule).toHaveBeenCalledOnce();
    const rule = actions.saveRule.mock.calls[0]![0] as Rule;
    expect(rule).toMatchObject({
      name: 'Coupon',
      enabled: true,
      match: { words: ['coupon', 'code'] },
      value: { type: 'text', text: 'SAVE10' },
      showInInsert: true,
    });
    expect(form.isConnected).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Saved Coupon.');
  });

  it('chooses a template with the arrow keys, and shows a bad token beside its box, with focus there', async () => {
    const user = userEvent.setup();
    const { actions } = renderRules();
    await tabTo(screen.getByRole('button', { name: 'Add a rule' }), user);
    await user.keyboard('{Enter}');
    await user.keyboard('Order');
    await tabTo(screen.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }), user);
    await user.keyboard('order');
    await tabTo(screen.getByRole('radio', { name: 'Fixed text' }), user);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Template' })).toHaveProperty('checked', true);
    await tabTo(screen.getByRole('textbox', { name: 'Template' }), user);
    await user.keyboard('ORD-{{{{__proto__}}');
    await tabTo(screen.getByRole('button', { name: 'Save rule' }), user);
    await user.keyboard('{Enter}');
    expect(actions.saveRule).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'The template has an unknown token {{__proto__}} at character 7.',
    );
    const template = screen.getByRole('textbox', { name: 'Template' });
    expect(document.activeElement).toBe(template);
    expect(template.getAttribute('aria-invalid')).toBe('true');
  });

  it('marks a list as edge cases with a labelled list, by keyboard; the rules list then says so, and the rule opens with its mark', async () => {
    const user = userEvent.setup();
    const fake = fakeOptionsActions();
    const { actions, rerender } = renderRules(fake);
    await tabTo(screen.getByRole('button', { name: 'Add a rule' }), user);
    await user.keyboard('{Enter}Odd cities');
    await tabTo(screen.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }), user);
    await user.keyboard('city');
    await tabTo(screen.getByRole('radio', { name: 'Fixed text' }), user);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'One of a list' })).toHaveProperty('checked', true);
    await tabTo(screen.getByRole('textbox', { name: 'List' }), user);
    await user.keyboard('Llanfairpwllgwyngyll{Enter}Ō{Enter}São Paulo');
    const use = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Use this list' });
    expect(use.value).toBe('');
    expect([...use.options].map((option) => option.text)).toEqual([
      'In every fill',
      'As edge cases (Fill with edge cases)',
      'As invalid values (Fill with invalid values)',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Show in the context menu’s Insert ▸' })).toBeTruthy();
    await tabTo(use, user);
    await user.selectOptions(use, 'As edge cases (Fill with edge cases)');
    // Its items are offered under Insert ▸ Edge cases ▸ Yours instead.
    expect(screen.queryByRole('checkbox', { name: 'Show in the context menu’s Insert ▸' })).toBeNull();
    await tabTo(screen.getByRole('button', { name: 'Save rule' }), user);
    await user.keyboard('{Enter}');
    const rule = actions.saveRule.mock.calls[0]![0] as Rule;
    expect(rule.value).toEqual({ type: 'list', items: ['Llanfairpwllgwyngyll', 'Ō', 'São Paulo'], edgeCases: 'valid' });
    rerender();
    expect(screen.getByText('Fields with words “city” → one of 3 as edge cases')).toBeTruthy();
    await tabTo(screen.getByRole('button', { name: 'Edit Odd cities' }), user);
    await user.keyboard('{Enter}');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Use this list' }).value).toBe('valid');
  });

  it.each([
    ['no name', '', 'Rule name', 'Give the rule a name.'],
    ['a name too long', 'n'.repeat(81), 'Rule name', 'The name can have at most 80 characters.'],
  ])('says what is wrong with %s in a sentence, with focus on its box', async (_, name, box, sentence) => {
    const user = userEvent.setup();
    const { actions } = renderRules();
    await tabTo(screen.getByRole('button', { name: 'Add a rule' }), user);
    await user.keyboard(`{Enter}${name}`);
    await tabTo(screen.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }), user);
    await user.keyboard('coupon');
    await tabTo(screen.getByRole('button', { name: 'Save rule' }), user);
    await user.keyboard('{Enter}');
    expect(actions.saveRule).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(sentence);
    const input = screen.getByRole('textbox', { name: box });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('names the site that is not a host, among the rule’s sites', async () => {
    const user = userEvent.setup();
    const { actions } = renderRules();
    await tabTo(screen.getByRole('button', { name: 'Add a rule' }), user);
    await user.keyboard('{Enter}Coupon');
    await tabTo(screen.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }), user);
    await user.keyboard('coupon');
    await tabTo(screen.getByRole('textbox', { name: 'Only on these sites' }), user);
    await user.keyboard('shop.example.com, https://pay.example.com/');
    await tabTo(screen.getByRole('button', { name: 'Save rule' }), user);
    await user.keyboard('{Enter}');
    expect(actions.saveRule).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      '“https://pay.example.com/” is not a host. Enter hosts such as *.example.com or localhost:3000.',
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Only on these sites' }));
  });

  it('asks for a match before saving', async () => {
    const user = userEvent.setup();
    renderRules();
    await tabTo(screen.getByRole('button', { name: 'Add a rule' }), user);
    await user.keyboard('{Enter}Nothing');
    await tabTo(screen.getByRole('button', { name: 'Save rule' }), user);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/^Say which fields the rule is for/);
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }),
    );
  });

  it('shows why storage refused a save and keeps the editor open', async () => {
    const user = userEvent.setup();
    renderRules(fakeOptionsActions({ refuse: 'Sync storage is full: this would use 103,000 of its 102,400 bytes.' }));
    await tabTo(screen.getByRole('button', { name: 'Add a rule' }), user);
    await user.keyboard('{Enter}Big');
    await tabTo(screen.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }), user);
    await user.keyboard('x');
    await tabTo(screen.getByRole('button', { name: 'Save rule' }), user);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/^Sync storage is full/);
    expect(screen.getByRole('form', { name: 'New rule' })).toBeTruthy();
  });

  it('opens prefilled for a report row, and moves and deletes rules by keyboard', async () => {
    const user = userEvent.setup();
    const fake = fakeOptionsActions();
    const { rerender } = renderRules(fake, { name: 'Coupon code', words: 'coupon code', sites: 'localhost:3000' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Only on these sites' }).value).toBe('localhost:3000');
    await tabTo(screen.getByRole('textbox', { name: 'Text' }), user);
    await user.keyboard('A');
    await tabTo(screen.getByRole('button', { name: 'Save rule' }), user);
    await user.keyboard('{Enter}');
    await act(async () => {
      await fake.actions.saveRule({
        id: 'second',
        name: 'Second',
        enabled: true,
        match: { words: ['b'] },
        value: { type: 'empty' },
      });
    });
    rerender();
    await tabTo(screen.getByRole('button', { name: 'Move Second up' }), user);
    await user.keyboard('{Enter}');
    expect(fake.book().rules.map((rule) => rule.name)).toEqual(['Second', 'Coupon code']);
    rerender();
    await tabTo(screen.getByRole('button', { name: 'Delete Coupon code' }), user);
    await user.keyboard('{Enter}');
    expect(fake.book().rules.map((rule) => rule.name)).toEqual(['Second']);
  });
});
