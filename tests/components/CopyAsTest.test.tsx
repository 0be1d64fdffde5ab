// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyAsTest } from '@/components/CopyAsTest';
import { completeTask } from '@/utils/tasks/task-state';
import type { FillReport } from '@/utils/fill/fill-report';
import { fakePopupActions, report, spinningTask } from './support/fake-popup-actions';
import { renderPopup } from './support/render-popup';

afterEach(cleanup);

const filled: FillReport = report({
  seed: 1586824155,
  locale: 'de',
  onlyEmpty: true,
  fields: [
    {
      selector: '#first',
      label: 'First name',
      kind: 'person.firstName',
      signal: 'label',
      value: "O'Brien",
      locate: 'label',
    },
    { selector: '#q', label: 'Search', kind: 'none', signal: 'label', skipped: 'search box' },
  ],
});

const codeBox = () => screen.getByRole('textbox', { name: 'Test code' }) as HTMLTextAreaElement;

async function openSection() {
  await userEvent.click(screen.getByText('Copy as a test'));
}

describe('CopyAsTest', () => {
  it('shows the plain Playwright code first, and copies what it shows', async () => {
    const copyText = vi.fn(async (_text: string) => {});
    render(<CopyAsTest report={filled} copyText={copyText} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    await openSection();

    expect(screen.getByRole('radio', { name: 'Plain Playwright' })).toHaveProperty('checked', true);
    expect(codeBox().value).toContain("await page.getByLabel('First name', { exact: true }).fill('O\\'Brien');");
    expect(codeBox().value).not.toContain('Search');
    await userEvent.click(screen.getByRole('button', { name: 'Copy test' }));

    expect(copyText).toHaveBeenCalledExactlyOnceWith(codeBox().value);
    expect(screen.getByText('Copied the test to the clipboard.').getAttribute('aria-live')).toBe('polite');
  });

  it('switches to the library’s call, by keyboard too', async () => {
    const copyText = vi.fn(async (_text: string) => {});
    render(<CopyAsTest report={filled} copyText={copyText} />);
    await openSection();
    await userEvent.click(screen.getByRole('radio', { name: 'Plain Playwright' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'With Understudy' })).toHaveProperty('checked', true);

    expect(codeBox().value).toContain("import { fillPage } from 'understudy/playwright';");
    expect(codeBox().value).toContain("  seed: 1586824155,\n  locale: 'de',\n  onlyEmpty: true,\n");
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy test' }));
    await userEvent.keyboard('{Enter}');
    expect(copyText).toHaveBeenCalledExactlyOnceWith(codeBox().value);
  });

  it('says why the clipboard refused the code, and nothing goes to the console', async () => {
    const errors = vi.spyOn(console, 'error');
    const copyText = vi.fn(async () => {
      throw new DOMException('Document is not focused.', 'NotAllowedError');
    });
    render(<CopyAsTest report={filled} copyText={copyText} />);
    await openSection();
    await userEvent.click(screen.getByRole('button', { name: 'Copy test' }));

    expect(await screen.findByText('Could not copy the test: Document is not focused.')).toBeDefined();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('PopupApp: Copy as a test', () => {
  it('is offered with the report after a fill, not before, and copies through the popup’s actions', async () => {
    const fake = await renderPopup(fakePopupActions());
    expect(screen.queryByText('Copy as a test')).toBeNull();
    act(() => {
      fake.pushReport(filled);
      fake.pushTask(completeTask(spinningTask(), 'Filled 1 field, skipped 1', Date.now()));
    });
    await openSection();
    await userEvent.click(screen.getByRole('button', { name: 'Copy test' }));
    expect(fake.actions.copyText).toHaveBeenCalledExactlyOnceWith(codeBox().value);
    expect(codeBox().value).toContain('// Understudy seed 1586824155, locale de');
  });
});
