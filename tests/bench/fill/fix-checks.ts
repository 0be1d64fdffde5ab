/**
 * What the suggested fixes would save, measured on the big page with plain DOM
 * code (no product code): each function runs in the page via `page.evaluate`,
 * on a freshly loaded page, so it must use nothing outside itself.
 */

export interface PasswordCheck {
  fields: number;
  ms: number;
  /** Every field ended with the value, still a password field in its form. */
  ok: boolean;
}

/**
 * Writes every password field of the page, then `input` and `change`, either
 * with the native value setter (as writeField and the floor do) or with
 * `setRangeText` (which Chromium's password-manager hook does not react to).
 */
export function writePasswords(how: 'setter' | 'setRangeText'): PasswordCheck {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const fields = [...document.querySelectorAll<HTMLInputElement>('input[type=password]')];
  const start = performance.now();
  for (const field of fields) {
    if (how === 'setter') setter.call(field, 'Corr3ct-Horse!');
    else field.setRangeText('Corr3ct-Horse!', 0, field.value.length, 'end');
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const ms = performance.now() - start;
  return {
    fields: fields.length,
    ms,
    ok: fields.every((field) => field.value === 'Corr3ct-Horse!' && field.type === 'password' && field.form !== null),
  };
}
