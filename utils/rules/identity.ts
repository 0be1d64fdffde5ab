import type { Persona } from '../values/persona';

/** How made-up email addresses look (General ▸ Email). */
export type EmailMode = 'realistic' | 'example' | 'domain' | 'inbox';
export type PasswordMode = 'random' | 'fixed';

export interface IdentityChoice {
  emailMode: EmailMode;
  /** `qa.mycompany.test`, for `domain`. */
  emailDomain: string;
  /** `me@mycompany.com`, for `inbox`: each fill writes `me+<tag>@mycompany.com`. */
  emailInbox: string;
  passwordMode: PasswordMode;
  fixedPassword: string;
}

/** RFC 2606 reserves these: mail to them is never delivered. */
export const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

const DOMAIN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const INBOX = /^[^\s@+]{1,64}@[^\s@]+\.[^\s@]+$/;

/** Whether a domain setting can make addresses. */
export const isEmailDomain = (value: string): boolean => DOMAIN.test(value);
/** Whether an inbox setting is one plain address (a `+tag` of its own would be doubled). */
export const isInbox = (value: string): boolean => INBOX.test(value) && value.length <= 254;

/**
 * The fill's tag for the inbox address: from the seed alone, so Replay gives the
 * same tag and a new fill another.
 * @example inboxTag(123456789) // '21i3v9'
 */
export function inboxTag(seed: number): string {
  return Math.abs(Math.trunc(seed)).toString(36);
}

/**
 * The persona with the user's email and password choices: every field that
 * takes the persona's email or password (confirm fields too) follows. The
 * name part of the address stays the persona's, so it still matches the name.
 * @example withIdentity(persona, { emailMode: 'inbox', emailInbox: 'me@corp.com', ... }, 42).email // 'me+16@corp.com'
 */
export function withIdentity(persona: Persona, choice: IdentityChoice, seed: number): Persona {
  const local = persona.email.slice(0, persona.email.lastIndexOf('@')) || persona.username;
  let email = persona.email;
  if (choice.emailMode === 'example')
    email = `${local}@${EXAMPLE_DOMAINS[Math.abs(Math.trunc(seed)) % EXAMPLE_DOMAINS.length]}`;
  else if (choice.emailMode === 'domain' && isEmailDomain(choice.emailDomain))
    email = `${local}@${choice.emailDomain.toLowerCase()}`;
  else if (choice.emailMode === 'inbox' && isInbox(choice.emailInbox)) {
    const at = choice.emailInbox.lastIndexOf('@');
    email = `${choice.emailInbox.slice(0, at)}+${inboxTag(seed)}${choice.emailInbox.slice(at)}`;
  }
  const password = choice.passwordMode === 'fixed' && choice.fixedPassword ? choice.fixedPassword : persona.password;
  return email === persona.email && password === persona.password ? persona : { ...persona, email, password };
}
