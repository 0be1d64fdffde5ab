import type { Profile, Rule } from '@/utils/rules/rule-schema';

let next = 0;

/** An enabled rule with the given match and value; tests override what they need. */
export function makeRule(overrides: Partial<Rule> & Pick<Rule, 'match' | 'value'>): Rule {
  return { id: `r${++next}`, name: `Rule ${next}`, enabled: true, ...overrides };
}

export function makeProfile(overrides: Partial<Profile> & Pick<Profile, 'host'>): Profile {
  return { id: `p${++next}`, ...overrides };
}
