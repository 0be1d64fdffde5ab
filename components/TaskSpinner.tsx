import type { TaskStatus } from '@/utils/tasks/task-state';
import './TaskSpinner.css';
import { t, type MessageKey } from '@/utils/i18n/messages';

const LABELS = {
  spinning: 'statusSpinning',
  completed: 'statusCompleted',
  failed: 'statusFailed',
  cancelled: 'statusCancelled',
} as const satisfies Record<TaskStatus, MessageKey>;

interface TaskSpinnerProps {
  status: TaskStatus;
  /** The one-line reason of a failed task. */
  reason?: string;
  /** What a running task is doing, when it is not a fill ("Making customers.csv…"). */
  spinningLabel?: string;
}

/**
 * The task spinner: rotating while the task runs, a check mark when it
 * completes, a cross and a reason when it fails. Screen readers hear the
 * same words through role="status".
 */
export function TaskSpinner({ status, reason, spinningLabel }: TaskSpinnerProps) {
  const text =
    status === 'failed' && reason
      ? t('statusFailedWithReason', reason)
      : status === 'spinning' && spinningLabel
        ? spinningLabel
        : t(LABELS[status]);
  return (
    <div className={`task-spinner task-spinner--${status}`} role="status" aria-live="polite">
      <svg className="task-spinner__graphic" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        {status === 'spinning' && (
          <>
            <circle className="task-spinner__track" cx="10" cy="10" r="8" />
            <path className="task-spinner__arc" d="M10 2 a8 8 0 0 1 8 8" />
          </>
        )}
        {status === 'completed' && <path className="task-spinner__mark" d="M4.5 10.5 l3.5 3.5 l7.5 -8" />}
        {(status === 'failed' || status === 'cancelled') && (
          <path className="task-spinner__mark" d="M5 5 l10 10 M15 5 l-10 10" />
        )}
      </svg>
      <span className="task-spinner__text">{text}</span>
    </div>
  );
}
