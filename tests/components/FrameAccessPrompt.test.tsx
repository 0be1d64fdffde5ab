// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { skippedFrame } from '@/utils/fill/frame-access';
import { completeTask } from '@/utils/tasks/task-state';
import type { PopupActions } from '@/utils/ui/popup-actions';
import { fakePopupActions, report, spinningTask, TAB } from './support/fake-popup-actions';
import { renderPopup } from './support/render-popup';

afterEach(cleanup);

const OTHER_SITE = 'http://localhost:4000/pages/frame-inner.html';

/** The popup after a fill that reached the page but skipped `frames`. */
async function popupAfterFill(frames = [skippedFrame(OTHER_SITE)], overrides: Partial<PopupActions> = {}) {
  const fake = await renderPopup(fakePopupActions(overrides));
  act(() => {
    fake.pushReport(report({ skippedFrames: frames }));
    fake.pushTask(completeTask(spinningTask(), 'Filled 3 fields; 1 frame on other sites not filled', Date.now()));
  });
  return fake;
}

const prompt = () => screen.getByRole('region', { name: 'Frames on other sites' });
const allowButton = () => within(prompt()).getByRole('button', { name: 'Allow' });
const shownSites = () =>
  within(within(prompt()).getByRole('list', { name: 'Sites to allow' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the popup’s question about frames on other sites', () => {
  it('asks in plain words, naming the site it would ask the browser for', async () => {
    await popupAfterFill();
    expect(within(prompt()).getByText('1 frame on another site was not filled. Allow?')).toBeDefined();
    expect(prompt().textContent).toContain('access to this site only');
    expect(shownSites()).toEqual(['http://localhost']);
  });

  it('shows exactly the sites it requests: each once, never a wildcard or odd host the page listed', async () => {
    const fake = await popupAfterFill([
      skippedFrame('https://pay.example/card'),
      skippedFrame('https://*/'),
      skippedFrame('https://*.example/embed'),
      skippedFrame('https://pay.example:8443/address'),
      skippedFrame('http://[::1]:4000/frame'),
    ]);
    expect(shownSites()).toEqual(['https://pay.example', 'http://[::1]']);
    expect(prompt().textContent).toContain('access to these 2 sites only');
    expect(prompt().textContent).not.toContain('*');
    await userEvent.click(allowButton());
    expect(fake.actions.requestHostAccess).toHaveBeenCalledExactlyOnceWith(['https://pay.example/*', 'http://[::1]/*']);
  });

  it('asks for the first five sites of many, shows just those five, and says how many are left out', async () => {
    const fake = await popupAfterFill(
      Array.from({ length: 7 }, (_, site) => skippedFrame(`https://site${site}.example/`)),
    );
    expect(
      within(prompt()).getByText(
        '7 frames on other sites were not filled. Allow the first 5 sites? 2 more sites are left out for now.',
      ),
    ).toBeDefined();
    const five = [
      'https://site0.example',
      'https://site1.example',
      'https://site2.example',
      'https://site3.example',
      'https://site4.example',
    ];
    expect(shownSites()).toEqual(five);
    await userEvent.click(allowButton());
    expect(fake.actions.requestHostAccess).toHaveBeenCalledExactlyOnceWith(five.map((site) => `${site}/*`));
  });

  it('counts several frames in the plural and requests each origin once', async () => {
    const fake = await popupAfterFill([
      skippedFrame('https://pay.example/card'),
      skippedFrame('https://pay.example/address'),
    ]);
    expect(within(prompt()).getByText('2 frames on other sites were not filled. Allow?')).toBeDefined();
    expect(shownSites()).toEqual(['https://pay.example']);
    await userEvent.click(allowButton());
    expect(fake.actions.requestHostAccess).toHaveBeenCalledExactlyOnceWith(['https://pay.example/*']);
  });

  it('granted: requests only the skipped frames’ origins, then fills again with the same seed', async () => {
    const fake = await popupAfterFill();
    await userEvent.click(allowButton());
    expect(fake.actions.requestHostAccess).toHaveBeenCalledExactlyOnceWith(['http://localhost/*']);
    await vi.waitFor(() => expect(fake.actions.startFill).toHaveBeenCalledExactlyOnceWith(TAB, { replay: true }));
    expect(screen.queryByText(/Not allowed/)).toBeNull();
  });

  it('refused: says so calmly, fills nothing, keeps the report and the question', async () => {
    const fake = await popupAfterFill([skippedFrame(OTHER_SITE)], { requestHostAccess: vi.fn(async () => false) });
    await userEvent.click(allowButton());
    expect(
      await screen.findByText('Not allowed, so that frame stays unfilled. The rest of the page is filled as before.'),
    ).toBeDefined();
    expect(fake.actions.startFill).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('What was filled (0)')).toBeDefined();
    expect((allowButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('request rejects: shows the browser’s reason as an alert and fills nothing', async () => {
    const fake = await popupAfterFill([skippedFrame(OTHER_SITE)], {
      requestHostAccess: vi.fn(async () =>
        Promise.reject(new Error('This function must be called during a user gesture')),
      ),
    });
    await userEvent.click(allowButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The browser could not ask for access: This function must be called during a user gesture',
    );
    expect(fake.actions.startFill).not.toHaveBeenCalled();
  });

  it('request throws at once: shows the reason as an alert and fills nothing', async () => {
    const fake = await popupAfterFill([skippedFrame(OTHER_SITE)], {
      requestHostAccess: vi.fn(() => {
        throw new TypeError('Only permissions specified in the manifest may be requested.');
      }),
    });
    await userEvent.click(allowButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'The browser could not ask for access: Only permissions specified in the manifest may be requested.',
    );
    expect(fake.actions.startFill).not.toHaveBeenCalled();
  });

  it('does not ask about frames no permission could open, but the report still names them and why', async () => {
    await popupAfterFill([skippedFrame('chrome-extension://abc/panel.html')]);
    expect(screen.queryByRole('region', { name: 'Frames on other sites' })).toBeNull();
    await userEvent.click(screen.getByText(/^What was filled/));
    const frames = screen.getByRole('list', { name: 'Frames not filled' });
    expect(within(frames).getByRole('listitem').textContent).toBe(
      'Frame chrome-extension://abc/panel.htmlNot filled: the browser does not let extensions into this kind of frame',
    );
  });

  it('does not ask when every frame on another site has a wildcard or odd host', async () => {
    await popupAfterFill([skippedFrame('https://*/'), skippedFrame('https://a..b/')]);
    expect(screen.queryByRole('region', { name: 'Frames on other sites' })).toBeNull();
  });

  it('asks nothing after a fill that reached every frame', async () => {
    await popupAfterFill([]);
    expect(screen.queryByRole('region', { name: 'Frames on other sites' })).toBeNull();
  });
});
