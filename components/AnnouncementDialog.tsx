import { useEffect, useId, useRef } from 'react';
import type { Announcement } from '@/utils/announcements/announcements';
import './AnnouncementDialog.css';
import { t } from '@/utils/i18n/messages';

interface AnnouncementDialogProps {
  announcement: Announcement;
  suppressed: boolean;
  onSuppressChange(suppressed: boolean): void;
  onClose(): void;
}

/**
 * An announcement in a native modal <dialog>: the browser moves focus into it,
 * keeps it there and closes it on Escape; the Close button does the same.
 */
export function AnnouncementDialog({ announcement, suppressed, onSuppressChange, onClose }: AnnouncementDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal focuses the first control (the checkbox); Close is the safer default.
    closeRef.current?.focus();
    return () => dialog?.close();
  }, []);

  return (
    <dialog ref={ref} className="announcement" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="announcement__title">
        {t(announcement.title)}
      </h2>
      {announcement.paragraphs.map((paragraph) => (
        <p key={paragraph}>{t(paragraph)}</p>
      ))}
      <div className="announcement__actions">
        <label className="announcement__suppress">
          <input type="checkbox" checked={suppressed} onChange={(event) => onSuppressChange(event.target.checked)} />
          {t('dontShowAgain')}
        </label>
        <button ref={closeRef} type="button" className="button button--primary" onClick={() => ref.current?.close()}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}
