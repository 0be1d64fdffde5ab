import { useId, useState } from 'react';
import type { FillReport, FillReportField } from '@/utils/fill/fill-report';
import './FillReportList.css';
import { t } from '@/utils/i18n/messages';

/**
 * "What was filled, and why": each field's label, the kind it was given and
 * the signal that decided it, then its value or why it was left alone; then
 * each frame the fill could not reach, and why. A list storage had to cut says so.
 * The items are rendered only once the list is opened: a long page has
 * thousands, and "Completed" must not wait for them.
 */
export function FillReportList({
  report,
  onMakeRule,
}: {
  report: FillReport;
  onMakeRule?: (field: FillReportField) => void;
}) {
  const [open, setOpen] = useState(false);
  const idPrefix = useId();
  return (
    <details className="report" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {report.truncated
          ? t('reportHeadingPart', report.fields.length, report.truncated.of)
          : t('reportHeading', report.fields.length)}
      </summary>
      {open && (
        <>
          {report.truncated && <p className="muted">{report.truncated.note}</p>}
          <ul className="report__list">
            {report.fields.map((field, position) => (
              // A saved value that found no field has no selector: its place tells it apart.
              <li key={`${field.frameUrl} ${field.selector || position}`} className="report__item">
                <span className="report__label" id={`${idPrefix}-${position}-label`}>
                  {field.label || field.selector}
                </span>
                <span className="report__kind muted">
                  {field.kind} · {field.signal}
                  {field.rule && <> · {field.rule}</>}
                </span>
                <span className={field.value === undefined ? 'report__skip' : 'report__value'}>
                  {field.error
                    ? t('reportFailed', field.error)
                    : (field.value ?? t('reportSkipped', field.skipped ?? ''))}
                </span>
                {field.edgeCase && (
                  <span className={field.invalid ? 'report__case report__case--invalid' : 'report__case muted'}>
                    {field.invalid ? t('reportInvalidCase', field.edgeCase) : t('reportEdgeCase', field.edgeCase)}
                  </span>
                )}
                {field.note && <span className="report__kind muted">{field.note}</span>}
                {onMakeRule && (
                  // Named by the field, then its own visible text ("City Always fill this field with…"):
                  // the name holds what a speech user sees, and says which field it is about.
                  <button
                    type="button"
                    className="link-button report__make-rule"
                    onClick={() => onMakeRule(field)}
                    id={`${idPrefix}-${position}-rule`}
                    aria-labelledby={`${idPrefix}-${position}-label ${idPrefix}-${position}-rule`}
                  >
                    {t('reportMakeRule')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {report.skippedFrames && report.skippedFrames.length > 0 && (
            <ul className="report__list" aria-label={t('reportFramesLabel')}>
              {report.skippedFrames.map((frame, position) => (
                <li key={`${position} ${frame.url}`} className="report__item">
                  <span className="report__label">{t('reportFrame', frame.url)}</span>
                  <span className="report__skip">{t('reportFrameNotFilled', frame.reason)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </details>
  );
}
