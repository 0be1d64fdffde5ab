import { useEffect, useState } from 'react';
import type { Journey } from '@/utils/fill/journey';
import type { PopupActions } from '@/utils/ui/popup-actions';
import { errorMessage } from '@/utils/text/error-message';
import { t } from '@/utils/i18n/messages';

/**
 * Who the tab's next fill goes on with (fill/journey.ts), in one line, and
 * "New person". After it, or when the tab has gone on to another site than
 * the person's (where the next fill makes a new person, continuesJourney),
 * the line says the next fill makes a new person.
 */
export function CurrentPerson({ actions, tabId }: { actions: PopupActions; tabId: number }) {
  const [journey, setJourney] = useState<Journey | null>(null);
  // The tab's site as the popup opened ('' for a page without one); undefined until known.
  const [site, setSite] = useState<string>();
  const [cleared, setCleared] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    Promise.all([actions.getJourney(tabId), actions.getSiteProfile(tabId).catch(() => null)]).then(
      ([stored, here]) => {
        if (!live) return;
        setJourney(stored);
        setSite(here?.host ?? '');
      },
      () => undefined,
    );
    const stop = actions.watchJourney(tabId, (next) => {
      setJourney(next);
      // A fill just made or went on with this person, on the page the tab shows now.
      if (next) {
        setSite(next.site);
        setCleared(false);
      }
    });
    return () => {
      live = false;
      stop();
    };
  }, [actions, tabId]);

  async function newPerson() {
    setError('');
    try {
      await actions.newPerson(tabId);
      setJourney(null);
      setCleared(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  if (site === undefined) return null;
  const person = journey?.site === site ? journey : null;
  const elsewhere = journey !== null && !person;
  if (!person && !elsewhere && !cleared && !error) return null;
  return (
    <p className="popup__person">
      {person && (
        <>
          <span>{t('currentPerson', person.name, person.email)}</span>{' '}
          <button type="button" className="link-button" onClick={() => void newPerson()}>
            {t('newPerson')}
          </button>
        </>
      )}
      {/* A live region, not a second role=status: the task spinner is the popup's status. */}
      <span aria-live="polite" className="muted">
        {!person && (cleared || elsewhere) ? t('newPersonNext') : ''}
      </span>
      {error && (
        <span role="alert" className="popup__error">
          {error}
        </span>
      )}
    </p>
  );
}
