/** One entry of a `messages.json` catalogue, as the browser's i18n reads it. */
export interface Message {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
export type Catalogue = Record<string, Message>;

/**
 * A message as `i18n.getMessage` returns it: named placeholders replaced by
 * their content, then `$1`…`$9` by the substitutions; '' for no message.
 * @example renderMessage({ message: 'Hi $NAME$', placeholders: { name: { content: '$1' } } }, ['Ann']) // 'Hi Ann'
 */
export function renderMessage(message: Message | undefined, substitutions?: string | string[]): string {
  if (!message) return '';
  const subs = typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []);
  const named = message.message.replace(
    /\$([a-z0-9_@]+)\$/gi,
    (whole, name: string) => message.placeholders?.[name.toLowerCase()]?.content ?? whole,
  );
  return named.replace(/\$(\d|\$)/g, (_, index: string) => (index === '$' ? '$' : (subs[Number(index) - 1] ?? '')));
}
