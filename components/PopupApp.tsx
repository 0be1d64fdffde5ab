import { useEffect, useState } from 'react';
import type { Task } from '@/utils/tasks/task-state';
import type { PopupActions, SiteProfileInfo } from '@/utils/ui/popup-actions';
import { EdgeCaseButtons } from './EdgeCaseButtons';
import { FillReportList } from './FillReportList';
import { CopyAsTest } from './CopyAsTest';
import { FrameAccessPrompt } from './FrameAccessPrompt';
import { TaskSpinner } from './TaskSpinner';
import { CurrentPerson } from './CurrentPerson';
import { SavedFills } from './SavedFills';
import { useTabTask } from './use-tab-task';
import './PopupApp.css';
import { errorMessage } from '@/utils/text/error-message';
import { t } from '@/utils/i18n/messages';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { DatasetTaskStatus, DatasetFromForm } from './PopupDatasets';

/** `datasets`: the running dataset's progress and "Dataset from this form" (absent in tests of the fill alone). */
export function PopupApp({ actions, datasets }: { actions: PopupActions; datasets?: DatasetActions }) {
  const [tabId, setTabId] = useState<number | null>(null);
  const [locale, setLocale] = useState('');
  const [hasNews, setHasNews] = useState(false);
  const [startError, setStartError] = useState('');
  const [site, setSite] = useState<SiteProfileInfo | null>(null);
  const { task, report, adoptTask } = useTabTask(actions, tabId);

  useEffect(() => {
    void actions.resolveTabId().then((id) => {
      setTabId(id);
      // Only speeds the fill a click starts: if it fails, that fill describes the page itself and says why.
      if (id !== null) actions.prepareFill(id).catch(() => undefined);
      if (id !== null) actions.getSiteProfile(id).then(setSite, () => undefined);
    });
    void actions.getLocale().then(setLocale);
    void actions.hasNews().then(setHasNews);
  }, [actions]);

  async function run(start: (tabId: number) => Promise<Task>) {
    if (tabId === null) return;
    setStartError('');
    try {
      adoptTask(await start(tabId));
    } catch (error) {
      setStartError(errorMessage(error));
    }
  }

  const spinning = task?.status === 'spinning';
  const neverFill = site?.profile?.neverFill ?? false;
  const busy = tabId === null || spinning || neverFill;
  // An undo completes too, but its summary is about the undo, not the report.
  const showReport = task?.status === 'completed' && task.kind !== 'undo' && report;
  // A restore's values came from a saved fill, not a seed: nothing to replay, copy or write a seeded test from.
  const seeded = showReport && !report.restored;
  return (
    <main className="popup">
      <header className="popup__header">
        <h1 className="popup__title">{t('extName')}</h1>
        {hasNews && (
          <button type="button" className="link-button" onClick={actions.openOptions}>
            {t('whatsNew')}
          </button>
        )}
      </header>
      <button
        type="button"
        className="button button--primary popup__fill"
        onClick={() => run((id) => actions.startFill(id))}
        disabled={busy}
      >
        {t('fillPage')}
      </button>
      <div className="popup__secondary">
        <button
          type="button"
          className="button"
          onClick={() => run((id) => actions.startFill(id, { onlyEmpty: true }))}
          disabled={busy}
        >
          {t('fillEmptyOnly')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => run((id) => actions.startFill(id, { scope: 'form' }))}
          disabled={busy}
        >
          {t('fillThisForm')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => run((id) => actions.undoFill(id))}
          disabled={busy || !report}
        >
          {t('undo')}
        </button>
      </div>
      {tabId !== null && <CurrentPerson actions={actions} tabId={tabId} />}
      {tabId !== null && actions.savedFills && (
        <SavedFills actions={actions.savedFills} tabId={tabId} disabled={busy} onTask={adoptTask} />
      )}
      <EdgeCaseButtons
        onFill={(flavour) => void run((id) => actions.startFill(id, { edgeCases: flavour }))}
        disabled={busy}
      />
      {neverFill && (
        <p className="popup__never" role="status">
          {t('popupNeverFillHere', site!.profile!.host)}
        </p>
      )}
      {task && <TaskSpinner status={task.status} reason={task.reason} />}
      {task?.status === 'completed' && (
        <p className="popup__summary">
          {task.summary}
          {showReport && <span className="muted"> {t('summaryDuration', Math.round(report.durationMs))}</span>}
        </p>
      )}
      {showReport && report.edgeCases && (
        <p className={`report-flavour report-flavour--${report.edgeCases}`} role="note">
          {report.edgeCases === 'invalid' ? t('reportEdgeCasesInvalid') : t('reportEdgeCasesValid')}
        </p>
      )}
      {seeded && report.skippedFrames && (
        <FrameAccessPrompt
          // A new fill starts with a fresh question, not the last one's answer.
          key={task.id}
          frames={report.skippedFrames}
          requestAccess={actions.requestHostAccess}
          // The same seed, locale and day: the frames just let in get the same persona as the page.
          onGranted={() => void run((id) => actions.startFill(id, { replay: true }))}
          disabled={busy}
        />
      )}
      {showReport && datasets && <DatasetFromForm report={report} actions={datasets} />}
      {showReport && (
        <FillReportList
          report={report}
          onMakeRule={(field) => actions.openRuleFor(field, field.frameUrl ?? report.url)}
        />
      )}
      {/* A new fill starts closed, its code made afresh. */}
      {seeded && <CopyAsTest key={task.id} report={report} copyText={actions.copyText} />}
      {datasets && <DatasetTaskStatus actions={datasets} />}
      {startError && (
        <p className="popup__error" role="alert">
          {startError}
        </p>
      )}
      <footer className="popup__footer">
        <span className="muted">
          {/* After a fill, the locale it really used (the page's language may have chosen it). */}
          {t('localeLabel')} <strong>{seeded ? report.locale : locale}</strong>
          {seeded && <> · {t('seedValue', report.seed)}</>}
        </span>
        {seeded && (
          <span className="popup__seed-actions">
            <button type="button" className="link-button" onClick={() => void actions.copyText(String(report.seed))}>
              {t('copySeed')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => run((id) => actions.startFill(id, { replay: true }))}
              disabled={busy}
            >
              {t('replay')}
            </button>
          </span>
        )}
        <button type="button" className="link-button" onClick={actions.openOptions}>
          {t('openOptions')}
        </button>
      </footer>
      {site && (
        <p className="popup__site muted">
          {site.profile ? (
            <>
              {t('popupSiteProfile')} <strong>{site.profile.host}</strong>{' '}
            </>
          ) : (
            <>{t('popupNoSiteProfile', site.host)} </>
          )}
          <button type="button" className="link-button" onClick={() => actions.openSiteRules(site)}>
            {t('popupRulesForSite')}
          </button>
        </p>
      )}
    </main>
  );
}
