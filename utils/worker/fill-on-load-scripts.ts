import { browser } from '#imports';
import { loadProfiles } from '../storage/rules-store';
import { FILL_ON_LOAD_SCRIPT_ID, fillOnLoadPatterns, scriptChange } from '../rules/fill-on-load-sites';

/** The built script (entrypoints/fill-on-load.ts, an unlisted script). */
const SCRIPT_FILE = '/fill-on-load.js';

let syncing: Promise<void> = Promise.resolve();

/**
 * Registers the fill-on-load script for the sites of the profiles that ask
 * for it and whose access the browser granted, and nowhere else: updated, or
 * unregistered when none is left. Syncs run one after another, so a burst of
 * changes (a save that grants access) never registers the id twice.
 */
export function syncFillOnLoadScript(): Promise<void> {
  syncing = syncing.then(applyWanted, applyWanted);
  return syncing;
}

async function applyWanted(): Promise<void> {
  const wanted = await grantedPatterns(fillOnLoadPatterns(await loadProfiles()));
  const [registered] = await browser.scripting.getRegisteredContentScripts({ ids: [FILL_ON_LOAD_SCRIPT_ID] });
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
}

/** The patterns the extension holds access to now: a profile whose access was withdrawn is left out. */
async function grantedPatterns(patterns: string[]): Promise<string[]> {
  const held = await Promise.all(patterns.map((origin) => browser.permissions.contains({ origins: [origin] })));
  return patterns.filter((_, i) => held[i]);
}
