/**
 * What the fill-on-load script (entrypoints/fill-on-load.ts) asks the worker:
 * fill this tab's page now. `later`: the document showed forms before (filled
 * or skipped), so this is a form that appeared after load. Plain data only;
 * the worker decides everything else from the sender and the user's profile.
 */
export interface FillOnLoadMessage {
  understudy: 'fillOnLoad';
  later: boolean;
}

export function fillOnLoadMessage(later: boolean): FillOnLoadMessage {
  return { understudy: 'fillOnLoad', later };
}

/** Whether a runtime message is a fill-on-load request (any other message is some other listener's). */
export function isFillOnLoadMessage(message: unknown): message is FillOnLoadMessage {
  const candidate = message as Partial<FillOnLoadMessage> | null;
  return (
    typeof candidate === 'object' && candidate?.understudy === 'fillOnLoad' && typeof candidate.later === 'boolean'
  );
}
