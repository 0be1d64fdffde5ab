/** What running work is told: the signal aborts when the task must stop (its time limit, its tab closed); past `deadline` nothing may reach the page. */
export interface TaskLimit {
  signal: AbortSignal;
  deadline: number;
}
