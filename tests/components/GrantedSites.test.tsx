// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GrantedSites } from '@/components/GrantedSites';
import type { GrantedOrigin } from '@/utils/ui/options-actions';
import { fakeOptionsActions } from './support/fake-options-actions';

afterEach(cleanup);

const LOCALHOST = { origin: 'http://localhost/*', required: false };
const PAY = { origin: 'https://pay.example/*', required: false };
const TEST_HOST = { origin: 'http://127.0.0.1/*', required: true };

async function renderSites(granted: GrantedOrigin[]) {
  const fake = fakeOptionsActions({ granted });
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<GrantedSites actions={fake.actions} />);
  });
  return { ...fake, ...view };
}

const section = () => screen.getByRole('region', { name: 'Sites you allowed' });
const listed = () =>
  within(section())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const removeButton = (site: string) => within(section()).getByRole('button', { name: `Remove ${site}` });

describe('GrantedSites: the sites Understudy holds access to', () => {
  it('lists each granted site with its own Remove button and a one-line explanation', async () => {
    await renderSites([LOCALHOST, PAY]);
    expect(within(section()).getByRole('heading', { name: 'Sites you allowed' })).toBeDefined();
    expect(section().textContent).toContain('Remove one and Understudy asks again');
    expect(listed()).toEqual(['http://localhostRemove', 'https://pay.exampleRemove']);
    expect(removeButton('http://localhost')).toBeDefined();
    expect(removeButton('https://pay.example')).toBeDefined();
  });

  it('says so when there are none', async () => {
    await renderSites([]);
    expect(within(section()).getByText('None yet.')).toBeDefined();
    expect(within(section()).queryByRole('list')).toBeNull();
  });

  it('lists a site the build requires without a Remove button', async () => {
    await renderSites([TEST_HOST, LOCALHOST]);
    expect(listed()).toEqual(['http://127.0.0.1Required by this build', 'http://localhostRemove']);
    expect(within(section()).getAllByRole('button')).toHaveLength(1);
  });

  it('Remove gives the site back, the list updates, and says what happened', async () => {
    const fake = await renderSites([LOCALHOST, PAY]);
    await userEvent.click(removeButton('http://localhost'));
    expect(fake.actions.removeGrantedOrigin).toHaveBeenCalledExactlyOnceWith('http://localhost/*');
    expect(listed()).toEqual(['https://pay.exampleRemove']);
    expect(within(section()).getByRole('status').textContent).toBe(
      'Removed http://localhost. Understudy will ask again before it fills a frame there.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works from the keyboard, and keeps focus in the list as rows go', async () => {
    const fake = await renderSites([LOCALHOST, PAY]);
    await userEvent.tab();
    expect(document.activeElement).toBe(removeButton('http://localhost'));
    await userEvent.keyboard('{Enter}');
    expect(fake.actions.removeGrantedOrigin).toHaveBeenCalledExactlyOnceWith('http://localhost/*');
    // Focus moves once the removal and the list read after it have answered: promises, which a busy machine delays.
    await waitFor(() => expect(document.activeElement).toBe(removeButton('https://pay.example')));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(listed()).toEqual([]));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(section()).getByRole('heading', { name: 'Sites you allowed' })),
    );
  });

  it('shows a clear message when the browser keeps the site, and keeps it listed', async () => {
    const fake = await renderSites([LOCALHOST]);
    fake.actions.removeGrantedOrigin.mockRejectedValueOnce(new Error('the browser kept its access'));
    await userEvent.click(removeButton('http://localhost'));
    expect((await within(section()).findByRole('alert')).textContent).toBe(
      'Could not remove http://localhost: the browser kept its access',
    );
    expect(listed()).toEqual(['http://localhostRemove']);
    expect(document.activeElement).toBe(removeButton('http://localhost'));
  });

  it('clears the error after a removal that works', async () => {
    const fake = await renderSites([LOCALHOST]);
    fake.actions.removeGrantedOrigin.mockRejectedValueOnce(new Error('the browser kept its access'));
    await userEvent.click(removeButton('http://localhost'));
    await within(section()).findByRole('alert');
    await userEvent.click(removeButton('http://localhost'));
    await waitFor(() => expect(listed()).toEqual([]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the list cannot be read', async () => {
    const fake = fakeOptionsActions();
    fake.actions.listGrantedOrigins.mockRejectedValueOnce(new Error('permissions is undefined'));
    await act(async () => {
      render(<GrantedSites actions={fake.actions} />);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not read the sites you allowed: permissions is undefined',
    );
  });

  it('follows sites granted or removed elsewhere (the popup, the browser’s own settings)', async () => {
    const fake = await renderSites([]);
    act(() => fake.pushGranted([LOCALHOST]));
    expect(listed()).toEqual(['http://localhostRemove']);
    act(() => fake.pushGranted([]));
    expect(listed()).toEqual([]);
  });

  it('stops watching when it closes', async () => {
    const fake = await renderSites([]);
    expect(fake.grantWatcherCount()).toBe(1);
    fake.unmount();
    expect(fake.grantWatcherCount()).toBe(0);
  });
});
