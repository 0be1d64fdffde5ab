import { describe, expect, it } from 'vitest';
import { normalizeText } from '@/utils/text/normalize-text';

describe('normalizeText', () => {
  it.each([
    ['billingFirst_Name', 'billing first name'],
    ['Código Postal', 'codigo postal'],
    ['E-Mail-Adresse', 'e mail adresse'],
    ['Prénom *', 'prenom'],
    ['Contraseña', 'contrasena'],
    ['  Tel.:  ', 'tel'],
    ['user.email[0]', 'user email 0'],
    ['ZIPCode', 'zip code'],
    ['Straße', 'strasse'],
    ['address2', 'address 2'],
    ['line1Street', 'line 1 street'],
    ['Телефон', 'телефон'],
    ['Nº. Exterior', 'no exterior'],
    ['Kullanıcı Adı', 'kullanici adi'],
    ['№ дома', 'no дома'],
    ['Ｎａｍｅ', 'name'],
    ['', ''],
    ['***', ''],
  ])('%j → %j', (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });
});
