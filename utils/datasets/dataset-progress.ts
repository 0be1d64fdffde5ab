/** How far a dataset run is, as the progress bar and the terminal show it. */
export interface DatasetProgress {
  rowsDone: number;
  rows: number;
  /** 0 to 100, whole. */
  percent: number;
  rowsPerSecond: number;
  /** Undefined until the rate is known. */
  secondsLeft?: number;
}

/**
 * @example datasetProgress(250_000, 1_000_000, 5_000) // { percent: 25, rowsPerSecond: 50000, secondsLeft: 15, ... }
 */
export function datasetProgress(rowsDone: number, rows: number, elapsedMs: number): DatasetProgress {
  const rowsPerSecond = elapsedMs > 0 ? Math.round((rowsDone * 1000) / elapsedMs) : 0;
  return {
    rowsDone,
    rows,
    percent: rows > 0 ? Math.floor((rowsDone * 100) / rows) : 100,
    rowsPerSecond,
    secondsLeft: rowsPerSecond > 0 ? Math.ceil((rows - rowsDone) / rowsPerSecond) : undefined,
  };
}

/** @example clockText(75) // '1:15' ; clockText(3725) // '1:02:05' */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [hours, minutes, secs] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const mmss = `${hours ? String(minutes).padStart(2, '0') : minutes}:${String(secs).padStart(2, '0')}`;
  return hours ? `${hours}:${mmss}` : mmss;
}
