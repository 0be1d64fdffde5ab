// Types of run-output.mjs, which npm test runs with plain Node before anything is built.
export type Counts = { passed: number; failed: number; skipped: number };
export type FailureNote = { title: string; reason: string };
export function plain(line: string): string;
export function countTests(counts: Counts, line: string): void;
export function failureReader(): { notes: FailureNote[]; read(line: string): void };
