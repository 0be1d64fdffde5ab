// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TaskSpinner } from '@/components/TaskSpinner';
import type { TaskStatus } from '@/utils/tasks/task-state';

afterEach(cleanup);

describe('TaskSpinner', () => {
  it.each<[TaskStatus, string | undefined, string]>([
    ['spinning', undefined, 'Filling…'],
    ['completed', undefined, 'Completed'],
    ['failed', 'The page did not answer.', 'Failed: The page did not answer.'],
    ['failed', undefined, 'Failed'],
    ['failed', '', 'Failed'],
    ['cancelled', undefined, 'Cancelled'],
    ['completed', 'ignored reason', 'Completed'],
  ])('%s with reason %j reads %j', (status, reason, text) => {
    render(<TaskSpinner status={status} reason={reason} />);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('announces changes politely', () => {
    render(<TaskSpinner status="spinning" />);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('updates its words when the task ends', () => {
    const { rerender } = render(<TaskSpinner status="spinning" />);
    rerender(<TaskSpinner status="failed" reason="Tab closed" />);
    expect(screen.getByRole('status').textContent).toBe('Failed: Tab closed');
  });

  it('keeps its graphic away from screen readers', () => {
    render(<TaskSpinner status="completed" />);
    expect(screen.getByRole('status').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
