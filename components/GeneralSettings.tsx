import { FAKER_LOCALES, localeInfo } from '@/utils/values/faker-locales';
import type { Settings } from '@/utils/settings/settings-schema';
import { SettingToggle, type ToggleKey } from './SettingToggle';
import { IdentitySettings } from './IdentitySettings';

interface GeneralSettingsProps {
  settings: Settings;
  onChange(patch: Partial<Settings>): void;
}

const LOCALE_OPTIONS = FAKER_LOCALES.map((code) => ({ code, title: localeInfo(code).title })).sort(
  (a, b) => a.title.localeCompare(b.title),
);

/** The on/off settings, in the order shown. */
const TOGGLES: Array<{ setting: ToggleKey; id: string; label: string; help: string }> = [
  { setting: 'usePageLanguage', id: 'use-page-language', label: 'Use the page’s language', help: 'A page that declares its language is filled in that language’s locale instead of yours.' },
  { setting: 'onlyEmpty', id: 'only-empty', label: 'Fill empty fields only', help: 'Never replace a value that is already in a field.' },
  {
    setting: 'fillHidden',
    id: 'fill-hidden',
    label: 'Fill hidden fields too',
    help: 'Also fill fields the page hides or blocks for now, such as later steps of a form or the page behind an open dialog. Traps for bots (fields placed off-screen, or a form plugin’s honeypot) are never filled.',
  },
  { setting: 'suppressAnnouncements', id: 'suppress-announcements', label: 'Don’t show announcements', help: 'No welcome or “What’s new” messages. Syncs to your other devices.' },
];

/** One column of settings, each with a one-line explanation. */
export function GeneralSettings({ settings, onChange }: GeneralSettingsProps) {
  return (
    <section id="general" aria-labelledby="general-title" className="settings-section">
      <h2 id="general-title">General</h2>

      <div className="setting">
        <label htmlFor="locale">Locale</label>
        <select id="locale" value={settings.locale} onChange={(event) => onChange({ locale: event.target.value as Settings['locale'] })} aria-describedby="locale-help">
          <option value="auto">Browser language</option>
          {LOCALE_OPTIONS.map(({ code, title }) => (
            <option key={code} value={code}>
              {title} ({code})
            </option>
          ))}
        </select>
        <p id="locale-help" className="setting__help">Names, addresses and phone numbers follow this locale.</p>
      </div>

      {TOGGLES.map((toggle) => (
        <SettingToggle key={toggle.setting} {...toggle} settings={settings} onChange={onChange} />
      ))}

      <IdentitySettings settings={settings} onChange={onChange} />
    </section>
  );
}
