/** Where the library's page script leaves `startFiller` in a frame, so a second fill of the same page does not load it again. */
export const START_FILLER_KEY = '__understudyStartFiller';
