import { t, uiLanguage } from '@/utils/i18n/messages';
import { useEffect, useState } from 'react';
import type { SchemaFile } from '@/utils/datasets/schema-file';
import { importedSchemas } from '@/utils/datasets/saved-schemas';
import { importedSavedFills, type SavedFill } from '@/utils/saved-fills/saved-fill';
import type { Settings } from '@/utils/settings/settings-schema';
import type { RuleBook } from '@/utils/rules/rule-book';
import {
  exportText,
  importedBook,
  previewImport,
  readImport,
  type ExportFile,
  type ImportMode,
} from '@/utils/transfer/export-file';
import { SYNC_QUOTA, type SyncUsage } from '@/utils/rules/sync-quota';
import type { OptionsActions } from '@/utils/ui/options-actions';

interface ImportExportProps {
  settings: Settings;
  book: RuleBook;
  usage: SyncUsage;
  actions: Pick<OptionsActions, 'importBook' | 'downloadText' | 'loadSchemas' | 'savedFills'>;
}

const number = (value: number) => value.toLocaleString(uiLanguage());
const kb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString(uiLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;

/**
 * How much of the sync area is used, Export (one versioned file), and Import:
 * a file is read and checked first, then what it would add, change and
 * remove is shown, and only Apply stores it, merged or in place of what is there.
 * The Datasets page's saved schemas and the popup's saved fills (storage.local) travel in the same file.
 */
export function ImportExport({ settings, book, usage, actions }: ImportExportProps) {
  const [file, setFile] = useState<ExportFile | null>(null);
  const [mode, setMode] = useState<ImportMode>('merge');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [schemas, setSchemas] = useState<SchemaFile[]>([]);
  const [savedFills, setSavedFills] = useState<SavedFill[]>([]);
  useEffect(() => {
    void actions.loadSchemas().then(setSchemas, () => undefined);
    actions.savedFills?.load().then(
      ({ fills }) => setSavedFills(fills),
      () => undefined,
    );
    return actions.savedFills?.watch(({ fills }) => setSavedFills(fills));
  }, [actions]);
  const preview = file && previewImport(book, settings, file, mode, schemas, savedFills);

  async function choose(chosen: File | undefined) {
    setMessage('');
    setFile(null);
    if (!chosen) return;
    const read = readImport(await chosen.text());
    setError(read.ok ? '' : t('importUnreadable', chosen.name, read.error));
    if (read.ok) setFile(read.file);
  }

  async function apply() {
    if (!file) return;
    const result = await actions.importBook(
      importedBook(book, file, mode),
      file.settings,
      file.schemas && importedSchemas(schemas, file.schemas, mode),
      file.savedFills && importedSavedFills(savedFills, file.savedFills, mode),
    );
    setError(result.ok ? '' : t('importNotStored', result.error));
    setMessage(result.ok ? t('importDone') : '');
    if (result.ok) setFile(null);
    setSchemas(await actions.loadSchemas());
  }

  return (
    <section id="import-export" aria-labelledby="import-export-title" className="settings-section">
      <h2 id="import-export-title">{t('sectionImportExport')}</h2>
      <div className="setting">
        <label htmlFor="sync-space">{t('importSyncSpace')}</label>
        <meter id="sync-space" min={0} max={SYNC_QUOTA.bytes} value={usage.bytes} aria-describedby="sync-space-help" />
        <p id="sync-space-help" className="setting__help">
          {t(
            'importSyncSpaceHelp',
            kb(usage.bytes),
            kb(SYNC_QUOTA.bytes),
            number(usage.items),
            number(SYNC_QUOTA.items),
          )}
        </p>
      </div>
      <div className="setting">
        <button
          type="button"
          onClick={() =>
            actions.downloadText('understudy-settings.json', exportText(settings, book, schemas, savedFills))
          }
        >
          {t('importExportButton')}
        </button>
      </div>
      <div className="setting">
        <label htmlFor="import-file">{t('importFile')}</label>
        <input
          id="import-file"
          type="file"
          accept="application/json,.json"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {error && (
        <p className="options__error" role="alert">
          {error}
        </p>
      )}
      <p role="status">{message}</p>
      {file && preview && (
        <div role="region" aria-label={t('importPreviewLabel')} className="import-preview">
          <fieldset>
            <legend>{t('importModeLegend')}</legend>
            <label>
              <input type="radio" name="import-mode" checked={mode === 'merge'} onChange={() => setMode('merge')} />{' '}
              {t('importMerge')}
            </label>
            <label>
              <input type="radio" name="import-mode" checked={mode === 'replace'} onChange={() => setMode('replace')} />{' '}
              {t('importReplace')}
            </label>
          </fieldset>
          <ul>
            {preview.added.map((item) => (
              <li key={`a${item.kind}${item.name}`}>
                {item.kind === 'rule'
                  ? t('importAddsRule', item.name)
                  : item.kind === 'schema'
                    ? t('importAddsSchema', item.name)
                    : item.kind === 'savedFill'
                      ? t('importAddsSavedFill', item.name)
                      : t('importAddsProfile', item.name)}
              </li>
            ))}
            {preview.changed.map((item) => (
              <li key={`c${item.kind}${item.name}`}>
                {item.kind === 'rule'
                  ? t('importChangesRule', item.name)
                  : item.kind === 'schema'
                    ? t('importChangesSchema', item.name)
                    : item.kind === 'savedFill'
                      ? t('importChangesSavedFill', item.name)
                      : t('importChangesProfile', item.name)}
              </li>
            ))}
            {preview.removed.map((item) => (
              <li key={`r${item.kind}${item.name}`}>
                {item.kind === 'rule'
                  ? t('importRemovesRule', item.name)
                  : item.kind === 'schema'
                    ? t('importRemovesSchema', item.name)
                    : item.kind === 'savedFill'
                      ? t('importRemovesSavedFill', item.name)
                      : t('importRemovesProfile', item.name)}
              </li>
            ))}
            {preview.settings.map((name) => (
              <li key={`s${name}`}>{t('importChangesSetting', name)}</li>
            ))}
            {!preview.added.length &&
              !preview.changed.length &&
              !preview.removed.length &&
              !preview.settings.length && <li>{t('importChangesNothing')}</li>}
          </ul>
          <button type="button" onClick={() => void apply()}>
            {t('importApply')}
          </button>{' '}
          <button type="button" onClick={() => setFile(null)}>
            {t('importCancel')}
          </button>
        </div>
      )}
    </section>
  );
}
