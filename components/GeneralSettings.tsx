import { FAKER_LOCALES, localeInfo } from '@/utils/values/faker-locales';
import type { Settings } from '@/utils/settings/settings-schema';

interface GeneralSettingsProps {
  settings: Settings;
  onChange(patch: Partial<Settings>): void;
}

const LOCALE_OPTIONS = FAKER_LOCALES.map((code) => ({ code, title: localeInfo(code).title })).sort(
  (a, b) => a.title.localeCompare(b.title),
);

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

      <div className="setting setting--toggle">
        <input id="use-page-language" type="checkbox" role="switch" checked={settings.usePageLanguage} onChange={(event) => onChange({ usePageLanguage: event.target.checked })} aria-describedby="use-page-language-help" />
        <label htmlFor="use-page-language">Use the page’s language</label>
        <p id="use-page-language-help" className="setting__help">A page that declares its language is filled in that language’s locale instead of yours.</p>
      </div>

      <div className="setting setting--toggle">
        <input id="only-empty" type="checkbox" role="switch" checked={settings.onlyEmpty} onChange={(event) => onChange({ onlyEmpty: event.target.checked })} aria-describedby="only-empty-help" />
        <label htmlFor="only-empty">Fill empty fields only</label>
        <p id="only-empty-help" className="setting__help">Never replace a value that is already in a field.</p>
      </div>

      <div className="setting setting--toggle">
        <input id="fill-hidden" type="checkbox" role="switch" checked={settings.fillHidden} onChange={(event) => onChange({ fillHidden: event.target.checked })} aria-describedby="fill-hidden-help" />
        <label htmlFor="fill-hidden">Fill hidden fields too</label>
        <p id="fill-hidden-help" className="setting__help">Also fill fields the page hides or blocks for now, such as later steps of a form or the page behind an open dialog. Traps for bots (fields placed off-screen, or a form plugin’s honeypot) are never filled.</p>
      </div>

      <div className="setting setting--toggle">
        <input id="suppress-announcements" type="checkbox" role="switch" checked={settings.suppressAnnouncements} onChange={(event) => onChange({ suppressAnnouncements: event.target.checked })} aria-describedby="suppress-help" />
        <label htmlFor="suppress-announcements">Don’t show announcements</label>
        <p id="suppress-help" className="setting__help">No welcome or “What’s new” messages. Syncs to your other devices.</p>
      </div>
    </section>
  );
}
