/**
 * Sign-in limits (decision 023): the per-client limit counts only wrong passwords, so a school
 * behind one address is never locked out by one pupil guessing.
 */
import { hit, hitCount, isOverLimit, LIMITS, resetLimit } from '../throttle';
import { logger } from '../log/logger';

export const SLOW_FAILURE_MS = 2_000;

const account = (email: string) => email.trim().toLowerCase().slice(0, 200);
const pair = (email: string, client: string) => `${account(email)}|${client}`;

/** The client's own limit is not looked at here. */
export async function isAccountLocked(email: string, client: string): Promise<boolean> {
  const checks = await Promise.all([
    isOverLimit('loginFailuresByAccountAndClient', pair(email, client)),
    account(email) ? isOverLimit('loginFailuresByAccount', account(email)) : false,
  ]);
  return checks.some(Boolean);
}

export interface FailureOutcome {
  clientOverLimit: boolean;
}

/** The account's limits take effect on the next try, so the failure that uses one up reads 'incorrectos'. */
export async function recordLoginFailure(email: string, client: string): Promise<FailureOutcome> {
  const [clientFailures] = await Promise.all([
    hitCount('loginFailuresByClient', client),
    hit('loginFailuresByAccountAndClient', pair(email, client)),
    account(email) ? hit('loginFailuresByAccount', account(email)) : true,
  ]);
  const limit = LIMITS.loginFailuresByClient.points;
  // Logged once per client crossing, not per failure: no flood of lines during an attack.
  if (clientFailures === limit + 1) logger.warn(`[login] client ${client} passed its sign-in failure limit`);
  return { clientOverLimit: clientFailures > limit };
}

export async function slowDownFailure(outcome: FailureOutcome, delayMs = SLOW_FAILURE_MS): Promise<void> {
  if (outcome.clientOverLimit) await new Promise((resolve) => setTimeout(resolve, delayMs));
}

export async function recordLoginSuccess(email: string, client: string): Promise<void> {
  await resetLimit('loginFailuresByAccountAndClient', pair(email, client));
}
