/** A failure whose message is already meant for the user. */
export class FillError extends Error {}

/** What a fill says when the page gave no answer: it is still loading, or changed meanwhile. */
export const NO_ANSWER = 'The page did not answer. Reload it and try again.';
