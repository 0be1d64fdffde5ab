import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '@/utils/fields/field-kinds';
import { createFaker } from '@/utils/values/create-faker';
import { edgeValue } from '@/utils/values/edge-cases/edge-case';
import {
  allEdgeCases,
  edgeCaseById,
  edgeCaseLabel,
  edgeCasesFor,
  EDGE_CATEGORIES,
} from '@/utils/values/edge-cases/edge-case-library';
import { claimedTypes, edgeFits } from '@/utils/values/edge-cases/edge-fit';
import { isLuhnValid } from '@/utils/values/luhn';
import { edgeFieldsOf } from '../../support/edge-fields';
import { readCatalogue } from '../../../support/catalogue';

const english = readCatalogue('en');

const faker = createFaker('en', 1);

/** ISO 13616's check: the IBAN's letters as numbers, mod 97, is 1. */
function ibanValid(iban: string): boolean {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  return [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1;
}

describe('the edge-case library', () => {
  const cases = allEdgeCases();

  it('holds at least 150 cases, each with a unique id, a name, kinds and a value', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((entry) => entry.fullId)).size).toBe(cases.length);
    for (const { fullId, edgeCase } of cases) {
      expect(fullId, fullId).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
      expect(edgeCase.name.trim(), fullId).not.toBe('');
      expect(edgeCase.kinds.length, fullId).toBeGreaterThan(0);
      for (const kind of edgeCase.kinds) expect(FIELD_KINDS, fullId).toContain(kind);
      if (typeof edgeCase.value === 'string') expect(edgeCase.value, fullId).not.toBe('');
      // blockedBy says where an invalid case cannot go: a valid one goes everywhere it claims.
      if (edgeCase.blockedBy) expect(edgeCase.valid, fullId).toBe(false);
    }
  });

  it('names each category once, with a title for the menu and a label for the report', () => {
    expect(new Set(EDGE_CATEGORIES.map((category) => category.id)).size).toBe(EDGE_CATEGORIES.length);
    for (const category of EDGE_CATEGORIES) expect(english[category.title]?.message, category.id).toBeTruthy();
    for (const category of EDGE_CATEGORIES) expect(category.label).toMatch(/^[a-z]+$/);
    expect(edgeCaseLabel(edgeCaseById('email.plus-addressed')!)).toBe('email · plus-addressed');
  });

  it.each(FIELD_KINDS.map((kind) => [kind]))('has a valid case for %s', (kind) => {
    expect(edgeCasesFor(kind, 'valid').length).toBeGreaterThan(0);
  });

  it('has both flavours: at least 40 cases a server should refuse', () => {
    expect(cases.filter(({ edgeCase }) => edgeCase.valid === false).length).toBeGreaterThanOrEqual(40);
  });

  it('says where each test card comes from, and every card meant to be charged passes the Luhn check', () => {
    const cards = cases.filter(({ edgeCase }) => edgeCase.kinds.includes('finance.creditCardNumber'));
    for (const { fullId, edgeCase } of cards) {
      const digits = String(edgeCase.value).replace(/[\s-]/g, '');
      if (edgeCase.valid === false) continue;
      expect(edgeCase.source, fullId).toMatch(/^(Stripe|Braintree|Adyen|Authorize\.net), /);
      expect(isLuhnValid(digits), fullId).toBe(true);
    }
    expect(isLuhnValid(String(edgeCaseById('payment.card-luhn')!.edgeCase.value))).toBe(false);
  });

  it('has valid IBANs whose check digits are right, and invalid ones whose are not', () => {
    for (const { fullId, edgeCase } of cases.filter((entry) => entry.edgeCase.kinds.includes('finance.iban'))) {
      if (fullId === 'payment.iban-country') continue;
      expect(ibanValid(String(edgeCase.value)), fullId).toBe(edgeCase.valid !== false);
    }
  });

  it('keeps each text case within its own promise: exactly 60, 64 and 254 characters', () => {
    expect(String(edgeCaseById('name.double-barrelled-60')!.edgeCase.value)).toHaveLength(60);
    expect(String(edgeCaseById('email.local-64')!.edgeCase.value).split('@')[0]).toHaveLength(64);
    expect(String(edgeCaseById('email.longest')!.edgeCase.value)).toHaveLength(254);
  });

  // The browser's own check of the same promise is tests/e2e/edge-cases.spec.ts.
  it.each(cases.map((entry) => [entry.fullId, entry] as const))(
    '%s fits every input type it claims, as the flavour says',
    (_, { edgeCase }) => {
      for (const type of claimedTypes(edgeCase)) {
        const fits = edgeFieldsOf(type).map((field) => {
          const value = edgeValue(edgeCase, field);
          return value !== undefined && edgeFits(value, field, faker);
        });
        const blocked = edgeCase.blockedBy?.includes(type) ?? false;
        expect(fits.some(Boolean), `${type}`).toBe(!blocked);
      }
    },
  );
});
