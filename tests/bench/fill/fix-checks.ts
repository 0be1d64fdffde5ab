/**
 * What the suggested fixes would save, measured on the big page with plain DOM
 * code (no product code): each function runs in the page via `page.evaluate`,
 * on a freshly loaded page, so it must use nothing outside itself.
 */

export interface LabelCheck {
  controls: number;
  /** `element.labels` for every control, as labelText reads it. */
  labelsGetterMs: number;
  /** One pass over the page's labels (`label.control`) into a Map, then a lookup per control. */
  labelMapMs: number;
  /** Both ways found the same labels for every control. */
  same: boolean;
  /** `[...document.forms].indexOf(form)` per control, as formIndex does. */
  formIndexOfMs: number;
  /** A Map from form to index, built once. */
  formMapMs: number;
}

export function checkLabelsAndForms(): LabelCheck {
  const controls = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')].filter(
    (element) => !(element instanceof HTMLInputElement && element.type === 'hidden'),
  );
  let start = performance.now();
  const viaGetter = controls.map((element) => [...(element.labels ?? [])]);
  const labelsGetterMs = performance.now() - start;

  start = performance.now();
  const byControl = new Map<Element, HTMLLabelElement[]>();
  for (const label of document.querySelectorAll('label')) {
    const control = label.control;
    if (!control) continue;
    const list = byControl.get(control);
    if (list) list.push(label);
    else byControl.set(control, [label]);
  }
  const viaMap = controls.map((element) => byControl.get(element) ?? []);
  const labelMapMs = performance.now() - start;
  const same = viaGetter.every((labels, i) => labels.length === viaMap[i]!.length && labels.every((label, j) => label === viaMap[i]![j]));

  start = performance.now();
  const viaIndexOf = controls.map((element) => (element.form ? [...document.forms].indexOf(element.form) : -1));
  const formIndexOfMs = performance.now() - start;
  start = performance.now();
  const formIndex = new Map([...document.forms].map((form, index) => [form, index]));
  const viaFormMap = controls.map((element) => (element.form ? (formIndex.get(element.form) ?? -1) : -1));
  const formMapMs = performance.now() - start;

  return {
    controls: controls.length,
    labelsGetterMs,
    labelMapMs,
    same: same && viaIndexOf.every((index, i) => index === viaFormMap[i]),
    formIndexOfMs,
    formMapMs,
  };
}

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
  return { fields: fields.length, ms, ok: fields.every((field) => field.value === 'Corr3ct-Horse!' && field.type === 'password' && field.form !== null) };
}
