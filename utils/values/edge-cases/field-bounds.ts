import type { EdgeField } from './edge-case';

/** A number attribute as a number, or undefined when absent or not a number. */
function numberOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function decimals(n: number): number {
  return (String(n).split('.')[1] ?? '').length;
}

/**
 * The values on a numeric field's step between its min and max, as HTML
 * counts them (step base: min, else 0; a missing or bad step is 1; `any` is
 * none), and the kth of them from either end, written as the browser would.
 * @example nthNumber({ type: 'number', min: '1', max: '10', step: '3' }, 'high', 0) // '10' is off step: '7'
 */
export function nthNumber(field: EdgeField, from: 'low' | 'high', k: number): string | undefined {
  const min = numberOf(field.min);
  const max = numberOf(field.max);
  const bound = from === 'low' ? min : max;
  if (bound === undefined || (min !== undefined && max !== undefined && min > max)) return undefined;
  const stepText = field.step?.trim().toLowerCase();
  const given = numberOf(stepText);
  const step = stepText === 'any' ? undefined : given !== undefined && given > 0 ? given : 1;
  if (step === undefined) return k === 0 ? String(bound) : undefined;
  const base = min ?? 0;
  const first =
    from === 'low' ? Math.ceil((bound - base) / step - 1e-9) + k : Math.floor((bound - base) / step + 1e-9) - k;
  const value = Number((base + first * step).toFixed(decimals(step) + decimals(base)));
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) return undefined;
  return String(value);
}

/**
 * The middle value on step of a field with both bounds.
 * @example middleNumber({ type: 'range', min: '0', max: '10' }) // '5'
 */
export function middleNumber(field: EdgeField): string | undefined {
  const low = nthNumber(field, 'low', 0);
  const high = nthNumber(field, 'high', 0);
  if (low === undefined || high === undefined) return undefined;
  const stepText = field.step?.trim().toLowerCase();
  const step = stepText === 'any' ? undefined : Number(stepText) > 0 ? Number(stepText) : 1;
  if (step === undefined) return String((Number(low) + Number(high)) / 2);
  const steps = Math.round((Number(high) - Number(low)) / step);
  return nthNumber(field, 'low', Math.floor(steps / 2));
}
