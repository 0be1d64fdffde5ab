import { browser } from '#imports';
import { queueAnnouncement } from '../storage/announcement-store';

/** On first install, queue the welcome and open the options page to show it (unless announcements are off). */
export function registerInstallHandler(): void {
  browser.runtime.onInstalled.addListener(async ({ reason }) => {
    const event =
      reason === 'install'
        ? ({ reason: 'install' } as const)
        : reason === 'update'
          ? ({ reason: 'update', version: browser.runtime.getManifest().version } as const)
          : ({ reason: 'other' } as const);
    const announcement = await queueAnnouncement(event);
    // An update's news waits for the popup's "What's new" link; only a first install opens a tab.
    if (announcement && event.reason === 'install') await browser.runtime.openOptionsPage();
  });
}
