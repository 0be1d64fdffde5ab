import { t } from '@/utils/i18n/messages';
import { useState } from 'react';
import type { Settings } from '@/utils/settings/settings-schema';
import type { RuleBook } from '@/utils/rules/rule-book';
import { exportText, importedBook, previewImport, readImport, type ExportFile, type ImportMode } from '@/utils/rules/rule-transfer';
import { SYNC_QUOTA, type SyncUsage } from '@/utils/rules/sync-quota';
import type { OptionsActions } from '@/utils/ui/options-actions';

interface ImportExportProps {
  settings: Settings;
  book: RuleBook;
  usage: SyncUsage;
  actions: Pick<OptionsActions, 'importBook' | 'downloadText'>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * How much of the sync area is used, Export (one versioned file), and Import:
 * a file is read and checked first, then what it would add, change and
 * remove is shown, and only Apply stores it, merged or in place of what is there.
 */
export function ImportExport({ settings, book, usage, actions }: ImportExportProps) {
  const [file, setFile] = useState<ExportFile | null>(null);
  const [mode, setMode] = useState<ImportMode>('merge');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const preview = file && previewImport(book, settings, file, mode);

  async function choose(chosen: File | undefined) {
    setMessage('');
    setFile(null);
    if (!chosen) return;
    const read = readImport(await chosen.text());
    setError(read.ok ? '' : `${chosen.name}: ${read.error} Nothing was changed.`);
    if (read.ok) setFile(read.file);
  }

  async function apply() {
    if (!file) return;
    const result = await actions.importBook(importedBook(book, file, mode), file.settings);
    setError(result.ok ? '' : `${result.error} Nothing was imported.`);
    setMessage(result.ok ? 'Imported.' : '');
    if (result.ok) setFile(null);
  }

  return (
    <section id="import-export" aria-labelledby="import-export-title" className="settings-section">
      <h2 id="import-export-title">{t('sectionImportExport')}</h2>
      <div className="setting">
        <label htmlFor="sync-space">Sync space used</label>
        <meter id="sync-space" min={0} max={SYNC_QUOTA.bytes} value={usage.bytes} aria-describedby="sync-space-help" />
        <p id="sync-space-help" className="setting__help">
          {kb(usage.bytes)} of {kb(SYNC_QUOTA.bytes)}, {usage.items} of {SYNC_QUOTA.items} items. Rules, profiles and settings roam to your other browsers through it.
        </p>
      </div>
      <div className="setting">
        <button type="button" onClick={() => actions.downloadText('understudy-settings.json', exportText(settings, book))}>Export settings, rules and profiles</button>
      </div>
      <div className="setting">
        <label htmlFor="import-file">Import a file</label>
        <input id="import-file" type="file" accept="application/json,.json" onChange={(event) => void choose(event.target.files?.[0])} />
      </div>
      {error && <p className="options__error" role="alert">{error}</p>}
      <p role="status">{message}</p>
      {file && preview && (
        <div role="region" aria-label="What the import would do" className="import-preview">
          <fieldset>
            <legend>How to import</legend>
            <label><input type="radio" name="import-mode" checked={mode === 'merge'} onChange={() => setMode('merge')} /> Merge with what is here</label>
            <label><input type="radio" name="import-mode" checked={mode === 'replace'} onChange={() => setMode('replace')} /> Replace what is here</label>
          </fieldset>
          <ul>
            {preview.added.map((name) => <li key={`a${name}`}>Adds {name}</li>)}
            {preview.changed.map((name) => <li key={`c${name}`}>Changes {name}</li>)}
            {preview.removed.map((name) => <li key={`r${name}`}>Removes {name}</li>)}
            {preview.settings.map((name) => <li key={`s${name}`}>Changes the setting {name}</li>)}
            {!preview.added.length && !preview.changed.length && !preview.removed.length && !preview.settings.length && <li>Changes nothing.</li>}
          </ul>
          <button type="button" onClick={() => void apply()}>Apply import</button>{' '}
          <button type="button" onClick={() => setFile(null)}>Cancel import</button>
        </div>
      )}
    </section>
  );
}
