import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { deleteProfile, saveProfile } from '@/utils/storage/rules-store';
import { syncFillOnLoadScript } from '@/utils/worker/fill-on-load-scripts';
import type { Profile } from '@/utils/rules/rule-schema';

interface Script {
  id: string;
  matches?: string[];
  js?: string[];
}

/** The browser's registered scripts and granted sites, in memory; each call of the scripting API counted. */
function fakeScripting(granted: string[], required: string[] = []) {
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
  vi.spyOn(fakeBrowser.permissions, 'remove').mockImplementation((async ({ origins = [] }) => {
    calls.push(`remove ${origins.join(' ')}`);
    origins.forEach((origin: string) => held.delete(origin));
    return true;
  }) as never);
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockImplementation(
    () => ({ manifest_version: 3, name: 'understudy', version: '0', host_permissions: required }) as never,
  );
  return {
    held: () => [...held].sort(),
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
    expect(browser.calls).toEqual(['register', 'unregister', 'remove http://localhost/* https://localhost/*']);
  });

  it('gives back the site’s access when the setting is turned off, the profile deleted or its site changed', async () => {
    const browser = fakeScripting([...SITE, 'http://shop.test/*', 'https://shop.test/*']);
    await saveProfile(dev);
    await syncFillOnLoadScript();
    await saveProfile({ ...dev, fillOnLoad: undefined });
    await syncFillOnLoadScript();
    expect(browser.held()).toEqual(['http://shop.test/*', 'https://shop.test/*']);

    await saveProfile({ id: 'shop', host: 'shop.test', fillOnLoad: {} });
    await syncFillOnLoadScript();
    await deleteProfile('shop');
    await syncFillOnLoadScript();
    expect(browser.held()).toEqual([]);
    expect(browser.calls.filter((call) => call.startsWith('remove'))).toEqual([
      'remove http://localhost/* https://localhost/*',
      'remove http://shop.test/* https://shop.test/*',
    ]);
  });

  it('gives back the old site when a profile’s site changes, and keeps a site another profile still fills on load', async () => {
    const browser = fakeScripting([...SITE, 'http://shop.test/*', 'https://shop.test/*']);
    await saveProfile(dev);
    await saveProfile({ id: 'dev-4000', host: 'localhost:4000', fillOnLoad: {} });
    await syncFillOnLoadScript();
    await saveProfile({ ...dev, host: 'shop.test' });
    await syncFillOnLoadScript();
    // localhost:4000 still asks for localhost's access.
    expect(browser.held()).toEqual([...SITE, 'http://shop.test/*', 'https://shop.test/*'].sort());
    await saveProfile({ id: 'dev-4000', host: 'localhost:4000', neverFill: true, fillOnLoad: {} });
    await syncFillOnLoadScript();
    expect(browser.held()).toEqual(['http://shop.test/*', 'https://shop.test/*']);
    expect(browser.matches()).toEqual(['http://shop.test/*', 'https://shop.test/*']);
  });

  it('never asks to remove a site the manifest itself holds (a test build’s)', async () => {
    const browser = fakeScripting(SITE, ['http://localhost/*']);
    await saveProfile(dev);
    await syncFillOnLoadScript();
    await deleteProfile(dev.id);
    await syncFillOnLoadScript();
    expect(browser.held()).toEqual(['http://localhost/*']);
    expect(browser.calls).toEqual(['register', 'unregister', 'remove https://localhost/*']);
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
