import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Journey } from '@/utils/fill/journey';
import { getJourney, saveJourney } from '@/utils/storage/journey-store';
import { registerTabCleanup } from '@/utils/worker/register-tab-cleanup';
import { createTaskRunner } from '@/utils/worker/task-runner';

const person = (seed: number): Journey => ({
  site: 'shop.test',
  seed,
  locale: 'en_US',
  refDate: '2026-11-27',
  forms: ['5f1c09ad'],
  name: 'Ada Lovelace',
  email: 'ada@example.com',
});

/** The browser says the tab closed (the fake browser's tabs.remove cannot, for a tab in no window). */
const closeTab = (tabId: number) => fakeBrowser.tabs.onRemoved.trigger(tabId, { isWindowClosing: false, windowId: 1 });

beforeEach(() => {
  fakeBrowser.reset();
});

describe('registerTabCleanup', () => {
  it('forgets a closed tab’s person (session:journey:<tab>), and only that tab’s', async () => {
    registerTabCleanup(createTaskRunner('w1'));
    await saveJourney(4, person(1));
    await saveJourney(5, person(2));
    expect(await fakeBrowser.storage.session.get('journey:4')).toEqual({ 'journey:4': person(1) });

    await closeTab(4);
    await vi.waitFor(async () => expect(await getJourney(4)).toBeNull());
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ 'journey:5': person(2) });
    expect(await getJourney(5)).toEqual(person(2));
  });
});
