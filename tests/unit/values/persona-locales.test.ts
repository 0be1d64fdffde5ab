import { describe, expect, it } from 'vitest';
import { createFaker } from '@/utils/values/create-faker';
import { FAKER_LOCALES } from '@/utils/values/faker-locales';
import { createPersona } from '@/utils/values/persona';

describe('createPersona in every faker locale', () => {
  it.each(FAKER_LOCALES)('%s', (locale) => {
    for (const seed of [1, 2, 3]) {
      const persona = createPersona(createFaker(locale, seed, new Date('2025-06-15T00:00:00Z')), locale);
      expect(persona.firstName).not.toBe('');
      expect(persona.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(persona.phone).toMatch(/\d/);
    }
  });
});
