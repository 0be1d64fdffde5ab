import { useState } from 'react';
import type { Settings } from '@/utils/settings/settings-schema';
import { isEmailDomain, isInbox, type EmailMode } from '@/utils/rules/identity';

interface IdentitySettingsProps {
  settings: Settings;
  onChange(patch: Partial<Settings>): void;
}

const EMAIL_MODES: Array<{ mode: EmailMode; label: string }> = [
  { mode: 'realistic', label: 'Realistic (free-mail domains)' },
  { mode: 'example', label: 'Never delivered (example.com, .net, .org)' },
  { mode: 'domain', label: 'At your domain' },
  { mode: 'inbox', label: 'Your inbox with a tag for each fill' },
];

/** A text setting saved when the user leaves the box, not at every key: storage.sync allows few writes a minute. Keyed by its stored value, so a change from elsewhere shows. */
function CommittedText({ id, label, help, value, type = 'text', problem, onCommit }: { id: string; label: string; help: string; value: string; type?: string; problem(value: string): string | undefined; onCommit(value: string): void }) {
  const [text, setText] = useState(value);
  const [error, setError] = useState('');
  const commit = () => {
    const wrong = text === '' ? undefined : problem(text);
    setError(wrong ?? '');
    if (!wrong && text !== value) onCommit(text);
  };
  return (
    <div className="setting">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={text}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-problem` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <p id={`${id}-help`} className="setting__help">{help}</p>
      {error && <p id={`${id}-problem`} className="options__error" role="alert">{error}</p>}
    </div>
  );
}

/** Email and password choices: every email and password field (and its confirm field) follows them. */
export function IdentitySettings({ settings, onChange }: IdentitySettingsProps) {
  return (
    <>
      <div className="setting">
        <label htmlFor="email-mode">Email addresses</label>
        <select id="email-mode" value={settings.emailMode} aria-describedby="email-mode-help" onChange={(event) => onChange({ emailMode: event.target.value as EmailMode })}>
          {EMAIL_MODES.map(({ mode, label }) => <option key={mode} value={mode}>{label}</option>)}
        </select>
        <p id="email-mode-help" className="setting__help">Which addresses email fields get; confirm fields repeat them.</p>
      </div>
      {settings.emailMode === 'domain' && (
        <CommittedText key={`email-domain:${settings.emailDomain}`} id="email-domain" label="Your domain" help="For example qa.mycompany.test." value={settings.emailDomain} problem={(value) => (isEmailDomain(value) ? undefined : 'This is not a domain such as qa.mycompany.test.')} onCommit={(emailDomain) => onChange({ emailDomain })} />
      )}
      {settings.emailMode === 'inbox' && (
        <CommittedText key={`email-inbox:${settings.emailInbox}`} id="email-inbox" label="Your inbox" help="For example me@mycompany.com: each fill writes me+tag@mycompany.com, a new tag each time (Replay repeats it)." value={settings.emailInbox} problem={(value) => (isInbox(value) ? undefined : 'This is not one plain address such as me@mycompany.com.')} onCommit={(emailInbox) => onChange({ emailInbox })} />
      )}
      <div className="setting">
        <label htmlFor="password-mode">Passwords</label>
        <select id="password-mode" value={settings.passwordMode} aria-describedby="password-mode-help" onChange={(event) => onChange({ passwordMode: event.target.value as Settings['passwordMode'] })}>
          <option value="random">Random, fitting the form’s rules</option>
          <option value="fixed">Always the same password</option>
        </select>
        <p id="password-mode-help" className="setting__help">A fixed password lets you log in again later. It is stored in your browser’s sync storage as text.</p>
      </div>
      {settings.passwordMode === 'fixed' && (
        <CommittedText key={`fixed-password:${settings.fixedPassword}`} id="fixed-password" type="password" label="Your password" help="Written into every password field and its confirm field." value={settings.fixedPassword} problem={(value) => (value.length > 200 ? 'A password may have at most 200 characters.' : undefined)} onCommit={(fixedPassword) => onChange({ fixedPassword })} />
      )}
    </>
  );
}
