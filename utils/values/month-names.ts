const cache = new Map<string, string[]>();

/**
 * The ways a month is written in these languages, as select options show it:
 * standalone and in-a-date forms ("январь", "января"), long and short.
 * Languages the runtime does not know are skipped.
 * @example monthNames(3, ['de', 'en']) // ['März', 'Mär', 'March', 'Mar', ...]
 */
export function monthNames(month: number, languages: string[]): string[] {
  const names: string[] = [];
  for (const language of languages) {
    const key = `${language}:${month}`;
    if (!cache.has(key)) cache.set(key, namesIn(language, month));
    names.push(...cache.get(key)!);
  }
  return [...new Set(names)];
}

function namesIn(language: string, month: number): string[] {
  const date = new Date(Date.UTC(2001, month - 1, 15));
  const names: string[] = [];
  try {
    for (const width of ['long', 'short'] as const) {
      names.push(new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(date));
      const inDate = new Intl.DateTimeFormat(language, { month: width, day: 'numeric', timeZone: 'UTC' }).formatToParts(
        date,
      );
      names.push(inDate.find((part) => part.type === 'month')?.value ?? '');
    }
  } catch {
    return [];
  }
  // A numeric "month" (some CJK locales write 3月) is already covered by the numbers.
  return names.filter((name) => name && !/^\d+$/.test(name));
}
