// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementDialog } from '@/components/AnnouncementDialog';
import { WELCOME } from '@/utils/announcements/announcements';
import { t } from '@/utils/i18n/messages';

afterEach(cleanup);

function renderDialog(suppressed = false) {
  const onClose = vi.fn();
  const onSuppressChange = vi.fn();
  const view = render(
    <AnnouncementDialog
      announcement={WELCOME}
      suppressed={suppressed}
      onClose={onClose}
      onSuppressChange={onSuppressChange}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Welcome to Understudy' }) as HTMLDialogElement;
  return { ...view, dialog, onClose, onSuppressChange };
}

describe('AnnouncementDialog', () => {
  it('opens as a dialog named by its heading, with every paragraph', () => {
    const { dialog } = renderDialog();
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Understudy' })).toBeDefined();
    for (const paragraph of WELCOME.paragraphs) expect(screen.getByText(t(paragraph))).toBeDefined();
    expect(screen.getByText(/never submits a form/)).toBeDefined();
  });

  it('puts the focus on Close', () => {
    renderDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Close and tells its owner', async () => {
    const { dialog, onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('tells its owner when the browser closes it (what Escape does)', () => {
    // happy-dom 21's <dialog> has no Escape handling: a key press neither fires
    // `cancel` nor closes it. This replays what a browser does on Escape: a
    // cancelable `cancel` event, then, unless prevented, close().
    const { dialog, onClose } = renderDialog();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(false);
    dialog.close();
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('reports “Don’t show announcements again” being ticked', async () => {
    const { onSuppressChange, onClose } = renderDialog();
    const box = screen.getByRole('checkbox', { name: 'Don’t show announcements again' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    expect(onSuppressChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports the box being unticked when announcements are suppressed', async () => {
    const { onSuppressChange } = renderDialog(true);
    const box = screen.getByRole('checkbox', { name: 'Don’t show announcements again' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    expect(onSuppressChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('closes the native dialog when it is unmounted', () => {
    const { dialog, unmount } = renderDialog();
    unmount();
    expect(dialog.open).toBe(false);
  });
});
