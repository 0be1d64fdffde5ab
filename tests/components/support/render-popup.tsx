import { render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { PopupApp } from '@/components/PopupApp';
import { fakePopupActions } from './fake-popup-actions';

export const fillButton = () => screen.getByRole('button', { name: 'Fill page' }) as HTMLButtonElement;

/**
 * The popup, ready: it knows its tab and locale, and watches the tab's task
 * and report. A change pushed before it watches would be lost, and its first
 * reads (nothing stored yet) would land after the change.
 */
export async function renderPopup(fake = fakePopupActions()) {
  const view = render(<PopupApp actions={fake.actions} />);
  await screen.findByText('de_AT');
  await vi.waitFor(() => expect(fillButton().disabled).toBe(false));
  await vi.waitFor(() => expect(fake.watcherCount()).toBe(2));
  return { ...fake, ...view };
}
