/** The libraries the widget benchmark's mixed page takes in turn: those the engine fills today. */
export const LIBRARIES = ['react-select', 'mui', 'react-aria', 'headless-ui'] as const;
export type Library = (typeof LIBRARIES)[number];

/** Page shapes: every widget react-select, or the libraries in turn. */
export const SHAPES = ['react-select', 'mix'] as const;
export type Shape = (typeof SHAPES)[number];

/** The fields each widget stands for, in turn; the persona's city is none of the City field's options. */
export const FIELD_NAMES = ['Country', 'City', 'Favourite colour', 'Department'] as const;

/**
 * The field of widget `index`: they come in turn, one place further on each round of the libraries, so that each
 * library meets each field (the mix page's MUI widgets are not all City, whose options never hold the persona's).
 * @example FIELD_NAMES[fieldAt(5)] // 'Favourite colour': widget 5 is the mix page's second MUI widget
 */
export function fieldAt(index: number): number {
  return (index + Math.floor(index / LIBRARIES.length)) % FIELD_NAMES.length;
}

/** The page function (Playwright's exposeBinding) each widget's change handler calls with its pick's time. */
export const BENCH_PICK = '__understudyBenchPick';
