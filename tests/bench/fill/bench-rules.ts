/**
 * 200 stored rules for the fill benchmark, as the options page stores them
 * (one storage.sync item each, and the index), none of which matches the
 * benchmark page's fields, so the fill writes the same values and only the
 * rules' cost shows: 150 scoped to other sites (dropped once per fill), 39
 * with words and 10 with a regular expression tested against every field,
 * and one CSS selector (one more call into the page).
 */
export function benchRules(count = 200): Record<string, unknown> {
  const rules = Array.from({ length: count }, (_, i) => {
    const id = `bench-${i}`;
    const value = { type: 'template', template: `B-{{string.numeric 6}}-${i}` };
    if (i < 150)
      return {
        id,
        name: `Other site ${i}`,
        enabled: true,
        match: { kinds: ['internet.email'], sites: [`*.site${i}.example`] },
        value,
      };
    if (i < 189)
      return { id, name: `Words ${i}`, enabled: true, match: { words: [`customfield${i}`, 'reference'] }, value };
    if (i < 199)
      return { id, name: `Regex ${i}`, enabled: true, match: { regex: `^internal[-_ ]?code[-_ ]?${i}$` }, value };
    return { id, name: `Selector ${i}`, enabled: true, match: { selector: 'input[data-bench-never-matches]' }, value };
  });
  return {
    ...Object.fromEntries(rules.map((rule) => [`rule:${rule.id}`, rule])),
    'rules-index': { rules: rules.map((rule) => rule.id), profiles: [] },
  };
}
