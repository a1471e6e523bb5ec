/**
 * When the supervisor restarts a worker that died (docs/decisions/024, 071). A crash after a
 * healthy run is restarted at once: one crash must not be an outage. A worker that dies again
 * within a minute of starting is in a crash loop (a bad deploy, a store that is down, memory
 * exhausted at once): it waits 1 s, then 2, 4, 8… up to 30 s between attempts, so the loop
 * neither burns the CPU the other workers need nor floods the log. A minute up ends the streak.
 *
 * Never every worker in back-off at once: when the worker that died was the last one up, it is
 * restarted at once whatever the streak, so repeated crashes cost the site the time a worker
 * takes to start, not the back-off's 30 s.
 */
export const FIRST_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;
/** A worker up this long had a healthy run: its death starts a new streak. */
export const HEALTHY_UPTIME_MS = 60_000;

export interface RestartPlan {
  /** Deaths in a row, each within HEALTHY_UPTIME_MS of its start (1 after a healthy run). */
  streak: number;
  delayMs: number;
}

/** `othersUp`: the workers still running besides the one that died (restarts pending not counted). */
export function planRestart(previousStreak: number, uptimeMs: number, othersUp: number): RestartPlan {
  const streak = uptimeMs >= HEALTHY_UPTIME_MS ? 1 : previousStreak + 1;
  if (othersUp === 0) return { streak, delayMs: 0 };
  const delayMs = streak <= 1 ? 0 : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (streak - 2));
  return { streak, delayMs };
}
