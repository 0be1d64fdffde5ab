import { parseProfile, parseRule, type Profile, type Rule, type SetAside } from './rule-schema';

/** The user's rules and profiles, in their order. */
export interface RuleBook {
  rules: Rule[];
  profiles: Profile[];
}

/** storage.sync keys: one item per rule and per profile, and one small index that keeps their order. */
export const RULE_KEY = 'rule:';
export const PROFILE_KEY = 'profile:';
export const INDEX_KEY = 'rules-index';

export interface RuleIndex {
  rules: string[];
  profiles: string[];
}

export const ruleKey = (id: string) => `${RULE_KEY}${id}`;
export const profileKey = (id: string) => `${PROFILE_KEY}${id}`;

/**
 * Reads the rule book out of everything storage.sync holds: each rule and
 * profile through the schema, in the index's order (items the index lost
 * come after, so nothing stored is hidden). A bad item is set aside with its
 * reason, and the others are kept.
 * @example readRuleBook({ 'rules-index': { rules: ['a'], profiles: [] }, 'rule:a': {...} }).rules.length // 1
 */
export function readRuleBook(
  stored: Readonly<Record<string, unknown>>,
  only?: 'profiles',
): RuleBook & { setAside: SetAside[] } {
  const index = readIndex(stored[INDEX_KEY]);
  const setAside: SetAside[] = [];
  const read = <T>(prefix: string, order: string[], parse: (raw: unknown) => { problem: string } | T): T[] => {
    const keys = Object.keys(stored).filter((key) => key.startsWith(prefix));
    const position = new Map(order.map((id, i) => [`${prefix}${id}`, i]));
    keys.sort((a, b) => (position.get(a) ?? Infinity) - (position.get(b) ?? Infinity) || a.localeCompare(b));
    const items: T[] = [];
    for (const key of keys) {
      const parsed = parse(stored[key]);
      const raw = stored[key] as { id?: unknown } | null;
      if (typeof parsed === 'object' && parsed && 'problem' in parsed)
        setAside.push({ where: key, problem: parsed.problem });
      else if (raw?.id !== key.slice(prefix.length))
        setAside.push({ where: key, problem: 'id: does not match its key' });
      else items.push(parsed as T);
    }
    return items;
  };
  // The popup needs only the profiles: checking every rule there would hold up its first click.
  const rules =
    only === 'profiles'
      ? []
      : read(RULE_KEY, index.rules, (raw) => {
          const parsed = parseRule(raw);
          return 'rule' in parsed ? parsed.rule : parsed;
        });
  const profiles = read(PROFILE_KEY, index.profiles, (raw) => {
    const parsed = parseProfile(raw);
    return 'profile' in parsed ? parsed.profile : parsed;
  });
  return { rules, profiles, setAside };
}

function readIndex(raw: unknown): RuleIndex {
  const ids = (value: unknown) =>
    Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return { rules: ids(source.rules), profiles: ids(source.profiles) };
}

/** The index for a book, in its order. */
export function indexOf(book: RuleBook): RuleIndex {
  return { rules: book.rules.map((rule) => rule.id), profiles: book.profiles.map((profile) => profile.id) };
}

/** The whole book as storage items: what `replace` writes. */
export function bookItems(book: RuleBook): Record<string, unknown> {
  return {
    ...Object.fromEntries(book.rules.map((rule) => [ruleKey(rule.id), rule])),
    ...Object.fromEntries(book.profiles.map((profile) => [profileKey(profile.id), profile])),
    [INDEX_KEY]: indexOf(book),
  };
}
