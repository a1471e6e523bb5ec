/**
 * A worker in a crash loop waits an exponential back-off; the last worker up always restarts at
 * once, so crashes never take the whole site down.
 */
export const FIRST_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;
export const HEALTHY_UPTIME_MS = 60_000;

export interface RestartPlan {
  /** 1 after a healthy run. */
  streak: number;
  delayMs: number;
}

/** Restarts pending not counted in `othersUp`. */
export function planRestart(previousStreak: number, uptimeMs: number, othersUp: number): RestartPlan {
  const streak = uptimeMs >= HEALTHY_UPTIME_MS ? 1 : previousStreak + 1;
  if (othersUp === 0) return { streak, delayMs: 0 };
  const delayMs = streak <= 1 ? 0 : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (streak - 2));
  return { streak, delayMs };
}
