import { t, type MessageKey } from '@/utils/i18n/messages';
import { useId, useRef, useState } from 'react';
import { FAKER_LOCALES, localeInfo } from '@/utils/values/faker-locales';
import { problemMessage } from '@/utils/rules/problem-message';
import { newRuleId, profileHostProblem, type Profile, type Rule } from '@/utils/rules/rule-schema';
import type { OptionsActions } from '@/utils/ui/options-actions';
import { profileOrigins } from '@/utils/rules/fill-on-load-sites';
import { FillOnLoadSetting } from './FillOnLoadSetting';
import { SectionMessages } from './SectionMessages';

type ProfileActions = Pick<OptionsActions, 'saveProfile' | 'deleteProfile' | 'requestSiteAccess'>;
type Choice = '' | 'on' | 'off';

const SWITCHES: Array<{ key: 'usePageLanguage' | 'onlyEmpty' | 'fillHidden'; label: MessageKey }> = [
  { key: 'usePageLanguage', label: 'profileUsePageLanguage' },
  { key: 'onlyEmpty', label: 'profileOnlyEmpty' },
  { key: 'fillHidden', label: 'profileFillHidden' },
];

const toChoice = (value: boolean | undefined): Choice => (value === undefined ? '' : value ? 'on' : 'off');
const fromChoice = (choice: Choice): boolean | undefined => (choice === '' ? undefined : choice === 'on');

/** Settings per site: a host pattern, and what differs there from the General settings. */
export function ProfilesSection({
  profiles,
  rules,
  actions,
  focusId,
  requestedHost,
}: {
  profiles: Profile[];
  rules: Rule[];
  actions: ProfileActions;
  focusId?: string;
  requestedHost?: string;
}) {
  // Opened from the popup's "Rules for this site": the site's profile, or a new one for the site.
  const [editing, setEditing] = useState<Profile | null>(
    () =>
      profiles.find((profile) => profile.id === focusId) ??
      (requestedHost ? { id: newRuleId(), host: requestedHost.slice(0, 253) } : null),
  );
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  return (
    <section id="profiles" aria-labelledby="profiles-title" className="settings-section">
      <h2 id="profiles-title">{t('sectionProfiles')}</h2>
      <p className="setting__help">{t('profilesIntro')}</p>
      <SectionMessages error={error} message={message} />
      {profiles.length > 0 && (
        <ul className="rule-list" aria-label={t('profilesListLabel')}>
          {profiles.map((profile) => (
            <li key={profile.id} className="rule-list__item">
              <div>
                <strong>{profile.host}</strong>
                <div className="setting__help">
                  {profile.neverFill ? t('profileNeverFill') : profileSummary(profile)}
                </div>
              </div>
              <div className="rule-list__buttons">
                <button
                  type="button"
                  onClick={() => setEditing(profile)}
                  aria-label={t('profileEditLabel', profile.host)}
                >
                  {t('buttonEdit')}
                </button>
                <button
                  type="button"
                  aria-label={t('profileDeleteLabel', profile.host)}
                  onClick={async () => {
                    const result = await actions.deleteProfile(profile.id);
                    setError(result.ok ? '' : result.error);
                    setMessage(result.ok ? t('profileDeleted', profile.host) : '');
                  }}
                >
                  {t('buttonDelete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ProfileEditor
          key={editing.id}
          profile={editing}
          rules={rules}
          requestSiteAccess={actions.requestSiteAccess}
          onCancel={() => setEditing(null)}
          onSave={async (profile) => {
            const result = await actions.saveProfile(profile);
            if (!result.ok) return result.error;
            setEditing(null);
            setError('');
            setMessage(t('profileSaved', profile.host));
            return undefined;
          }}
        />
      ) : (
        <button type="button" onClick={() => setEditing({ id: newRuleId(), host: '' })}>
          {t('profileAdd')}
        </button>
      )}
    </section>
  );
}

function profileSummary(profile: Profile): string {
  const parts = [
    profile.locale && t('profileSummaryLocale', profile.locale),
    ...SWITCHES.filter(({ key }) => profile[key] !== undefined).map(({ key, label }) =>
      t(profile[key] ? 'profileSummaryOn' : 'profileSummaryOff', t(label)),
    ),
    profile.ruleIds && t('profileSummaryRules', profile.ruleIds.length),
    profile.fillOnLoad && t('profileSummaryFillOnLoad'),
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : t('profileSummarySame');
}

function ProfileEditor({
  profile,
  rules,
  requestSiteAccess,
  onSave,
  onCancel,
}: {
  profile: Profile;
  rules: Rule[];
  requestSiteAccess: ProfileActions['requestSiteAccess'];
  onSave(profile: Profile): Promise<string | undefined>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(profile);
  const [problem, setProblem] = useState('');
  const hostInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const update = (patch: Partial<Profile>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <form
      className="rule-editor"
      aria-label={profile.host ? t('profileEditLabel', profile.host) : t('profileNew')}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const host = draft.host.trim().toLowerCase();
        const wrong = profileHostProblem(host);
        if (wrong) {
          hostInput.current?.focus();
          return setProblem(problemMessage('host', wrong));
        }
        // Asked within the click on Save: browsers grant site access only during the user's own action.
        if (draft.fillOnLoad && !(await requestSiteAccess(profileOrigins({ host }))))
          return setProblem(t('profileFillOnLoadDenied', host));
        setProblem((await onSave({ ...draft, host })) ?? '');
      }}
    >
      <div className="setting">
        <label htmlFor={`${id}-host`}>{t('profileSite')}</label>
        <input
          ref={hostInput}
          id={`${id}-host`}
          type="text"
          value={draft.host}
          autoFocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => update({ host: event.target.value })}
        />
        {problem && (
          <p id={`${id}-problem`} className="options__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="setting setting--toggle">
        <input
          id={`${id}-never`}
          type="checkbox"
          checked={draft.neverFill ?? false}
          onChange={(event) => update({ neverFill: event.target.checked || undefined })}
        />
        <label htmlFor={`${id}-never`}>{t('profileNeverFill')}</label>
      </div>
      <FillOnLoadSetting value={draft.fillOnLoad} onChange={(fillOnLoad) => update({ fillOnLoad })} />
      <div className="setting">
        <label htmlFor={`${id}-locale`}>{t('localeLabel')}</label>
        <select
          id={`${id}-locale`}
          value={draft.locale ?? ''}
          onChange={(event) => update({ locale: (event.target.value || undefined) as Profile['locale'] })}
        >
          <option value="">{t('profileAsGeneral')}</option>
          <option value="auto">{t('localeAuto')}</option>
          {FAKER_LOCALES.map((code) => (
            <option key={code} value={code}>
              {localeInfo(code).title} ({code})
            </option>
          ))}
        </select>
      </div>
      {SWITCHES.map(({ key, label }) => (
        <div className="setting" key={key}>
          <label htmlFor={`${id}-${key}`}>{t(label)}</label>
          <select
            id={`${id}-${key}`}
            value={toChoice(draft[key])}
            onChange={(event) => update({ [key]: fromChoice(event.target.value as Choice) })}
          >
            <option value="">{t('profileAsGeneral')}</option>
            <option value="on">{t('profileOn')}</option>
            <option value="off">{t('profileOff')}</option>
          </select>
        </div>
      ))}
      <fieldset>
        <legend>{t('profileRulesLegend')}</legend>
        <label>
          <input
            type="checkbox"
            checked={draft.ruleIds === undefined}
            onChange={(event) => update({ ruleIds: event.target.checked ? undefined : [] })}
          />{' '}
          {t('profileEveryRule')}
        </label>
        {draft.ruleIds !== undefined &&
          rules.map((rule) => (
            <label key={rule.id}>
              <input
                type="checkbox"
                checked={draft.ruleIds!.includes(rule.id)}
                onChange={(event) =>
                  update({
                    ruleIds: event.target.checked
                      ? [...draft.ruleIds!, rule.id]
                      : draft.ruleIds!.filter((other) => other !== rule.id),
                  })
                }
              />{' '}
              {rule.name}
            </label>
          ))}
      </fieldset>
      <div className="rule-editor__buttons">
        <button type="submit">{t('profileSave')}</button>
        <button type="button" onClick={onCancel}>
          {t('buttonCancel')}
        </button>
      </div>
    </form>
  );
}
