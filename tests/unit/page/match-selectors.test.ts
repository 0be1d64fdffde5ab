// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { matchSelectors } from '@/utils/page/match-selectors';

it('says which selectors each field matches, and which the browser refused', () => {
  document.body.innerHTML = '<form><input id="email" class="x"><input name="coupon" class="x"></form>';
  const elements = [...document.querySelectorAll('input')];
  expect(matchSelectors(elements, ['#email', 'input[', '.x', '[name=coupon]'])).toEqual({
    hits: { 0: [0, 2], 1: [2, 3] },
    invalid: [1],
  });
});
