import { shownPartOf } from './widget-twin';

/**
 * Which of a user's rule selectors each element matches, by the element's
 * position in `elements`: `{ 3: [0, 2] }`. A selector the browser refuses is
 * listed in `invalid` and matches nothing; the others still apply. A
 * select a library hid matches by the widget it draws too, which the
 * report's selector names (widget-twin.ts).
 * @example matchSelectors(elements, ['#email', 'input[']) // { hits: { 0: [0] }, invalid: [1] }
 */
export function matchSelectors(
  elements: readonly Element[],
  selectors: readonly string[],
): { hits: Record<number, number[]>; invalid: number[] } {
  const hits: Record<number, number[]> = {};
  const invalid: number[] = [];
  const shown = elements.map(shownPartOf);
  for (const [i, selector] of selectors.slice(0, 200).entries()) {
    try {
      for (const [position, element] of elements.entries())
        if (element.matches(selector) || (shown[position] !== element && shown[position]!.matches(selector)))
          (hits[position] ??= []).push(i);
    } catch {
      invalid.push(i);
    }
  }
  return { hits, invalid };
}
