/**
 * The floor of a fill on any shape, run in the page (or one frame) by
 * `page.evaluate`, so it uses nothing outside itself: the fill benchmark's
 * floor (fill/floor.ts: each control's native setter, then bubbling `input`
 * and `change`; one radio per group) over the document and every open
 * shadow root under it, timed in the page. Finding the shadow roots is part
 * of the loop's cost, as it is of a fill's.
 */
export function shapeFloor(): { ms: number; writes: number } {
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
  };
  const roots: Array<Document | ShadowRoot> = [document];
  for (let r = 0; r < roots.length; r++) {
    for (const element of roots[r]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  const radioGroups = new Set<string>();
  let writes = 0;
  roots.forEach((root, r) => {
    for (const element of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    )) {
      if (element instanceof HTMLInputElement) {
        if (unfillable.has(element.type)) continue;
        if (element.type === 'checkbox' || element.type === 'radio') {
          if (element.type === 'radio') {
            const group = `${r}/${element.form?.id ?? ''}/${element.name}`;
            if (radioGroups.has(group)) continue;
            radioGroups.add(group);
          }
          inputChecked.call(element, true);
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
    }
  });
  return { ms: performance.now() - start, writes };
}
