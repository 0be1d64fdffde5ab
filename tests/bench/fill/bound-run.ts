/**
 * Keeps a benchmark from hanging: past `budgetMs` it says it gave up, closes
 * what `closeAll` closes and exits with 3; on Ctrl-C or SIGTERM it closes
 * them too and exits with 130. Returns what lifts both once the run ends.
 * @example const release = boundRun(600_000, closeAll); try { … } finally { release(); await closeAll(); }
 */
export function boundRun(budgetMs: number, closeAll: () => Promise<void>): () => void {
  const watchdog = setTimeout(() => {
    console.error(`gave up after ${Math.round(budgetMs / 1000)} s`);
    void closeAll().finally(() => process.exit(3));
  }, budgetMs);
  watchdog.unref();
  const onSignal = () => void closeAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    clearTimeout(watchdog);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
