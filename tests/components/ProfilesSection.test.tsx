// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfilesSection } from '@/components/ProfilesSection';
import { fakeOptionsActions } from './support/fake-options-actions';

afterEach(cleanup);

/**
 * Opens a new profile, pastes `host` as its site and presses Save. Pasted, not
 * typed: 254 key presses, each a render, take seconds on a busy machine, and a
 * test that timed out would type on into the next one's field.
 */
async function saveHost(host: string) {
  const user = userEvent.setup();
  const fake = fakeOptionsActions();
  render(<ProfilesSection profiles={[]} rules={[]} actions={fake.actions} />);
  await user.click(screen.getByRole('button', { name: 'Add a site profile' }));
  await user.click(screen.getByRole('textbox', { name: 'Site' }));
  await user.paste(host);
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  return fake;
}

describe('ProfilesSection: the site profile editor', () => {
  it.each([
    ['a URL instead of a host', 'https://shop.example.com/', 'Enter a host such as *.example.com or localhost:3000.'],
    ['nothing', ' ', 'Enter a host such as *.example.com or localhost:3000.'],
    ['a host longer than storage takes', `${'a'.repeat(250)}.com`, 'A host can have at most 253 characters.'],
  ])('refuses %s with a sentence beside the site, which takes focus', async (_, host, sentence) => {
    const { actions } = await saveHost(host);
    expect(actions.saveProfile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(sentence);
    const site = screen.getByRole('textbox', { name: 'Site' });
    expect(document.activeElement).toBe(site);
    expect(site.getAttribute('aria-invalid')).toBe('true');
  });

  it('saves a host pattern', async () => {
    const { actions } = await saveHost('*.Example.com');
    expect(actions.saveProfile).toHaveBeenCalledWith(expect.objectContaining({ host: '*.example.com' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ProfilesSection: Fill when the page loads', () => {
  async function openNew(grantAccess = true) {
    const user = userEvent.setup();
    const fake = fakeOptionsActions({ grantAccess });
    render(<ProfilesSection profiles={[]} rules={[]} actions={fake.actions} />);
    await user.click(screen.getByRole('button', { name: 'Add a site profile' }));
    await user.click(screen.getByRole('textbox', { name: 'Site' }));
    await user.paste('localhost:3000');
    return { user, actions: fake.actions };
  }

  it('shows its two refinements only while it is on', async () => {
    const { user } = await openNew();
    expect(screen.queryByRole('checkbox', { name: 'Only empty fields' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Fill when the page loads' }));
    expect(screen.getByRole('checkbox', { name: 'Only empty fields' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Only forms that appear later/ })).toBeTruthy();
  });

  it('is reachable and turned on from the keyboard, and saved with its refinements', async () => {
    const { user, actions } = await openNew();
    const toggle = screen.getByRole('checkbox', { name: 'Fill when the page loads' });
    // From the site field, Tab walks the form's controls in order.
    while (document.activeElement !== toggle) await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Only empty fields' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(actions.requestSiteAccess).toHaveBeenCalledWith(['http://localhost/*', 'https://localhost/*']);
    expect(actions.saveProfile).toHaveBeenCalledWith(
      expect.objectContaining({ host: 'localhost:3000', fillOnLoad: { onlyEmpty: true } }),
    );
  });

  it('asks for no access when it is off', async () => {
    const { user, actions } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(actions.requestSiteAccess).not.toHaveBeenCalled();
    expect(actions.saveProfile).toHaveBeenCalledWith(expect.not.objectContaining({ fillOnLoad: expect.anything() }));
  });

  it('saves nothing, and says why, when the browser is refused the access', async () => {
    const { user, actions } = await openNew(false);
    await user.click(screen.getByRole('checkbox', { name: 'Fill when the page loads' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(actions.saveProfile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Understudy can fill localhost:3000 as the page loads only with access to it. Allow it when the browser asks, or turn the setting off.',
    );
  });

  it('turning it off removes the setting from the profile', async () => {
    const user = userEvent.setup();
    const fake = fakeOptionsActions();
    const profile = { id: 'dev', host: 'localhost:3000', fillOnLoad: { laterForms: true } };
    render(<ProfilesSection profiles={[profile]} rules={[]} actions={fake.actions} />);
    expect(screen.getByText('Fills as the page loads', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit profile localhost:3000' }));
    expect(screen.getByRole('checkbox', { name: /Only forms that appear later/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Fill when the page loads' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(fake.actions.requestSiteAccess).not.toHaveBeenCalled();
    expect(fake.actions.saveProfile).toHaveBeenCalledWith({ id: 'dev', host: 'localhost:3000', fillOnLoad: undefined });
  });
});
