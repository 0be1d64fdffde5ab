import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './extension-test';

/** Where filler.js leaves its PageFiller in the extension's isolated world (PAGE_FILLER_KEY). */
const FILLER = 'globalThis.__understudyPageFiller';

/**
 * Runs `act` (opening the popup, which has the page described for its fill), then
 * waits until that description is made: a filler newer than any from before `act`
 * sits in the page's isolated world, where filler.js leaves it once its collect is done.
 */
export async function describedBy<T>(context: BrowserContext, page: Page, act: () => Promise<T>): Promise<T> {
  const cdp = await context.newCDPSession(page);
  const worlds = new Set<number>();
  cdp.on('Runtime.executionContextCreated', ({ context: world }) => {
    if ((world.auxData as { type?: string } | undefined)?.type === 'isolated') worlds.add(world.id);
  });
  cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => worlds.delete(executionContextId));
  await cdp.send('Runtime.enable');
  const inWorlds = async (expression: string) => {
    const answers: unknown[] = [];
    for (const contextId of worlds)
      answers.push(
        await cdp
          .send('Runtime.evaluate', { expression, contextId, returnByValue: true })
          .then(({ result }) => result.value as unknown)
          .catch(() => undefined),
      );
    return answers;
  };
  await inWorlds(`${FILLER} && (${FILLER}.describedBeforeTheTest = true)`);
  const result = await act();
  await expect
    .poll(async () => (await inWorlds(`!!${FILLER} && !${FILLER}.describedBeforeTheTest`)).includes(true), {
      message: 'the page was not described for the popup',
    })
    .toBe(true);
  await cdp.detach();
  return result;
}
