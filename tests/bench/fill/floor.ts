export interface FloorResult {
  ms: number;
  writes: number;
  /** Of `ms`, the time spent on password fields (Chromium does much more work for them: see the README). */
  passwordMs: number;
  passwordWrites: number;
}

/**
 * The floor of any fill, run in the page by `page.evaluate` (so it must use
 * nothing outside itself): find the controls and write each one the cheapest
 * way a framework still notices — the prototype's native setter, then bubbling
 * `input` and `change`. Checkboxes get `checked = true`, one radio per group
 * (what a fill writes), selects their second option. No classification, no
 * generated values: a fixed, valid value per input type.
 *
 * `passwords: 'setRangeText'` writes password fields with setRangeText instead
 * (not the floor the issue defines: a what-if, because Chromium's password
 * manager does costly work on every script write of a password field's value).
 */
export function fillFloor(passwords: 'setter' | 'setRangeText' = 'setter'): FloorResult {
  const start = performance.now();
  const unfillable = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);
  const inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const inputChecked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!;
  const textareaValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  const selectValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  const fixed: Record<string, string> = {
    email: 'jane.doe@example.com',
    tel: '+1 555 010 0199',
    url: 'https://example.com',
    password: 'Corr3ct-Horse!',
    date: '1990-04-12',
    number: '',
  };
  const radioGroups = new Set<string>();
  let writes = 0;
  let passwordMs = 0;
  let passwordWrites = 0;
  for (const element of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    const password = element.type === 'password';
    const fieldStart = password ? performance.now() : 0;
    if (element instanceof HTMLInputElement) {
      if (unfillable.has(element.type)) continue;
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.type === 'radio') {
          const group = `${element.form?.id ?? ''}/${element.name}`;
          if (radioGroups.has(group)) continue;
          radioGroups.add(group);
        }
        inputChecked.call(element, true);
      } else if (password && passwords === 'setRangeText') {
        element.setRangeText(fixed.password!, 0, element.value.length, 'end');
      } else {
        inputValue.call(
          element,
          element.type === 'number' ? element.min || '1' : (fixed[element.type] ?? 'Lorem ipsum'),
        );
      }
    } else if (element instanceof HTMLTextAreaElement) {
      textareaValue.call(element, 'Lorem ipsum dolor sit amet.');
    } else {
      selectValue.call(element, element.options[1]?.value ?? element.options[0]?.value ?? '');
    }
    element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
    writes++;
    if (password) {
      passwordMs += performance.now() - fieldStart;
      passwordWrites++;
    }
  }
  return { ms: performance.now() - start, writes, passwordMs, passwordWrites };
}
