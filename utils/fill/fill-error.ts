import { t } from '../i18n/messages';

/** A failure whose message is already meant for the user. */
export class FillError extends Error {}

/** What a fill says when the page gave no answer: it is still loading, or changed meanwhile. */
export const noAnswer = () => t('errorNoAnswer');
