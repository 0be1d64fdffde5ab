// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FillReportList } from '@/components/FillReportList';
import { report } from './support/fake-popup-actions';

afterEach(cleanup);

describe('FillReportList', () => {
  it('says when storage kept only part of the list, and why', async () => {
    const note = 'Only the first 1 of 3000 fields are listed: the whole list was too long to keep.';
    render(
      <FillReportList
        report={report({
          fields: [
            { selector: '#first', label: 'First name', kind: 'person.firstName', signal: 'label', value: 'Ada' },
          ],
          truncated: { kept: 1, of: 3000, note },
        })}
      />,
    );
    await userEvent.click(screen.getByText('What was filled (1 of 3000 listed)'));
    expect(screen.getByText(note)).toBeDefined();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });
});
