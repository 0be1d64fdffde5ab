import { storage } from '@wxt-dev/storage';
import type { Journey } from '../fill/journey';

/*
 * Each tab's journey (fill/journey.ts) lives in storage.session, as its task
 * does: it outlives the service worker, never the browser, and it is
 * dropped with its tab (forgetJourney), so a person never outlives a tab.
 */

type JourneyKey = `session:journey:${number}`;
const journeyKey = (tabId: number): JourneyKey => `session:journey:${tabId}`;

export function getJourney(tabId: number): Promise<Journey | null> {
  return storage.getItem<Journey>(journeyKey(tabId));
}

export function saveJourney(tabId: number, journey: Journey): Promise<void> {
  return storage.setItem(journeyKey(tabId), journey);
}

/** "New person", a closed tab: the next fill starts a new person. */
export function forgetJourney(tabId: number): Promise<void> {
  return storage.removeItem(journeyKey(tabId));
}

export function watchJourney(tabId: number, onChange: (journey: Journey | null) => void): () => void {
  return storage.watch<Journey>(journeyKey(tabId), (journey) => onChange(journey));
}
