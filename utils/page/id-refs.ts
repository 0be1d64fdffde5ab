/**
 * The ids an ARIA attribute names (`aria-labelledby`, `aria-controls`, `aria-owns`): its words, none where it
 * is absent or blank, so that an element with no id is never one of them.
 * @example idRefs(input, 'aria-labelledby') // ['name-label', 'name-hint']
 */
export function idRefs(element: Element, attribute: string): string[] {
  return (element.getAttribute(attribute) ?? '').split(/\s+/).filter((id) => id !== '');
}
