import { useEffect, useState } from 'react';
import type { Journey } from '@/utils/fill/journey';
import type { PopupActions } from '@/utils/ui/popup-actions';
import { errorMessage } from '@/utils/text/error-message';
import { t } from '@/utils/i18n/messages';

/**
 * Who the tab's next fill goes on with (fill/journey.ts), in one line, and
 * "New person". After it, the line says the next fill makes a new person.
 */
export function CurrentPerson({ actions, tabId }: { actions: PopupActions; tabId: number }) {
  const [journey, setJourney] = useState<Journey | null>(null);
  const [cleared, setCleared] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    actions.getJourney(tabId).then(
      (stored) => live && setJourney(stored),
      () => undefined,
    );
    const stop = actions.watchJourney(tabId, (next) => {
      setJourney(next);
      if (next) setCleared(false);
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

  if (!journey && !cleared && !error) return null;
  return (
    <p className="popup__person">
      {journey && (
        <>
          <span>{t('currentPerson', journey.name, journey.email)}</span>{' '}
          <button type="button" className="link-button" onClick={() => void newPerson()}>
            {t('newPerson')}
          </button>
        </>
      )}
      {/* A live region, not a second role=status: the task spinner is the popup's status. */}
      <span aria-live="polite" className="muted">
        {!journey && cleared ? t('newPersonNext') : ''}
      </span>
      {error && (
        <span role="alert" className="popup__error">
          {error}
        </span>
      )}
    </p>
  );
}
