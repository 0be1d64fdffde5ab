// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { describePage, restoreSavedFill } from '@/utils/saved-fills/saved-fill-frames';
import { readSavedFields } from '@/utils/saved-fills/read-saved-fields';
import type { SavedFill } from '@/utils/saved-fills/saved-fill';
import { tabDriver } from '@/utils/worker/run-in-frames';
import { undoTab } from '@/utils/worker/undo-tab';
import { fakeTab } from '../support/fake-tab';

const TAB = 5;
const SIGNUP = {
  url: 'http://127.0.0.1:3000/signup',
  html: `<form>
    <label for="n">Full name</label><input id="n" name="name">
    <label for="e">Email</label><input id="e" type="email" name="email">
    <label for="p">Password</label><input id="p" type="password" name="password">
    <label><input type="checkbox" name="news"> Send me news</label>
  </form>`,
};

beforeEach(() => {
  fakeBrowser.reset();
});

/** The values as a user typed them into the page of frame 0. */
function type(doc: Document) {
  (doc.querySelector('#n') as HTMLInputElement).value = 'Ada Lovelace';
  (doc.querySelector('#e') as HTMLInputElement).value = 'ada@example.com';
  (doc.querySelector('#p') as HTMLInputElement).value = 's3cret!';
  (doc.querySelector('[name=news]') as HTMLInputElement).checked = true;
}

async function saved(passwords: boolean): Promise<SavedFill> {
  const tab = fakeTab({ 0: SIGNUP });
  type(tab.documents.get(0)!);
  const { merged } = await describePage(tabDriver(TAB));
  const { fields } = readSavedFields(merged.fields, { passwords });
  return { id: 'f1', name: 'Sign-up', site: '127.0.0.1:3000', savedAt: 0, fields };
}

describe('saving a tab’s values and restoring them through the fill’s write', () => {
  it('restores into a fresh page, reports each value, and Undo puts the page back', async () => {
    const fill = await saved(false);
    const tab = fakeTab({ 0: SIGNUP });
    const doc = tab.documents.get(0)!;
    const report = await restoreSavedFill(tabDriver(TAB), fill);
    expect((doc.querySelector('#n') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((doc.querySelector('[name=news]') as HTMLInputElement).checked).toBe(true);
    expect((doc.querySelector('#p') as HTMLInputElement).value).toBe('');
    expect(report).toMatchObject({ restored: 'Sign-up', filled: 3, skipped: 0, failed: 0 });
    expect(report.fields.map(({ selector, value }) => [selector, value])).toEqual([
      ['#n', 'Ada Lovelace'],
      ['#e', 'ada@example.com'],
      [expect.any(String), 'checked'],
    ]);
    expect(await undoTab(TAB)).toEqual({ restored: 3, left: 0, kept: 0 });
    expect((doc.querySelector('#n') as HTMLInputElement).value).toBe('');
    expect((doc.querySelector('[name=news]') as HTMLInputElement).checked).toBe(false);
  });

  it('keeps a ticked-in password, and never shows it in the report', async () => {
    const fill = await saved(true);
    const tab = fakeTab({ 0: SIGNUP });
    const report = await restoreSavedFill(tabDriver(TAB), fill);
    expect((tab.documents.get(0)!.querySelector('#p') as HTMLInputElement).value).toBe('s3cret!');
    const row = report.fields.find((field) => field.selector === '#p');
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('value');
  });

  it('refuses to restore on another site', async () => {
    const fill = await saved(true);
    fakeTab({ 0: { ...SIGNUP, url: 'http://127.0.0.1:4000/signup' } });
    await expect(restoreSavedFill(tabDriver(TAB), fill)).rejects.toThrow(
      '“Sign-up” is saved for 127.0.0.1:3000, not for this page.',
    );
  });
});
