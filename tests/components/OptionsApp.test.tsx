// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsApp } from '@/components/OptionsApp';
import { WELCOME } from '@/utils/announcements/announcements';
import { fakeOptionsActions } from './support/fake-options-actions';

afterEach(cleanup);

const FULL = 'Your browser’s sync storage is full, so this change was not saved.';
const welcomeDialog = () => screen.queryByRole('dialog', { name: 'Welcome to Understudy' });
const suppressSwitch = () => screen.getByRole('switch', { name: 'Don’t show announcements' }) as HTMLInputElement;
const onlyEmptySwitch = () => screen.getByRole('switch', { name: 'Fill empty fields only' }) as HTMLInputElement;

/** Renders and lets the fake's settings and pending announcement arrive. */
async function renderOptions(fake = fakeOptionsActions()) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<OptionsApp actions={fake.actions} />);
  });
  expect(fake.actions.loadSettings).toHaveBeenCalled();
  expect(fake.actions.pendingAnnouncement).toHaveBeenCalled();
  return { ...fake, ...view };
}

describe('OptionsApp: the announcement modal', () => {
  it('shows a pending announcement and marks it seen', async () => {
    const { actions } = await renderOptions(fakeOptionsActions({ pending: WELCOME }));
    expect(welcomeDialog()).not.toBeNull();
    expect(actions.markAnnouncementSeen).toHaveBeenCalledExactlyOnceWith('welcome');
  });

  it('shows nothing when nothing is pending', async () => {
    const { actions } = await renderOptions();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.markAnnouncementSeen).not.toHaveBeenCalled();
  });

  it('shows nothing when announcements are suppressed', async () => {
    await renderOptions(fakeOptionsActions({ pending: WELCOME, settings: { suppressAnnouncements: true } }));
    expect(welcomeDialog()).toBeNull();
  });

  it('closes when suppression is turned on elsewhere (watchSettings)', async () => {
    const fake = await renderOptions(fakeOptionsActions({ pending: WELCOME }));
    expect(welcomeDialog()).not.toBeNull();
    act(() => fake.pushSettings({ suppressAnnouncements: true }));
    expect(welcomeDialog()).toBeNull();
    expect(suppressSwitch().checked).toBe(true);
  });

  it('closes when the settings switch turns suppression on', async () => {
    const { actions } = await renderOptions(fakeOptionsActions({ pending: WELCOME }));
    await userEvent.click(suppressSwitch());
    expect(actions.updateSettings).toHaveBeenCalledExactlyOnceWith({ suppressAnnouncements: true });
    expect(welcomeDialog()).toBeNull();
  });

  it('stays open while its own “Don’t show again” box is ticked, and saves the choice', async () => {
    const { actions } = await renderOptions(fakeOptionsActions({ pending: WELCOME }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Don’t show announcements again' }));
    expect(actions.updateSettings).toHaveBeenCalledExactlyOnceWith({ suppressAnnouncements: true });
    expect(welcomeDialog()).not.toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Don’t show announcements again' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(suppressSwitch().checked).toBe(true);
  });

  it('stays open when its own choice comes back through watchSettings', async () => {
    const fake = await renderOptions(fakeOptionsActions({ pending: WELCOME }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Don’t show announcements again' }));
    act(() => fake.pushSettings({ suppressAnnouncements: true }));
    expect(welcomeDialog()).not.toBeNull();
  });

  it('goes away with its Close button', async () => {
    await renderOptions(fakeOptionsActions({ pending: WELCOME }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(welcomeDialog()).toBeNull();
  });
});

describe('OptionsApp: settings', () => {
  it('shows the stored settings', async () => {
    await renderOptions(fakeOptionsActions({ settings: { onlyEmpty: true, locale: 'de_AT' } }));
    expect(onlyEmptySwitch().checked).toBe(true);
    expect(suppressSwitch().checked).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Locale' }) as HTMLSelectElement).value).toBe('de_AT');
  });

  it('saves the “Don’t show announcements” switch', async () => {
    const { actions } = await renderOptions();
    await userEvent.click(suppressSwitch());
    expect(actions.updateSettings).toHaveBeenCalledExactlyOnceWith({ suppressAnnouncements: true });
    expect(suppressSwitch().checked).toBe(true);
  });

  it('saves the “Fill empty fields only” switch', async () => {
    const { actions } = await renderOptions();
    await userEvent.click(onlyEmptySwitch());
    expect(actions.updateSettings).toHaveBeenCalledExactlyOnceWith({ onlyEmpty: true });
  });

  it('saves a locale', async () => {
    const { actions } = await renderOptions();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Locale' }), 'German (Austria) (de_AT)');
    expect(actions.updateSettings).toHaveBeenCalledExactlyOnceWith({ locale: 'de_AT' });
  });

  it('shows a save error as an alert and does not pretend the change stuck', async () => {
    const fake = fakeOptionsActions();
    fake.actions.updateSettings.mockResolvedValue({ ok: false, error: FULL });
    await renderOptions(fake);
    await userEvent.click(suppressSwitch());
    expect((await screen.findByRole('alert')).textContent).toBe(FULL);
    expect(suppressSwitch().checked).toBe(false);
  });

  it('clears the error after a save that works', async () => {
    const fake = fakeOptionsActions();
    fake.actions.updateSettings.mockResolvedValueOnce({ ok: false, error: FULL });
    await renderOptions(fake);
    await userEvent.click(suppressSwitch());
    await screen.findByRole('alert');
    await userEvent.click(suppressSwitch());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(suppressSwitch().checked).toBe(true);
  });

  it('follows changes made on another device', async () => {
    const fake = await renderOptions();
    act(() => fake.pushSettings({ onlyEmpty: true }));
    expect(onlyEmptySwitch().checked).toBe(true);
  });

  it('stops watching when it closes', async () => {
    const fake = await renderOptions();
    expect(fake.watcherCount()).toBe(1);
    fake.unmount();
    expect(fake.watcherCount()).toBe(0);
  });
});

describe('OptionsApp: keyboard shortcuts', () => {
  it('lists the shortcuts as the browser binds them, and says which are not set', async () => {
    await renderOptions();
    const section = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(within(section).getByRole('rowheader', { name: 'Fill every field on the page' })).toBeDefined();
    expect(within(section).getByText('Alt+Shift+F').tagName).toBe('KBD');
    expect(within(section).getByText('Not set')).toBeDefined();
  });
});

describe('OptionsApp: sites you allowed', () => {
  it('is a section of the page, listed among the sections, with the granted sites', async () => {
    const { actions } = await renderOptions(
      fakeOptionsActions({ granted: [{ origin: 'http://localhost/*', required: false }] }),
    );
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Sites you allowed' }).getAttribute('href')).toBe('#sites');
    const section = screen.getByRole('region', { name: 'Sites you allowed' });
    expect(section.id).toBe('sites');
    await userEvent.click(within(section).getByRole('button', { name: 'Remove http://localhost' }));
    expect(actions.removeGrantedOrigin).toHaveBeenCalledExactlyOnceWith('http://localhost/*');
  });
});
