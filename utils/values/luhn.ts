/**
 * The Luhn check digit that completes a card number's other digits.
 * @example luhnCheckDigit('424242424242424') // '2'
 */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts from the digit just left of the (missing) check digit.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * @example isLuhnValid('4242424242424242') // true
 * @example isLuhnValid('4242424242424241') // false
 */
export function isLuhnValid(number: string): boolean {
  return /^\d{2,}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}
