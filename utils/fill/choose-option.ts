import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { normalizeText } from '../fields/normalize-text';

/** Option texts that invite a choice rather than being one ("Select…", "-- choose --"). */
const PLACEHOLDER_TEXT = /^(select|choose|please|pick|bitte|seleccion|choisi|wahlen|\W*$)/;

/**
 * Picks a select's value(s) among its real options: one that matches a preferred
 * value (the persona's country, say) if any does, else a random one. Never the
 * placeholder option, never a disabled one.
 * @example chooseOption(countrySelect, faker, ['Germany', 'DE']) // ['DE']
 */
export function chooseOption(field: FieldDescription, faker: Faker, preferred: string[]): string[] {
  const real = (field.options ?? []).filter(
    (option, position) => !option.disabled && !(position === 0 && isPlaceholder(option)),
  );
  if (!real.length) return [];
  const wanted = preferred.map(normalizeText).filter(Boolean);
  const match = real.find((option) =>
    wanted.some((want) => normalizeText(option.value) === want || normalizeText(option.text) === want),
  );
  if (field.type === 'select-multiple') {
    const count = Math.min(real.length, faker.number.int({ min: 1, max: 2 }));
    return faker.helpers.arrayElements(real, count).map((option) => option.value);
  }
  return [(match ?? faker.helpers.arrayElement(real)).value];
}

function isPlaceholder(option: { value: string; text: string }): boolean {
  return option.value === '' || PLACEHOLDER_TEXT.test(normalizeText(option.text));
}
