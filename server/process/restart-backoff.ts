/**
 * When the supervisor restarts a worker that died (docs/decisions/024). A crash after a healthy
 * run is restarted at once: one crash must not be an outage. A worker that dies again within a
 * minute of starting is in a crash loop (a bad deploy, a store that is down, memory exhausted at
 * once): it waits 1 s, then 2, 4, 8… up to 30 s between attempts, so the loop neither burns the
 * CPU the other workers need nor floods the log. A minute up ends the streak.
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

export function planRestart(previousStreak: number, uptimeMs: number): RestartPlan {
  const streak = uptimeMs >= HEALTHY_UPTIME_MS ? 1 : previousStreak + 1;
  const delayMs = streak <= 1 ? 0 : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (streak - 2));
  return { streak, delayMs };
}
