import { useEffect, useState } from 'react';
import { MAX_SAVED_FILL_BYTES, MAX_SAVED_FILLS, type SavedFill } from '@/utils/saved-fills/saved-fill';
import type { LoadedSavedFills } from '@/utils/storage/saved-fill-store';
import type { SavedFillOptionsActions } from '@/utils/ui/saved-fill-actions';
import { t, uiLanguage } from '@/utils/i18n/messages';
import { errorMessage } from '@/utils/text/error-message';
import { SectionMessages } from './SectionMessages';

/**
 * The options page's "Saved fills": each one the popup saved, to rename, move
 * to another site, or delete. Entries storage could not read are named, not shown half-read.
 */
export function SavedFillsSection({ actions }: { actions: SavedFillOptionsActions }) {
  const [loaded, setLoaded] = useState<LoadedSavedFills | null>(null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');

  useEffect(() => {
    let live = true;
    actions.load().then(
      (first) => live && setLoaded(first),
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    const stop = actions.watch((next) => live && setLoaded(next));
    return () => {
      live = false;
      stop();
    };
  }, [actions]);

  async function run(change: () => Promise<{ ok: boolean; error?: string }>, done: string) {
    setMessage('');
    const result = await change().catch((failure: unknown) => ({ ok: false, error: errorMessage(failure) }));
    setError(result.ok ? '' : (result.error ?? ''));
    if (result.ok) setMessage(done);
  }

  return (
    <section id="saved-fills" aria-labelledby="saved-fills-title" className="settings-section">
      <h2 id="saved-fills-title">{t('savedFillsTitle')}</h2>
      <p className="setting__help">{t('savedFillsHelp')}</p>
      {loaded && (
        <p className="setting__help">
          {t('savedFillsUsage', loaded.fills.length, MAX_SAVED_FILLS, MAX_SAVED_FILL_BYTES / 1024)}
        </p>
      )}
      {loaded && (loaded.dropped > 0 || loaded.repaired > 0) && (
        <p className="options__error" role="alert">
          {t('savedFillsRepaired', loaded.dropped, loaded.repaired)}
        </p>
      )}
      <SectionMessages error={error} message={message} />
      {loaded && !loaded.fills.length && <p>{t('savedFillsEmpty')}</p>}
      {loaded?.fills.map((fill) => (
        <SavedFillRow
          key={`${fill.id}:${fill.name}:${fill.site}`}
          fill={fill}
          onSave={(change) => run(() => actions.update(fill.id, change), t('savedFillUpdated', change.name))}
          onDelete={() => run(() => actions.remove(fill.id), t('savedFillDeleted', fill.name))}
        />
      ))}
    </section>
  );
}

function SavedFillRow({
  fill,
  onSave,
  onDelete,
}: {
  fill: SavedFill;
  onSave(change: { name: string; site: string }): Promise<void>;
  onDelete(): Promise<void>;
}) {
  const [name, setName] = useState(fill.name);
  const [site, setSite] = useState(fill.site);
  const when = new Date(fill.savedAt).toLocaleString(uiLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <fieldset className="setting">
      <legend>{fill.name}</legend>
      <p className="setting__help">{t('savedFillValuesCount', fill.fields.length, when)}</p>
      <label htmlFor={`${fill.id}-name`}>{t('savedFillNameField')}</label>
      <input id={`${fill.id}-name`} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
      <label htmlFor={`${fill.id}-site`}>{t('savedFillSiteField')}</label>
      <input id={`${fill.id}-site`} value={site} onChange={(event) => setSite(event.target.value)} />
      <div className="rule-list__buttons">
        <button
          type="button"
          onClick={() => void onSave({ name, site })}
          disabled={name === fill.name && site === fill.site}
        >
          {t('savedFillApply', fill.name)}
        </button>{' '}
        <button type="button" onClick={() => void onDelete()}>
          {t('savedFillDelete', fill.name)}
        </button>
      </div>
    </fieldset>
  );
}
