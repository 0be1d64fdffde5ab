import { useEffect, useRef, useState } from 'react';
import { siteOfPattern } from '@/utils/fill/frame-access';
import { errorMessage } from '@/utils/text/error-message';
import type { GrantedOrigin, OptionsActions } from '@/utils/ui/options-actions';
import './GrantedSites.css';
import { t } from '@/utils/i18n/messages';
import { SectionMessages } from './SectionMessages';

type GrantedSitesActions = Pick<OptionsActions, 'listGrantedOrigins' | 'removeGrantedOrigin' | 'watchGrantedOrigins'>;

/**
 * The sites Understudy may fill frames on, each with a Remove button. Sites a
 * build requires (test builds only) are listed without one: the browser will
 * not take them back. The list follows grants made anywhere, popup or browser.
 */
export function GrantedSites({ actions }: { actions: GrantedSitesActions }) {
  const [origins, setOrigins] = useState<GrantedOrigin[] | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const removing = useRef(false);
  const section = useRef<HTMLElement>(null);
  // Where keyboard focus goes once a removed row is gone: the Remove button now at that place.
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    const unwatch = actions.watchGrantedOrigins((next) => live && setOrigins(next));
    actions.listGrantedOrigins().then(
      (list) => live && setOrigins(list),
      (reason: unknown) => live && setError(t('sitesReadError', errorMessage(reason))),
    );
    return () => {
      live = false;
      unwatch();
    };
  }, [actions]);

  useEffect(() => {
    if (focusAt.current === null || !section.current) return;
    const buttons = section.current.querySelectorAll<HTMLButtonElement>('.granted-sites button');
    (
      buttons[Math.min(focusAt.current, buttons.length - 1)] ?? section.current.querySelector<HTMLElement>('h2')
    )?.focus();
    focusAt.current = null;
  }, [origins]);

  async function remove(origin: string, position: number) {
    if (removing.current) return;
    removing.current = true;
    setError('');
    setDone('');
    const site = siteOfPattern(origin);
    try {
      await actions.removeGrantedOrigin(origin);
      focusAt.current = position;
      setOrigins(await actions.listGrantedOrigins());
      setDone(t('siteRemoved', site));
    } catch (reason) {
      setError(t('siteRemoveError', site, errorMessage(reason)));
    } finally {
      removing.current = false;
    }
  }

  const removable = origins?.filter((granted) => !granted.required) ?? [];
  return (
    <section id="sites" aria-labelledby="sites-title" className="settings-section" ref={section}>
      <h2 id="sites-title" tabIndex={-1}>
        {t('sectionSites')}
      </h2>
      <p className="setting__help">{t('sitesHelp')}</p>
      {origins && origins.length === 0 && <p className="muted">{t('sitesNone')}</p>}
      {origins && origins.length > 0 && (
        <ul className="granted-sites" aria-label={t('sitesListLabel')}>
          {origins.map(({ origin, required }) => (
            <li key={origin} className="granted-sites__item">
              <span className="granted-sites__site">{siteOfPattern(origin)}</span>
              {required ? (
                <span className="muted">{t('siteRequired')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  aria-label={t('removeSite', siteOfPattern(origin))}
                  onClick={() =>
                    void remove(
                      origin,
                      removable.findIndex((granted) => granted.origin === origin),
                    )
                  }
                >
                  {t('remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <SectionMessages error={error} message={done} />
    </section>
  );
}
