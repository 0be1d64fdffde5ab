import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { launchWithExtension, waitForPage } from './support/extension-test';

// Chromium on Linux takes its interface language, and so the extension's
// _locales, from --lang (else from LANGUAGE/LANG); headless Debian Chromium
// follows it without the chromium-l10n package. en-US proves the switch decides.
for (const [lang, expected] of [
  [
    'de',
    {
      html: 'de',
      fill: 'Seite ausfüllen',
      general: 'Allgemein',
      locale: 'Sprache und Region',
      title: 'Understudy-Optionen',
      welcome: 'Willkommen bei Understudy',
      rules: 'Regeln',
      addRule: 'Regel hinzufügen',
      datasets: 'Datensätze',
      generate: 'Datensatz erzeugen',
      datasetsTitle: 'Understudy – Datensätze',
    },
  ],
  [
    'en-US',
    {
      html: 'en',
      fill: 'Fill page',
      general: 'General',
      locale: 'Locale',
      title: 'Understudy options',
      welcome: 'Welcome to Understudy',
      rules: 'Rules',
      addRule: 'Add a rule',
      datasets: 'Datasets',
      generate: 'Generate dataset',
      datasetsTitle: 'Understudy datasets',
    },
  ],
] as const) {
  test(`Chromium started with --lang=${lang} shows the popup, options and Datasets pages in that language`, async () => {
    const profileDir = await mkdtemp(join(tmpdir(), 'understudy-lang-'));
    const context = await launchWithExtension(profileDir, undefined, undefined, [`--lang=${lang}`]);
    try {
      const options = await waitForPage(context, 'chrome-extension://');
      const extensionId = new URL(options.url()).host;

      // The welcome modal on first install, in the browser's language.
      await expect(options.getByRole('dialog', { name: expected.welcome })).toBeVisible();
      await options.keyboard.press('Escape');
      await expect(options.getByRole('heading', { name: expected.general })).toBeVisible();
      await expect(options.getByRole('combobox', { name: expected.locale })).toBeVisible();
      await expect(options).toHaveTitle(expected.title);
      // The Rules section (issue 18) speaks the same language.
      await expect(options.getByRole('heading', { name: expected.rules, exact: true })).toBeVisible();
      await expect(options.getByRole('button', { name: expected.addRule })).toBeVisible();
      expect(await options.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        expected.html,
        'ltr',
      ]);

      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      await expect(popup.getByRole('button', { name: expected.fill, exact: true })).toBeVisible();
      expect(await popup.evaluate(() => document.documentElement.lang)).toBe(expected.html);

      const datasets = await context.newPage();
      await datasets.goto(`chrome-extension://${extensionId}/datasets.html`);
      await expect(datasets.getByRole('heading', { level: 1, name: expected.datasets })).toBeVisible();
      await expect(datasets.getByRole('button', { name: expected.generate })).toBeVisible();
      await expect(datasets).toHaveTitle(expected.datasetsTitle);
      expect(await datasets.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        expected.html,
        'ltr',
      ]);
    } finally {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    }
  });
}
