import { describe, expect, it } from 'vitest';
import { MatchMemo } from '@/utils/classify/text-matches';

/** A pattern that counts the texts it was run on. */
class CountingPattern extends RegExp {
  readonly runs: string[] = [];

  override exec(text: string): RegExpExecArray | null {
    this.runs.push(text);
    return super.exec(text);
  }
}

describe('MatchMemo', () => {
  it('gives where each pattern first matches a text, -1 where it does not', () => {
    const memo = new MatchMemo([/(?:^| )name(?= |$)/u, /mail/u, /phone/u]);
    const matches = memo.of('first name email name');
    expect([0, 1, 2].map((pattern) => matches.index(pattern))).toEqual([5, 12, -1]);
    expect([0, 1, 2].map((pattern) => matches.has(pattern))).toEqual([true, true, false]);
    expect(memo.of('').index(1)).toBe(-1);
  });

  it('runs each pattern on a text once, and only the patterns asked about', () => {
    const [email, phone] = [new CountingPattern('mail', 'u'), new CountingPattern('phone', 'u')];
    const memo = new MatchMemo([email, phone]);
    for (let repeat = 0; repeat < 3; repeat++) expect(memo.of('email address').has(0)).toBe(true);
    expect(memo.of('phone').has(0)).toBe(false);
    expect(email.runs).toEqual(['email address', 'phone']);
    expect(phone.runs).toEqual([]);
  });

  it('forgets what it remembered once it holds its limit of texts, and still answers right', () => {
    const email = new CountingPattern('mail', 'u');
    const memo = new MatchMemo([email], 2);
    for (const text of ['email', 'e-mail', 'mail box', 'email']) expect(memo.of(text).has(0)).toBe(true);
    // The third text cleared the first two: "email" is tested again.
    expect(email.runs).toEqual(['email', 'e-mail', 'mail box', 'email']);
    memo.of('mail box').has(0);
    expect(email.runs).toHaveLength(4);
  });

  it('refuses patterns whose exec depends on the last match (g and y flags)', () => {
    expect(() => new MatchMemo([/a/u, /b/gu])).toThrow(/g and y flags/);
    expect(() => new MatchMemo([/a/y])).toThrow(/g and y flags/);
  });
});
