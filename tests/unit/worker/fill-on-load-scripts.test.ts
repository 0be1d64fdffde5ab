import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveProfile } from '@/utils/storage/rules-store';
import { syncFillOnLoadScript } from '@/utils/worker/fill-on-load-scripts';
import type { Profile } from '@/utils/rules/rule-schema';

interface Script {
  id: string;
  matches?: string[];
  js?: string[];
}

/** The browser's registered scripts and granted sites, in memory; each call of the scripting API counted. */
function fakeScripting(granted: string[]) {
  let scripts: Script[] = [];
  const calls: string[] = [];
  const held = new Set(granted);
  vi.spyOn(fakeBrowser.scripting, 'getRegisteredContentScripts').mockImplementation((async (filter?: {
    ids?: string[];
  }) => scripts.filter((script) => !filter?.ids || filter.ids.includes(script.id))) as never);
  vi.spyOn(fakeBrowser.scripting, 'registerContentScripts').mockImplementation((async (added: Script[]) => {
    calls.push('register');
    if (added.some((script) => scripts.some((other) => other.id === script.id))) throw new Error('Duplicate script ID');
    scripts = [...scripts, ...added];
  }) as never);
  vi.spyOn(fakeBrowser.scripting, 'updateContentScripts').mockImplementation((async (changed: Script[]) => {
    calls.push('update');
    scripts = scripts.map((script) => ({ ...script, ...changed.find((other) => other.id === script.id) }));
  }) as never);
  vi.spyOn(fakeBrowser.scripting, 'unregisterContentScripts').mockImplementation((async (filter: { ids: string[] }) => {
    calls.push('unregister');
    scripts = scripts.filter((script) => !filter.ids.includes(script.id));
  }) as never);
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation((async ({ origins = [] }) =>
    origins.every((origin: string) => held.has(origin))) as never);
  return {
    calls,
    matches: () => scripts.flatMap((script) => script.matches ?? []),
    files: () => scripts.flatMap((script) => script.js ?? []),
    withdraw: (origin: string) => held.delete(origin),
  };
}

const dev: Profile = { id: 'dev', host: 'localhost:3000', fillOnLoad: {} };
const SITE = ['http://localhost/*', 'https://localhost/*'];

beforeEach(() => {
  fakeBrowser.reset();
});

describe('syncFillOnLoadScript', () => {
  it('registers the script for a profile that fills on load, on the sites granted', async () => {
    const browser = fakeScripting(SITE);
    await saveProfile(dev);
    await syncFillOnLoadScript();
    expect(browser.matches()).toEqual(SITE);
    expect(browser.files()).toEqual(['/fill-on-load.js']);
  });

  it('leaves out a site whose access is not granted, and unregisters when none is left', async () => {
    const browser = fakeScripting(SITE);
    await saveProfile(dev);
    await syncFillOnLoadScript();
    browser.withdraw('https://localhost/*');
    await syncFillOnLoadScript();
    expect(browser.matches()).toEqual(['http://localhost/*']);
    browser.withdraw('http://localhost/*');
    await syncFillOnLoadScript();
    expect(browser.matches()).toEqual([]);
    expect(browser.calls).toEqual(['register', 'update', 'unregister']);
  });

  it('unregisters when the setting is turned off, and does nothing more while nothing changes', async () => {
    const browser = fakeScripting(SITE);
    await saveProfile(dev);
    await syncFillOnLoadScript();
    await saveProfile({ ...dev, fillOnLoad: undefined });
    await syncFillOnLoadScript();
    await syncFillOnLoadScript();
    expect(browser.matches()).toEqual([]);
    expect(browser.calls).toEqual(['register', 'unregister']);
  });

  it('registers once when changes come in a burst', async () => {
    const browser = fakeScripting(SITE);
    await saveProfile(dev);
    await Promise.all([syncFillOnLoadScript(), syncFillOnLoadScript(), syncFillOnLoadScript()]);
    expect(browser.calls).toEqual(['register']);
  });

  it('goes on after a sync that failed', async () => {
    const browser = fakeScripting(SITE);
    await saveProfile(dev);
    vi.mocked(fakeBrowser.scripting.registerContentScripts).mockRejectedValueOnce(new Error('busy'));
    await expect(syncFillOnLoadScript()).rejects.toThrow('busy');
    await syncFillOnLoadScript();
    expect(browser.matches()).toEqual(SITE);
  });
});
