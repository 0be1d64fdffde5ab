import { browser } from '#imports';
import { loadProfiles } from '../storage/rules-store';
import { FILL_ON_LOAD_SCRIPT_ID, fillOnLoadPatterns, releasedOrigins, scriptChange } from '../rules/fill-on-load-sites';

/** The built script (entrypoints/fill-on-load.ts, an unlisted script). */
const SCRIPT_FILE = '/fill-on-load.js';

let syncing: Promise<void> = Promise.resolve();

/**
 * Registers the fill-on-load script for the sites of the profiles that ask
 * for it and whose access the browser granted, and nowhere else: updated, or
 * unregistered when none is left. A site the script ran on that no profile
 * fills on load any more (turned off, deleted, its site changed) has its
 * access given back (releasedOrigins). Syncs run one after another, so a
 * burst of changes (a save that grants access) never registers the id twice.
 */
export function syncFillOnLoadScript(): Promise<void> {
  syncing = syncing.then(applyWanted, applyWanted);
  return syncing;
}

async function applyWanted(): Promise<void> {
  const needed = fillOnLoadPatterns(await loadProfiles());
  const wanted = await grantedPatterns(needed);
  const [registered] = await browser.scripting.getRegisteredContentScripts({ ids: [FILL_ON_LOAD_SCRIPT_ID] });
  const released = releasedOrigins(registered?.matches, needed, browser.runtime.getManifest().host_permissions);
  const change = scriptChange(registered?.matches, wanted);
  if (change.action === 'unregister')
    await browser.scripting.unregisterContentScripts({ ids: [FILL_ON_LOAD_SCRIPT_ID] });
  if (change.action === 'update')
    await browser.scripting.updateContentScripts([
      { id: FILL_ON_LOAD_SCRIPT_ID, matches: change.matches, js: [SCRIPT_FILE] },
    ]);
  if (change.action === 'register')
    await browser.scripting.registerContentScripts([
      {
        id: FILL_ON_LOAD_SCRIPT_ID,
        matches: change.matches,
        js: [SCRIPT_FILE],
        runAt: 'document_idle',
        // Top frames only: the fill it asks for reaches the page's frames itself.
        allFrames: false,
        persistAcrossSessions: true,
      },
    ]);
  // Last, so the script never runs on a site a moment after its access is gone.
  if (released.length) await browser.permissions.remove({ origins: released });
}

/** The patterns the extension holds access to now: a profile whose access was withdrawn is left out. */
async function grantedPatterns(patterns: string[]): Promise<string[]> {
  const held = await Promise.all(patterns.map((origin) => browser.permissions.contains({ origins: [origin] })));
  return patterns.filter((_, i) => held[i]);
}
