import { useId } from 'react';
import { t } from '@/utils/i18n/messages';
import type { Profile } from '@/utils/rules/rule-schema';

type FillOnLoad = Profile['fillOnLoad'];

/** A profile's "Fill when the page loads", with its two refinements shown while it is on. */
export function FillOnLoadSetting({ value, onChange }: { value: FillOnLoad; onChange(value: FillOnLoad): void }) {
  const id = useId();
  const option = (key: 'onlyEmpty' | 'laterForms', checked: boolean) =>
    onChange({ ...value, [key]: checked || undefined });
  return (
    <div className="setting">
      <div className="setting--toggle">
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={value !== undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => onChange(event.target.checked ? {} : undefined)}
        />
        <label htmlFor={`${id}-on`}>{t('profileFillOnLoad')}</label>
      </div>
      <p id={`${id}-help`} className="setting__help">
        {t('profileFillOnLoadHelp')}
      </p>
      {value && (
        <>
          <div className="setting--toggle">
            <input
              id={`${id}-empty`}
              type="checkbox"
              checked={value.onlyEmpty ?? false}
              onChange={(event) => option('onlyEmpty', event.target.checked)}
            />
            <label htmlFor={`${id}-empty`}>{t('profileFillOnLoadOnlyEmpty')}</label>
          </div>
          <div className="setting--toggle">
            <input
              id={`${id}-later`}
              type="checkbox"
              checked={value.laterForms ?? false}
              onChange={(event) => option('laterForms', event.target.checked)}
            />
            <label htmlFor={`${id}-later`}>{t('profileFillOnLoadLaterForms')}</label>
          </div>
        </>
      )}
    </div>
  );
}
