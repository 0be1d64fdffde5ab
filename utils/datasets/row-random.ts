import type { Randomizer } from '@faker-js/faker';

/**
 * Row k's randomness comes from (seed, k) alone, so any row can be made on its own:
 * a preview, a shard, a resumed run. Faker's Mersenne Twister takes 624 words of state
 * to seed, and seeding it again for every row of a million costs more than the row;
 * sfc32 (Chris Doty-Humphrey's small fast counter, 128 bits of state) seeds in a few
 * steps and passes PractRand, which is plenty for test data.
 */
export function createRowRandomizer(): Randomizer {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 1;
  const next32 = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  return {
    // 53 bits, as faker's own randomizer gives, so wide integer ranges are still even.
    next: () => ((next32() >>> 5) * 67_108_864 + (next32() >>> 6)) / 9_007_199_254_740_992,
    seed: (seed: number | number[]) => {
      const words = Array.isArray(seed) ? seed : [seed];
      a = mix32(words[0] ?? 0, 0x9e3779b9);
      b = mix32(words[1] ?? 0, a);
      c = mix32(words[2] ?? 0, b ^ 0x85ebca6b);
      d = 1;
      for (let i = 0; i < 12; i++) next32();
    },
  };
}

/**
 * murmur3's 32-bit finaliser of `value` keyed by `key`: a bijection of 32-bit integers for a
 * fixed key, so distinct row numbers give distinct results (unique UUIDs), well spread.
 * @example mix32(1, 7) !== mix32(2, 7) // always, for any key
 */
export function mix32(value: number, key: number): number {
  let h = (value ^ key) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A number in [0, 1) from (seed, row, column) without touching faker: whether a cell is empty must not shift the row's other values. */
export function cellChance(seed: number, row: number, column: number): number {
  return mix32(mix32(row, seed), column + 0x27d4eb2f) / 4_294_967_296;
}

/**
 * A permutation of 0..size-1, fixed by the seed: i ↦ (a·i + b) mod size with a coprime
 * to size, so a unique column gets distinct values spread over its range rather than
 * counting up. Above 2^26 the product needs BigInt to stay exact.
 * @example const p = affinePermutation(10, 3); new Set([0,1,2,3,4,5,6,7,8,9].map(p)).size // 10
 */
export function affinePermutation(size: number, seed: number): (index: number) => number {
  if (size <= 1) return () => 0;
  let a = mix32(seed, 0x51ed270b) % size || 1;
  while (gcd(a, size) !== 1) a = (a + 1) % size || 1;
  const b = mix32(seed, 0x2545f491) % size;
  if (size <= 2 ** 26) return (index) => (a * index + b) % size;
  const [bigA, bigB, bigSize] = [BigInt(a), BigInt(b), BigInt(size)];
  return (index) => Number((bigA * BigInt(index) + bigB) % bigSize);
}

function gcd(x: number, y: number): number {
  while (y) [x, y] = [y, x % y];
  return x;
}
