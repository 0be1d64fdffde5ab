import { t, type MessageKey } from '@/utils/i18n/messages';
import { useState } from 'react';
import type { Settings } from '@/utils/settings/settings-schema';
import { isEmailDomain, isInbox, type EmailMode } from '@/utils/rules/identity';

interface IdentitySettingsProps {
  settings: Settings;
  onChange(patch: Partial<Settings>): void;
}

const EMAIL_MODES: Array<{ mode: EmailMode; label: MessageKey }> = [
  { mode: 'realistic', label: 'emailModeRealistic' },
  { mode: 'example', label: 'emailModeExample' },
  { mode: 'domain', label: 'emailModeDomain' },
  { mode: 'inbox', label: 'emailModeInbox' },
];

/** A text setting saved when the user leaves the box, not at every key: storage.sync allows few writes a minute. Keyed by its stored value, so a change from elsewhere shows. */
function CommittedText({
  id,
  label,
  help,
  value,
  type = 'text',
  problem,
  onCommit,
}: {
  id: string;
  label: string;
  help: string;
  value: string;
  type?: string;
  problem(value: string): string | undefined;
  onCommit(value: string): void;
}) {
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
      <p id={`${id}-help`} className="setting__help">
        {help}
      </p>
      {error && (
        <p id={`${id}-problem`} className="options__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Email and password choices: every email and password field (and its confirm field) follows them. */
export function IdentitySettings({ settings, onChange }: IdentitySettingsProps) {
  return (
    <>
      <div className="setting">
        <label htmlFor="email-mode">{t('emailModeLabel')}</label>
        <select
          id="email-mode"
          value={settings.emailMode}
          aria-describedby="email-mode-help"
          onChange={(event) => onChange({ emailMode: event.target.value as EmailMode })}
        >
          {EMAIL_MODES.map(({ mode, label }) => (
            <option key={mode} value={mode}>
              {t(label)}
            </option>
          ))}
        </select>
        <p id="email-mode-help" className="setting__help">
          {t('emailModeHelp')}
        </p>
      </div>
      {settings.emailMode === 'domain' && (
        <CommittedText
          key={`email-domain:${settings.emailDomain}`}
          id="email-domain"
          label={t('emailDomainLabel')}
          help={t('emailDomainHelp')}
          value={settings.emailDomain}
          problem={(value) => (isEmailDomain(value) ? undefined : t('emailDomainInvalid'))}
          onCommit={(emailDomain) => onChange({ emailDomain })}
        />
      )}
      {settings.emailMode === 'inbox' && (
        <CommittedText
          key={`email-inbox:${settings.emailInbox}`}
          id="email-inbox"
          label={t('emailInboxLabel')}
          help={t('emailInboxHelp')}
          value={settings.emailInbox}
          problem={(value) => (isInbox(value) ? undefined : t('emailInboxInvalid'))}
          onCommit={(emailInbox) => onChange({ emailInbox })}
        />
      )}
      <div className="setting">
        <label htmlFor="password-mode">{t('passwordModeLabel')}</label>
        <select
          id="password-mode"
          value={settings.passwordMode}
          aria-describedby="password-mode-help"
          onChange={(event) => onChange({ passwordMode: event.target.value as Settings['passwordMode'] })}
        >
          <option value="random">{t('passwordModeRandom')}</option>
          <option value="fixed">{t('passwordModeFixed')}</option>
        </select>
        <p id="password-mode-help" className="setting__help">
          {t('passwordModeHelp')}
        </p>
      </div>
      {settings.passwordMode === 'fixed' && (
        <CommittedText
          key={`fixed-password:${settings.fixedPassword}`}
          id="fixed-password"
          type="password"
          label={t('fixedPasswordLabel')}
          help={t('fixedPasswordHelp')}
          value={settings.fixedPassword}
          problem={(value) => (value.length > 200 ? t('fixedPasswordTooLong', 200) : undefined)}
          onCommit={(fixedPassword) => onChange({ fixedPassword })}
        />
      )}
    </>
  );
}
