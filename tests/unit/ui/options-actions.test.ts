import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createOptionsActions, type GrantedOrigin } from '@/utils/ui/options-actions';

/*
 * The granted-sites actions over the browser's permissions API. WXT's fake
 * browser has no permissions, so each test says what the browser answers.
 */

type Listener = () => void;
type Permissions = { origins?: string[]; permissions?: string[] };
// The browser's types end with callback overloads, which spyOn would pick: these are the promise forms.
const spyGetAll = () =>
  vi.spyOn(fakeBrowser.permissions, 'getAll') as unknown as MockInstance<() => Promise<Permissions>>;
const spyRemove = () =>
  vi.spyOn(fakeBrowser.permissions, 'remove') as unknown as MockInstance<
    (permissions: Permissions) => Promise<boolean>
  >;

function browserWith(origins: string[], hostPermissions?: string[]) {
  const listeners = { added: new Set<Listener>(), removed: new Set<Listener>() };
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({
    manifest_version: 3,
    name: 'Understudy',
    version: '0.1.0',
    ...(hostPermissions ? { host_permissions: hostPermissions } : {}),
  });
  const getAll = spyGetAll().mockImplementation(async () => ({ origins: [...origins], permissions: [] }));
  const remove = spyRemove().mockResolvedValue(true);
  for (const [event, set] of [
    [fakeBrowser.permissions.onAdded, listeners.added],
    [fakeBrowser.permissions.onRemoved, listeners.removed],
  ] as const) {
    vi.spyOn(event, 'addListener').mockImplementation((listener) => void set.add(listener as Listener));
    vi.spyOn(event, 'removeListener').mockImplementation((listener) => void set.delete(listener as Listener));
  }
  return {
    getAll,
    remove,
    listeners,
    set(next: string[]) {
      origins = next;
    },
  };
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('listGrantedOrigins', () => {
  it('lists what the browser holds, sorted, none required in a release build', async () => {
    browserWith(['https://pay.example/*', 'http://localhost/*']);
    expect(await createOptionsActions().listGrantedOrigins()).toEqual([
      { origin: 'http://localhost/*', required: false },
      { origin: 'https://pay.example/*', required: false },
    ]);
  });

  it('marks the origin a test build requires, so it is never offered for removal', async () => {
    browserWith(['http://127.0.0.1/*', 'http://localhost/*'], ['http://127.0.0.1/*']);
    expect(await createOptionsActions().listGrantedOrigins()).toEqual([
      { origin: 'http://127.0.0.1/*', required: true },
      { origin: 'http://localhost/*', required: false },
    ]);
  });

  it('is empty when the browser reports no origins at all', async () => {
    browserWith([]);
    spyGetAll().mockResolvedValue({ permissions: ['storage'] });
    expect(await createOptionsActions().listGrantedOrigins()).toEqual([]);
  });
});

describe('removeGrantedOrigin', () => {
  it('removes exactly that origin', async () => {
    const browser = browserWith(['http://localhost/*']);
    await createOptionsActions().removeGrantedOrigin('http://localhost/*');
    expect(browser.remove).toHaveBeenCalledExactlyOnceWith({ origins: ['http://localhost/*'] });
  });

  it('rejects, saying why, when the browser removes nothing', async () => {
    browserWith(['http://localhost/*']).remove.mockResolvedValue(false);
    await expect(createOptionsActions().removeGrantedOrigin('http://localhost/*')).rejects.toThrow(
      'the browser kept its access',
    );
  });

  it('passes on the browser’s own refusal', async () => {
    browserWith(['http://127.0.0.1/*']).remove.mockRejectedValue(new Error('You cannot remove required permissions.'));
    await expect(createOptionsActions().removeGrantedOrigin('http://127.0.0.1/*')).rejects.toThrow(
      'You cannot remove required permissions.',
    );
  });
});

describe('watchGrantedOrigins', () => {
  it('reads the list again when a permission is added or removed, and stops when asked', async () => {
    const browser = browserWith([]);
    const seen: GrantedOrigin[][] = [];
    const unwatch = createOptionsActions().watchGrantedOrigins((origins) => seen.push(origins));
    browser.set(['http://localhost/*']);
    browser.listeners.added.forEach((listener) => listener());
    await vi.waitFor(() => expect(seen).toEqual([[{ origin: 'http://localhost/*', required: false }]]));
    browser.set([]);
    browser.listeners.removed.forEach((listener) => listener());
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual([]);
    unwatch();
    expect(browser.listeners.added.size + browser.listeners.removed.size).toBe(0);
  });

  it('passes on only the newest read when events come in a burst', async () => {
    const browser = browserWith([]);
    const seen: GrantedOrigin[][] = [];
    createOptionsActions().watchGrantedOrigins((origins) => seen.push(origins));
    let release!: () => void;
    browser.getAll.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve({ origins: ['https://stale.example/*'] }))),
    );
    browser.listeners.removed.forEach((listener) => listener());
    browser.set(['https://fresh.example/*']);
    browser.listeners.added.forEach((listener) => listener());
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([[{ origin: 'https://fresh.example/*', required: false }]]);
  });
});
