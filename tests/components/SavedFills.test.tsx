// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePopupActions, TAB } from './support/fake-popup-actions';
import { fakeSavedFillActions, signupFill } from './support/fake-saved-fill-actions';
import { renderPopup } from './support/render-popup';

afterEach(cleanup);

async function popupWith(saved = fakeSavedFillActions([signupFill()])) {
  const fake = fakePopupActions({ savedFills: saved.popup });
  const view = await renderPopup(fake);
  const user = userEvent.setup();
  await user.click(screen.getByText('Saved fills'));
  return { ...view, saved, user };
}

describe('saved fills in the popup', () => {
  it('lists the site’s saved fills; Restore starts a restore on the tab and shows its task', async () => {
    const { saved, user } = await popupWith();
    await user.click(await screen.findByRole('button', { name: 'Restore “Sign-up”' }));
    expect(saved.popup.restore).toHaveBeenCalledWith(TAB, 'f1');
    // The restore's task is the tab's task now: the fill buttons wait for it.
    expect((screen.getByRole('button', { name: 'Fill page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the site has none', async () => {
    await popupWith(fakeSavedFillActions());
    expect(await screen.findByText('No saved fills for this site yet.')).toBeDefined();
  });

  it('saves under a name, from the keyboard, without passwords unless ticked, and lists the new one', async () => {
    const { saved, user } = await popupWith(fakeSavedFillActions());
    await user.click(screen.getByRole('textbox', { name: 'Name for these values' }));
    await user.keyboard('Checkout{Enter}');
    expect(saved.popup.save).toHaveBeenCalledWith(TAB, 'Checkout', false);
    expect(await screen.findByText('Saved “Checkout” for forms.test. Values kept: 1.')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Restore “Checkout”' })).toBeDefined();
  });

  it('says where passwords will be kept once they are ticked in, and saves them then', async () => {
    const { saved, user } = await popupWith();
    expect(screen.queryByRole('note')).toBeNull();
    const box = screen.getByRole('checkbox', { name: 'Include password fields' });
    await user.click(box);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('plain text in this browser’s local extension storage (storage.local)');
    expect(note.textContent).toContain('They are not synced.');
    expect(box.getAttribute('aria-describedby')).toBe(note.id);
    await user.type(screen.getByRole('textbox', { name: 'Name for these values' }), 'With password');
    await user.click(screen.getByRole('button', { name: 'Save these values' }));
    expect(saved.popup.save).toHaveBeenCalledWith(TAB, 'With password', true);
  });

  it('asks for a name before saving, and shows a refused save’s reason', async () => {
    const saved = fakeSavedFillActions();
    const { user } = await popupWith(saved);
    await user.click(screen.getByRole('button', { name: 'Save these values' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give these values a name to save them under.');
    expect(saved.popup.save).not.toHaveBeenCalled();
    saved.popup.save.mockRejectedValueOnce(
      new Error('At most 100 fills can be saved: delete one on the options page first.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Name for these values' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Save these values' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'At most 100 fills can be saved: delete one on the options page first.',
    );
  });

  it('shows nothing of saved fills when the popup has no such actions', async () => {
    await renderPopup(fakePopupActions());
    expect(screen.queryByText('Saved fills')).toBeNull();
  });
});
