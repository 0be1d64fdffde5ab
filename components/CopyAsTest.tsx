import { useId, useMemo, useState } from 'react';
import type { FillReport } from '@/utils/fill/fill-report';
import { playwrightSnippet, understudySnippet } from '@/utils/fill/test-snippet';
import { errorMessage } from '@/utils/text/error-message';
import { t } from '@/utils/i18n/messages';
import './CopyAsTest.css';

type Flavour = 'playwright' | 'understudy';

/**
 * "Copy as a test": the fill as Playwright test code, plain or through the
 * library, shown and copied. The code is made only once the section is
 * opened: a long page's plain flavour has a line per field. What the copy
 * did is said in a live region (not a `status`: the popup's status is the task's).
 */
export function CopyAsTest({ report, copyText }: { report: FillReport; copyText: (text: string) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [flavour, setFlavour] = useState<Flavour>('playwright');
  const [said, setSaid] = useState('');
  const id = useId();
  const code = useMemo(
    () => (open ? (flavour === 'playwright' ? playwrightSnippet : understudySnippet)(report) : ''),
    [open, flavour, report],
  );

  async function copy() {
    setSaid('');
    try {
      await copyText(code);
      setSaid(t('copyTestCopied'));
    } catch (error) {
      setSaid(t('copyTestFailed', errorMessage(error)));
    }
  }

  const choice = (value: Flavour, label: string) => (
    <label className="copy-test__flavour">
      <input
        type="radio"
        name={`${id}-flavour`}
        checked={flavour === value}
        onChange={() => {
          setFlavour(value);
          setSaid('');
        }}
      />{' '}
      {label}
    </label>
  );

  return (
    <details className="copy-test" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('copyAsTest')}</summary>
      {open && (
        <div className="copy-test__body">
          <fieldset className="copy-test__flavours">
            <legend className="copy-test__legend">{t('copyTestCode')}</legend>
            {choice('playwright', t('copyTestPlain'))}
            {choice('understudy', t('copyTestWithUnderstudy'))}
          </fieldset>
          <textarea
            className="copy-test__code"
            aria-label={t('copyTestCode')}
            value={code}
            readOnly
            rows={8}
            spellCheck={false}
            wrap="off"
          />
          <div className="copy-test__actions">
            <button type="button" className="button" onClick={() => void copy()}>
              {t('copyTest')}
            </button>
            <span className="muted" aria-live="polite">
              {said}
            </span>
          </div>
        </div>
      )}
    </details>
  );
}
