// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeneralSettings } from '@/components/GeneralSettings';
import { DEFAULT_SETTINGS } from '@/utils/settings/settings-schema';

afterEach(cleanup);

const pageLanguageSwitch = () => screen.getByRole('switch', { name: 'Use the page’s language' }) as HTMLInputElement;

describe('GeneralSettings: the page-language switch', () => {
  it('is on by default and explains itself in one line', () => {
    render(<GeneralSettings settings={{ ...DEFAULT_SETTINGS }} onChange={vi.fn()} />);
    expect(pageLanguageSwitch().checked).toBe(true);
    expect(pageLanguageSwitch()).toHaveProperty('type', 'checkbox');
    const help = document.getElementById(pageLanguageSwitch().getAttribute('aria-describedby')!);
    expect(help?.textContent).toMatch(/language/);
  });

  it('shows the stored choice', () => {
    render(<GeneralSettings settings={{ ...DEFAULT_SETTINGS, usePageLanguage: false }} onChange={vi.fn()} />);
    expect(pageLanguageSwitch().checked).toBe(false);
  });

  it.each([
    [true, false],
    [false, true],
  ])('turns %s into %s when clicked', async (from, to) => {
    const onChange = vi.fn();
    render(<GeneralSettings settings={{ ...DEFAULT_SETTINGS, usePageLanguage: from }} onChange={onChange} />);
    await userEvent.click(pageLanguageSwitch());
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ usePageLanguage: to });
  });

  it('can be reached and toggled from the keyboard', async () => {
    const onChange = vi.fn();
    render(<GeneralSettings settings={{ ...DEFAULT_SETTINGS }} onChange={onChange} />);
    pageLanguageSwitch().focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ usePageLanguage: false });
  });
});

describe('GeneralSettings: the hidden-fields switch', () => {
  const hiddenSwitch = () => screen.getByRole('switch', { name: 'Fill hidden fields too' }) as HTMLInputElement;

  it('is off by default and says that off-screen traps stay empty', () => {
    render(<GeneralSettings settings={{ ...DEFAULT_SETTINGS }} onChange={vi.fn()} />);
    expect(hiddenSwitch().checked).toBe(false);
    expect(document.getElementById(hiddenSwitch().getAttribute('aria-describedby')!)?.textContent).toMatch(
      /off-screen.*never filled/,
    );
  });

  it('saves the choice when toggled from the keyboard', async () => {
    const onChange = vi.fn();
    render(<GeneralSettings settings={{ ...DEFAULT_SETTINGS }} onChange={onChange} />);
    hiddenSwitch().focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ fillHidden: true });
  });
});
