import { useState } from 'react';
import { askFrameAccess, type SkippedFrame } from '@/utils/fill/frame-access';
import { errorMessage } from '@/utils/text/error-message';
import { t, tn } from '@/utils/i18n/messages';
import './FrameAccessPrompt.css';

type Outcome = { state: 'asking' } | { state: 'refused' } | { state: 'error'; message: string };

/**
 * After a fill that skipped frames on other sites: asks, in plain words, for
 * access to those frames' sites only, and fills again (same seed) when the
 * user allows it. A refusal changes nothing but the message; the report stays.
 */
export function FrameAccessPrompt({
  frames,
  requestAccess,
  onGranted,
  disabled,
}: {
  frames: readonly SkippedFrame[];
  requestAccess: (origins: string[]) => Promise<boolean>;
  onGranted: () => void;
  disabled: boolean;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const question = askFrameAccess(frames);
  if (!question) return null;

  function allow() {
    if (!question) return;
    setOutcome({ state: 'asking' });
    // No await before the request: browsers prompt only while the click's user gesture lasts.
    let granted: Promise<boolean>;
    try {
      granted = requestAccess(question.origins);
    } catch (error) {
      setOutcome({ state: 'error', message: errorMessage(error) });
      return;
    }
    granted.then(
      (allowed) => {
        setOutcome(allowed ? null : { state: 'refused' });
        if (allowed) onGranted();
      },
      (error: unknown) => setOutcome({ state: 'error', message: errorMessage(error) }),
    );
  }

  const { sites } = question;
  return (
    <section className="frame-access" aria-label={t('frameAccessLabel')}>
      <p className="frame-access__question">{question.text}</p>
      <p className="frame-access__detail muted">{tn('frameAccessDetail', sites.length)}</p>
      {/* One line per origin requested, in its order: the user sees exactly what the browser is asked for. */}
      <ul className="frame-access__sites" aria-label={t('sitesToAllow')}>
        {sites.map((site) => (
          <li key={site}>{site}</li>
        ))}
      </ul>
      <button type="button" className="button" onClick={allow} disabled={disabled || outcome?.state === 'asking'}>
        {t('allow')}
      </button>
      {outcome?.state === 'refused' && (
        <p className="frame-access__outcome">{tn('frameAccessRefused', question.count)}</p>
      )}
      {outcome?.state === 'error' && (
        <p className="frame-access__outcome popup__error" role="alert">
          {t('frameAccessError', outcome.message)}
        </p>
      )}
    </section>
  );
}
