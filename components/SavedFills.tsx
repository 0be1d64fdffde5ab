import { useEffect, useId, useState } from 'react';
import type { Task } from '@/utils/tasks/task-state';
import type { SavedFill } from '@/utils/saved-fills/saved-fill';
import type { SavedFillPopupActions } from '@/utils/ui/saved-fill-actions';
import { errorMessage } from '@/utils/text/error-message';
import { t } from '@/utils/i18n/messages';
import './SavedFills.css';

interface SavedFillsProps {
  actions: SavedFillPopupActions;
  tabId: number;
  /** While a task runs on the tab, or the site is never filled: neither saving nor restoring starts. */
  disabled: boolean;
  /** A restore started: the popup shows its task and report as a fill's. */
  onTask(task: Task): void;
}

/**
 * "Saved fills" in the popup: the site's saved fills, each with Restore, and
 * "Save these values" under a name. Password fields are left out unless
 * ticked in; ticked, the popup says where they will be kept.
 */
export function SavedFills({ actions, tabId, disabled, onTask }: SavedFillsProps) {
  const [fills, setFills] = useState<SavedFill[]>([]);
  const [name, setName] = useState('');
  const [passwords, setPasswords] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const id = useId();

  useEffect(() => {
    let live = true;
    const list = () =>
      actions.listForTab(tabId).then(
        (found) => live && setFills(found),
        () => undefined,
      );
    void list();
    const stop = actions.watch(() => void list());
    return () => {
      live = false;
      stop();
    };
  }, [actions, tabId]);

  async function save() {
    setMessage('');
    setError('');
    if (!name.trim()) {
      setError(t('savedFillNameEmpty'));
      return;
    }
    setSaving(true);
    try {
      const answer = await actions.save(tabId, name, passwords);
      const saved = t('savedFillSavedNote', answer.name, answer.site, answer.saved);
      setMessage(answer.passwordsLeft ? `${saved} ${t('savedFillPasswordsLeft', answer.passwordsLeft)}` : saved);
      setName('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  async function restore(fill: SavedFill) {
    setMessage('');
    setError('');
    try {
      onTask(await actions.restore(tabId, fill.id));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <details className="saved-fills">
      <summary>{t('savedFillsTitle')}</summary>
      {fills.length ? (
        <ul className="saved-fills__list">
          {fills.map((fill) => (
            <li key={fill.id}>
              <button type="button" className="button" onClick={() => void restore(fill)} disabled={disabled}>
                {t('savedFillRestoreNamed', fill.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('savedFillNoneHere')}</p>
      )}
      <form
        className="saved-fills__save"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={`${id}-name`}>{t('savedFillNameLabel')}</label>
        <input id={`${id}-name`} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        <label>
          <input
            type="checkbox"
            checked={passwords}
            aria-describedby={passwords ? `${id}-where` : undefined}
            onChange={(event) => setPasswords(event.target.checked)}
          />{' '}
          {t('savedFillPasswords')}
        </label>
        {passwords && (
          <p id={`${id}-where`} className="saved-fills__where" role="note">
            {t('savedFillPasswordsWhere')}
          </p>
        )}
        <button type="submit" className="button" disabled={disabled || saving}>
          {t('savedFillSave')}
        </button>
      </form>
      <p aria-live="polite" className="muted">
        {message}
      </p>
      {error && (
        <p role="alert" className="popup__error">
          {error}
        </p>
      )}
    </details>
  );
}
