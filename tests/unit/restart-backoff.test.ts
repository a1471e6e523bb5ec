import { describe, expect, it } from 'vitest';
import {
  FIRST_BACKOFF_MS,
  HEALTHY_UPTIME_MS,
  MAX_BACKOFF_MS,
  planRestart,
} from '../../server/process/restart-backoff';

/** The delays of `deaths` quick deaths in a row, starting from a healthy run, another worker up. */
function loop(deaths: number, uptimeMs = 2_000): number[] {
  const delays: number[] = [];
  let streak = 0;
  for (let i = 0; i < deaths; i++) {
    const plan = planRestart(streak, uptimeMs, 1);
    streak = plan.streak;
    delays.push(plan.delayMs);
  }
  return delays;
}

/**
 * Two workers that die together, again and again, each new worker living `uptimeMs`: how long,
 * in each round, no worker is up or starting at once (the supervisor's order: one exit after the
 * other, restarts pending not counted as up).
 */
function bothDying(rounds: number, uptimeMs = 2_000): number[] {
  let streak = 0;
  const siteDown: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const first = planRestart(streak, uptimeMs, 1);
    const second = planRestart(first.streak, uptimeMs, 0);
    streak = second.streak;
    siteDown.push(Math.min(first.delayMs, second.delayMs));
  }
  return siteDown;
}

describe('planRestart (supervisor back-off)', () => {
  it('restarts a first crash at once: one crash is not an outage', () => {
    expect(planRestart(0, 500, 1)).toEqual({ streak: 1, delayMs: 0 });
  });

  it('a crash loop waits 1 s, then doubles, up to 30 s', () => {
    expect(loop(9)).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(FIRST_BACKOFF_MS).toBe(1_000);
    expect(MAX_BACKOFF_MS).toBe(30_000);
  });

  it('never waits longer than the cap, however long the streak', () => {
    expect(planRestart(1_000, 0, 1).delayMs).toBe(MAX_BACKOFF_MS);
  });

  it('a minute up ends the streak: the next death is restarted at once', () => {
    expect(planRestart(7, HEALTHY_UPTIME_MS, 1)).toEqual({ streak: 1, delayMs: 0 });
    expect(planRestart(7, HEALTHY_UPTIME_MS - 1, 1)).toEqual({ streak: 8, delayMs: MAX_BACKOFF_MS });
  });

  it('the last worker up is restarted at once, whatever the streak: never every worker in back-off', () => {
    expect(planRestart(7, 500, 0)).toEqual({ streak: 8, delayMs: 0 });
    // Issue 50: both workers crashing again and again left the site down 4, 8, 16, then 30 s.
    expect(bothDying(6)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
