import { describe, expect, it } from 'vitest';
import { t, tn, uiLanguage } from '@/utils/i18n/messages';
import { localeName } from '@/utils/i18n/locale-name';
import { summarizeReport } from '@/utils/fill/fill-report';
import { speak } from '../../support/speak';

describe('t and tn', () => {
  it('read the English catalogue in tests', () => {
    expect(t('fillPage')).toBe('Fill page');
    expect(t('statusFailedWithReason', 'No tab.')).toBe('Failed: No tab.');
    expect(uiLanguage()).toBe('en');
  });

  it.each([
    ['en', 1, 'Filled 1 field'],
    ['en', 12, 'Filled 12 fields'],
    ['de', 1, '1 Feld ausgefüllt'],
    ['de', 12, '12 Felder ausgefüllt'],
    ['ru', 1, 'Заполнено 1 поле'],
    ['ru', 3, 'Заполнено 3 поля'],
    ['ru', 12, 'Заполнено 12 полей'],
    ['ru', 21, 'Заполнено 21 поле'],
    ['pl', 1, 'Wypełniono 1 pole'],
    ['pl', 22, 'Wypełniono 22 pola'],
    ['pl', 25, 'Wypełniono 25 pól'],
    ['uk', 4, 'Заповнено 4 поля'],
    ['uk', 11, 'Заповнено 11 полів'],
    ['fr', 0, '0 champ rempli'],
    ['fr', 2, '2 champs remplis'],
    ['fr', 1000000, '1000000 de champs remplis'],
    ['ja', 1, '1 件のフィールドに入力しました'],
  ])('in %s, %i fields: "%s"', (language, count, expected) => {
    speak(language);
    expect(tn('filledFields', count)).toBe(expected);
  });

  it('joins a summary with the language’s own separators', () => {
    expect(
      summarizeReport({
        filled: 12,
        skipped: 1,
        failed: 2,
        skippedFrames: [{ url: 'https://a.test/', access: 'no-permission', reason: '' }],
      }),
    ).toBe('Filled 12 fields, skipped 1, 2 failed; 1 frame on other sites not filled');
    speak('ja');
    expect(summarizeReport({ filled: 3, skipped: 1, failed: 0 })).toBe(
      '3 件のフィールドに入力しました、1 件をスキップ',
    );
  });
});

describe('localeName', () => {
  it.each([
    ['en', 'German (Austria)'],
    ['de', 'Deutsch (Österreich)'],
    ['fr', 'allemand (Autriche)'],
  ])('names de_AT in %s as %s', (language, expected) => {
    expect(localeName({ title: 'German (Austria)', language: 'de', country: 'AT' }, language)).toBe(expected);
  });
});
