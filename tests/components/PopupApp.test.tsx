// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '@/components/PopupApp';
import { completeTask, failTask, timedOutReason, type Task } from '@/utils/tasks/task-state';
import { fakePopupActions, report, spinningTask, TAB } from './support/fake-popup-actions';
import { fillButton, renderPopup } from './support/render-popup';

afterEach(cleanup);

const statusText = () => screen.getByRole('status').textContent;

describe('PopupApp', () => {
  it('shows the locale and no spinner before anything ran', async () => {
    await renderPopup();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('de_AT').tagName).toBe('STRONG');
  });

  it('starts a fill for the resolved tab and shows the spinner', async () => {
    const { actions } = await renderPopup();
    await userEvent.click(fillButton());
    expect(actions.startFill).toHaveBeenCalledExactlyOnceWith(TAB);
    expect(statusText()).toBe('Filling…');
    expect(fillButton().disabled).toBe(true);
  });

  it('shows the summary, duration and seed once the task completes', async () => {
    const fake = await renderPopup();
    await userEvent.click(fillButton());
    act(() => {
      fake.pushReport(report());
      fake.pushTask(completeTask(spinningTask(), 'Filled 3 fields, skipped 1', Date.now()));
    });
    expect(statusText()).toBe('Completed');
    expect(screen.getByText('Filled 3 fields, skipped 1', { exact: false }).textContent).toBe(
      'Filled 3 fields, skipped 1 in 42 ms',
    );
    expect(screen.getByText('· seed 123456', { exact: false })).toBeDefined();
    expect(fillButton().disabled).toBe(false);
  });

  it('fills only empty fields, or the focused form, from the secondary buttons', async () => {
    const { actions } = await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Fill empty fields only' }));
    expect(actions.startFill).toHaveBeenLastCalledWith(TAB, { onlyEmpty: true });
  });

  it('offers Undo once there is a report, and shows what it restored', async () => {
    const fake = await renderPopup();
    const undo = () => screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo().disabled).toBe(true);
    act(() => {
      fake.pushReport(report());
      fake.pushTask(completeTask(spinningTask(), 'Filled 3 fields', Date.now()));
    });
    await userEvent.click(undo());
    expect(fake.actions.undoFill).toHaveBeenCalledExactlyOnceWith(TAB);
    act(() =>
      fake.pushTask(completeTask(spinningTask({ id: 'task-2', kind: 'undo' }), 'Restored 3 fields', Date.now())),
    );
    expect(screen.getByText('Restored 3 fields').textContent).toBe('Restored 3 fields');
  });

  it('offers no seed, Replay or seeded test after a restore, whose values came from a saved fill', async () => {
    const fake = await renderPopup();
    act(() => {
      fake.pushReport(report({ restored: 'Sign-up', seed: 0 }));
      fake.pushTask(completeTask(spinningTask(), 'Filled 3 fields', Date.now()));
    });
    expect(statusText()).toBe('Completed');
    expect(screen.queryByText('· seed 0', { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy seed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replay' })).toBeNull();
    expect(screen.queryByText('Copy as a test')).toBeNull();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false);
  });

  it('lists what was filled and why, copies the seed and replays it', async () => {
    const fake = await renderPopup();
    act(() => {
      fake.pushReport(
        report({
          fields: [
            {
              frameUrl: 'https://forms.test/',
              selector: '#first',
              label: 'First name',
              kind: 'person.firstName',
              signal: 'label',
              value: 'Ada',
            },
            {
              frameUrl: 'https://forms.test/',
              selector: '#q',
              label: 'Search',
              kind: 'none',
              signal: 'type',
              skipped: 'search box',
            },
          ],
        }),
      );
      fake.pushTask(completeTask(spinningTask(), 'Filled 1 field, skipped 1', Date.now()));
    });
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(screen.getByText('What was filled (2)'));
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'First nameperson.firstName · labelAdaAlways fill this field with…',
      'Searchnone · typeSkipped: search boxAlways fill this field with…',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy seed' }));
    expect(fake.actions.copyText).toHaveBeenCalledExactlyOnceWith('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(fake.actions.startFill).toHaveBeenLastCalledWith(TAB, { replay: true });
  });

  it.each([
    ['Fill with edge cases', 'valid', 'Valid but unusual: O’Brien, plus-addressed emails, exactly the maximum length.'],
    ['Fill with invalid values', 'invalid', 'Invalid: values the browser cannot block but a server should refuse.'],
  ])('"%s" fills with %s edge cases, and says what they are', async (name, flavour, help) => {
    const { actions } = await renderPopup();
    const button = screen.getByRole('button', { name });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(help);
    await userEvent.click(button);
    expect(actions.startFill).toHaveBeenLastCalledWith(TAB, { edgeCases: flavour });
  });

  it('marks a fill with invalid values, and names each field’s case', async () => {
    const fake = await renderPopup();
    act(() => {
      fake.pushReport(
        report({
          edgeCases: 'invalid',
          fields: [
            {
              selector: '#email',
              label: 'Email',
              kind: 'internet.email',
              signal: 'type',
              value: 'a@b',
              edgeCase: 'email · no top-level domain (a@b)',
              invalid: true,
            },
            {
              selector: '#first',
              label: 'First name',
              kind: 'person.firstName',
              signal: 'label',
              value: "O'Brien",
              edgeCase: "name · apostrophe (O'Brien)",
            },
          ],
        }),
      );
      fake.pushTask(completeTask(spinningTask(), 'Filled 2 fields', Date.now()));
    });
    expect(screen.getByRole('note').textContent).toBe('Invalid values: a server should refuse each one.');
    await userEvent.click(screen.getByText('What was filled (2)'));
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Emailinternet.email · typea@bInvalid: email · no top-level domain (a@b)Always fill this field with…',
      "First nameperson.firstName · labelO'BrienEdge case: name · apostrophe (O'Brien)Always fill this field with…",
    ]);
  });

  it('fills the focused form from "Fill this form"', async () => {
    const { actions } = await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Fill this form' }));
    expect(actions.startFill).toHaveBeenLastCalledWith(TAB, { scope: 'form' });
  });

  it('shows the locale the fill really used, which the page’s language may have chosen', async () => {
    const fake = await renderPopup();
    await userEvent.click(fillButton());
    act(() => {
      fake.pushReport(report({ locale: 'fr' }));
      fake.pushTask(completeTask(spinningTask(), 'Filled 3 fields', Date.now()));
    });
    expect(screen.getByText('fr').tagName).toBe('STRONG');
    expect(screen.queryByText('de_AT')).toBeNull();
  });

  it('shows the reason when the task fails', async () => {
    const fake = await renderPopup();
    await userEvent.click(fillButton());
    act(() =>
      fake.pushTask(failTask(spinningTask(), 'This tab shows an error page, which has nothing to fill.', Date.now())),
    );
    expect(statusText()).toBe('Failed: This tab shows an error page, which has nothing to fill.');
    expect(screen.queryByText(/seed/)).toBeNull();
    expect(fillButton().disabled).toBe(false);
  });

  it('shows the task the tab already has when it opens', async () => {
    const fake = fakePopupActions({ getTask: vi.fn(async () => failTask(spinningTask(), 'Tab closed', 1)) });
    render(<PopupApp actions={fake.actions} />);
    expect((await screen.findByRole('status')).textContent).toBe('Failed: Tab closed');
    expect(fake.actions.getTask).toHaveBeenCalledWith(TAB);
  });

  it('shows a task that outlived its deadline as timed out, with no worker left to say so', async () => {
    const fake = fakePopupActions({ getTask: vi.fn(async () => spinningTask({ startedAt: 0, deadline: 1 })) });
    render(<PopupApp actions={fake.actions} />);
    expect((await screen.findByRole('status')).textContent).toBe(`Failed: ${timedOutReason()}`);
  });

  it('keeps a completed state the watch delivered before startFill answered', async () => {
    let answer!: (task: Task) => void;
    const fake = fakePopupActions({ startFill: vi.fn(() => new Promise<Task>((resolve) => (answer = resolve))) });
    await renderPopup(fake);
    await userEvent.click(fillButton());
    act(() => fake.pushTask(completeTask(spinningTask(), 'Filled 1 field', Date.now())));
    await act(async () => answer(spinningTask()));
    expect(statusText()).toBe('Completed');
  });

  it('shows an error when the fill cannot start', async () => {
    const fake = fakePopupActions({
      startFill: vi.fn(async () => Promise.reject(new Error('Refused: fills start only from Understudy’s own pages.'))),
    });
    await renderPopup(fake);
    await userEvent.click(fillButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Refused: fills start only from Understudy’s own pages.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('cannot fill when there is no tab', async () => {
    const fake = fakePopupActions({ resolveTabId: vi.fn(async () => null) });
    render(<PopupApp actions={fake.actions} />);
    await screen.findByText('de_AT');
    expect(fillButton().disabled).toBe(true);
    await userEvent.click(fillButton());
    expect(fake.actions.startFill).not.toHaveBeenCalled();
    expect(fake.actions.prepareFill).not.toHaveBeenCalled();
  });

  it('has the tab prepared for a fill as it opens, once, before any click', async () => {
    const { actions } = await renderPopup();
    expect(actions.prepareFill).toHaveBeenCalledExactlyOnceWith(TAB);
    expect(actions.startFill).not.toHaveBeenCalled();
  });

  it('still fills, without a word about it, when preparing failed', async () => {
    const fake = fakePopupActions({
      prepareFill: vi.fn(async () => Promise.reject(new Error('Cannot access contents of the page.'))),
    });
    render(<PopupApp actions={fake.actions} />);
    await screen.findByText('de_AT');
    await userEvent.click(fillButton());
    expect(fake.actions.startFill).toHaveBeenCalledExactlyOnceWith(TAB);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers “What’s new” only when there is news', async () => {
    await renderPopup();
    expect(screen.queryByRole('button', { name: 'What’s new' })).toBeNull();
  });

  it('opens the options page from “What’s new”', async () => {
    const { actions } = await renderPopup(fakePopupActions({ hasNews: vi.fn(async () => true) }));
    await userEvent.click(await screen.findByRole('button', { name: 'What’s new' }));
    expect(actions.openOptions).toHaveBeenCalledOnce();
  });

  it('opens the options page from Options', async () => {
    const { actions } = await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    expect(actions.openOptions).toHaveBeenCalledOnce();
  });

  it('stops watching storage when it closes', async () => {
    const fake = await renderPopup();
    expect(fake.watcherCount()).toBe(2);
    fake.unmount();
    expect(fake.watcherCount()).toBe(0);
  });
});
