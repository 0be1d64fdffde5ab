// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Journey } from '@/utils/fill/journey';
import { fakePopupActions, TAB } from './support/fake-popup-actions';
import { renderPopup } from './support/render-popup';

afterEach(cleanup);

/** The popup on a tab whose page is on `host`, with the tab's stored person. */
const onSite = (host: string, journey: Journey | null, overrides: Parameters<typeof fakePopupActions>[0] = {}) =>
  fakePopupActions({
    getJourney: vi.fn(async () => journey),
    getSiteProfile: vi.fn(async () => ({ host })),
    ...overrides,
  });

const ADA: Journey = {
  site: 'forms.test',
  seed: 1,
  locale: 'en_US',
  refDate: '2026-11-27',
  forms: ['aaaaaaaa'],
  name: 'Ada Lovelace',
  email: 'ada@example.com',
};

describe('the current person in the popup', () => {
  it('shows nothing before the tab has a person', async () => {
    await renderPopup();
    expect(screen.queryByRole('button', { name: 'New person' })).toBeNull();
  });

  it('shows the tab’s person in one line, and follows the next fill’s', async () => {
    const fake = onSite('forms.test', ADA);
    await renderPopup(fake);
    expect(await screen.findByText('Person: Ada Lovelace, ada@example.com')).toBeDefined();
    expect(fake.actions.getJourney).toHaveBeenCalledWith(TAB);
    act(() => fake.pushJourney({ ...ADA, name: 'Grace Hopper', email: 'grace@example.com' }));
    expect(screen.getByText('Person: Grace Hopper, grace@example.com')).toBeDefined();
  });

  it('New person forgets the person, by keyboard too, and says what the next fill does', async () => {
    const fake = onSite('forms.test', ADA);
    await renderPopup(fake);
    const button = await screen.findByRole('button', { name: 'New person' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(fake.actions.newPerson).toHaveBeenCalledExactlyOnceWith(TAB);
    await vi.waitFor(() => expect(screen.queryByText(/Ada Lovelace/)).toBeNull());
    expect(screen.getByText('The next fill makes a new person.')).toBeDefined();
  });

  it('says why when the person could not be forgotten, and keeps showing them', async () => {
    const fake = onSite('forms.test', ADA, {
      newPerson: vi.fn(async () => Promise.reject(new Error('Storage is full.'))),
    });
    await renderPopup(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'New person' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Storage is full.');
    expect(screen.getByText('Person: Ada Lovelace, ada@example.com')).toBeDefined();
  });

  it('on another site than the person’s, says the next fill makes a new person instead of showing them', async () => {
    const fake = onSite('elsewhere.test', ADA);
    await renderPopup(fake);
    expect(await screen.findByText('The next fill makes a new person.')).toBeDefined();
    expect(screen.queryByText(/Ada Lovelace/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'New person' })).toBeNull();
    // A fill on this site makes its person: the line shows them.
    act(() => fake.pushJourney({ ...ADA, site: 'elsewhere.test', name: 'Grace Hopper', email: 'grace@example.com' }));
    expect(screen.getByText('Person: Grace Hopper, grace@example.com')).toBeDefined();
    expect(screen.getByRole('button', { name: 'New person' })).toBeDefined();
  });

  it('on the person’s site with another port, the person is not shown', async () => {
    await renderPopup(onSite('forms.test:8080', ADA));
    expect(await screen.findByText('The next fill makes a new person.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'New person' })).toBeNull();
  });
});
