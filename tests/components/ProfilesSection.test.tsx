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
