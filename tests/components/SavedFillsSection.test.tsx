// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SavedFillsSection } from '@/components/SavedFillsSection';
import { fakeSavedFillActions, signupFill } from './support/fake-saved-fill-actions';

afterEach(cleanup);

async function renderSection(saved = fakeSavedFillActions([signupFill(), signupFill({ id: 'f2', name: 'Checkout' })])) {
  await act(async () => {
    render(<SavedFillsSection actions={saved.options} />);
  });
  return { saved, user: userEvent.setup() };
}

describe('saved fills on the options page', () => {
  it('lists each saved fill as a group named after it, with its values and date', async () => {
    await renderSection();
    const group = screen.getByRole('group', { name: 'Sign-up' });
    expect(within(group).getByText(/^Values: 1 · saved /)).toBeDefined();
    expect(screen.getByRole('group', { name: 'Checkout' })).toBeDefined();
    expect(screen.getByText('Saved fills kept: 2 of at most 100, each up to 64 KB.')).toBeDefined();
  });

  it('renames a saved fill and chooses its site', async () => {
    const { saved, user } = await renderSection();
    const group = screen.getByRole('group', { name: 'Sign-up' });
    const save = within(group).getByRole('button', { name: 'Save changes to “Sign-up”' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.clear(within(group).getByRole('textbox', { name: 'Name' }));
    await user.type(within(group).getByRole('textbox', { name: 'Name' }), 'Sign-up v2');
    await user.clear(within(group).getByRole('textbox', { name: /^Site/ }));
    await user.type(within(group).getByRole('textbox', { name: /^Site/ }), '*.forms.test');
    await user.click(save);
    expect(saved.options.update).toHaveBeenCalledWith('f1', { name: 'Sign-up v2', site: '*.forms.test' });
    expect(await screen.findByRole('group', { name: 'Sign-up v2' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Saved “Sign-up v2”.');
  });

  it('shows why a change was refused', async () => {
    const saved = fakeSavedFillActions([signupFill()]);
    saved.options.update.mockResolvedValueOnce({
      ok: false,
      error: 'Enter a host such as *.example.com or localhost:3000.',
    });
    const { user } = await renderSection(saved);
    const site = screen.getByRole('textbox', { name: /^Site/ });
    await user.type(site, '/x');
    await user.click(screen.getByRole('button', { name: 'Save changes to “Sign-up”' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a host such as *.example.com or localhost:3000.',
    );
  });

  it('deletes a saved fill', async () => {
    const { saved, user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete “Checkout”' }));
    expect(saved.options.remove).toHaveBeenCalledWith('f2');
    expect(screen.queryByRole('group', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Deleted “Checkout”.');
  });

  it('says what storage held that could not be read', async () => {
    await renderSection(fakeSavedFillActions([signupFill()], { dropped: 2, repaired: 1 }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Some saved fills could not be read and were left out (whole fills: 2; values of others: 1). Save a fill again to keep what is listed.',
    );
  });

  it('says when there are none', async () => {
    await renderSection(fakeSavedFillActions());
    expect(screen.getByText(/^No saved fills yet\./)).toBeDefined();
  });
});
