/** The libraries the widget benchmark's mixed page takes in turn: those the engine fills today. */
export const LIBRARIES = ['react-select', 'mui', 'react-aria', 'headless-ui'] as const;
export type Library = (typeof LIBRARIES)[number];

/** Page shapes: every widget react-select, or the libraries in turn. */
export const SHAPES = ['react-select', 'mix'] as const;
export type Shape = (typeof SHAPES)[number];

/** The page function (Playwright's exposeBinding) each widget's change handler calls with its pick's time. */
export const BENCH_PICK = '__understudyBenchPick';
