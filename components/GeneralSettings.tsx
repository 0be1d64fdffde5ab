import { useState } from 'react';
import { FAKER_LOCALES, localeInfo } from '@/utils/values/faker-locales';
import type { Settings } from '@/utils/settings/settings-schema';
import { SettingToggle, type ToggleKey } from './SettingToggle';
import { IdentitySettings } from './IdentitySettings';
import { t, uiLanguage, type MessageKey } from '@/utils/i18n/messages';
import { localeName } from '@/utils/i18n/locale-name';

interface GeneralSettingsProps {
  settings: Settings;
  onChange(patch: Partial<Settings>): void;
}

/** The locales by their names in the interface's language, sorted the way that language sorts. */
export function localeOptions() {
  const language = uiLanguage();
  const collator = new Intl.Collator(language);
  return FAKER_LOCALES.map((code) => ({ code, title: localeName(localeInfo(code), language) })).sort((a, b) =>
    collator.compare(a.title, b.title),
  );
}

/** The on/off settings, in the order shown. */
const TOGGLES: Array<{ setting: ToggleKey; id: string; label: MessageKey; help: MessageKey }> = [
  {
    setting: 'usePageLanguage',
    id: 'use-page-language',
    label: 'settingPageLanguage',
    help: 'settingPageLanguageHelp',
  },
  { setting: 'onlyEmpty', id: 'only-empty', label: 'settingOnlyEmpty', help: 'settingOnlyEmptyHelp' },
  { setting: 'fillHidden', id: 'fill-hidden', label: 'settingFillHidden', help: 'settingFillHiddenHelp' },
  {
    setting: 'suppressAnnouncements',
    id: 'suppress-announcements',
    label: 'settingSuppress',
    help: 'settingSuppressHelp',
  },
];

/** One column of settings, each with a one-line explanation. */
export function GeneralSettings({ settings, onChange }: GeneralSettingsProps) {
  const [locales] = useState(localeOptions);
  return (
    <section id="general" aria-labelledby="general-title" className="settings-section">
      <h2 id="general-title">{t('sectionGeneral')}</h2>

      <div className="setting">
        <label htmlFor="locale">{t('localeLabel')}</label>
        <select
          id="locale"
          value={settings.locale}
          onChange={(event) => onChange({ locale: event.target.value as Settings['locale'] })}
          aria-describedby="locale-help"
        >
          <option value="auto">{t('localeAuto')}</option>
          {locales.map(({ code, title }) => (
            <option key={code} value={code}>
              {title} ({code})
            </option>
          ))}
        </select>
        <p id="locale-help" className="setting__help">
          {t('localeHelp')}
        </p>
      </div>

      {TOGGLES.map((toggle) => (
        <SettingToggle
          key={toggle.setting}
          {...toggle}
          label={t(toggle.label)}
          help={t(toggle.help)}
          settings={settings}
          onChange={onChange}
        />
      ))}

      <IdentitySettings settings={settings} onChange={onChange} />
    </section>
  );
}
