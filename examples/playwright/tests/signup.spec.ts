import { expect, test } from '@playwright/test';
import { fillPage, type FillReport } from 'understudy/playwright';

const signupPage = new URL('../pages/signup.html', import.meta.url).href;

/** The value the fill wrote into the field it took for `kind` (a faker method's name). */
function valueOf(report: FillReport, kind: string): string {
  const value = report.fields.find((field) => field.kind === kind)?.value;
  if (value === undefined) throw new Error(`Nothing was filled as ${kind}`);
  return value;
}

test('signs up with made-up details, then logs in with the email it typed', async ({ page }) => {
  await page.goto(signupPage);

  // The same seed and locale give the same person on every run: a failure here replays exactly.
  const report = await fillPage(page, { seed: 1586824155, locale: 'en_US' });

  expect(report).toMatchObject({ seed: 1586824155, locale: 'en_US', failed: 0 });
  expect(report.filled).toBe(6);
  const email = valueOf(report, 'internet.email');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toHaveText(`Account created for ${email}`);

  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(valueOf(report, 'internet.password'));
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('status')).toHaveText(`Welcome back, ${valueOf(report, 'person.firstName')}`);
});
