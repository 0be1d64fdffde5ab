import type { MessageKey } from '../i18n/messages';

/** One item of the context menu: its title a message (`titleKey`) or a case's name as written (`text`, data like the report's); or a separator. */
export type EdgeMenuItem = { id: string; parentId: string } & (
  { titleKey: MessageKey; enabled?: false } | { text: string } | { type: 'separator' }
);
