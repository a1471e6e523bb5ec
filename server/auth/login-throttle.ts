/**
 * Password-guessing limits for sign-in (docs/decisions/023, which supersedes the throttle part of
 * 012). Two kinds of limit, used differently:
 *
 * - The account's own limits (per account and client, per account across clients) are checked
 *   BEFORE the password: once one is reached, that account is refused from that client (or from
 *   everywhere) until the window ends, whatever the password.
 * - The per-client limit is checked only AFTER a wrong password: a client over it gets the
 *   throttled message and a slower answer for its failed guesses, but a right password of an
 *   account that is not itself locked still signs in. A school or office behind one address (or
 *   every visitor, behind a load balancer with TRUST_PROXY=0) is never locked out by one pupil
 *   or one stranger guessing.
 */
import { hit, hitCount, isOverLimit, LIMITS, resetLimit } from '../throttle';
import { logger } from '../log/logger';

/** How long a failed guess from a client over its limit waits before its answer. */
export const SLOW_FAILURE_MS = 2_000;

const account = (email: string) => email.trim().toLowerCase().slice(0, 200);
const pair = (email: string, client: string) => `${account(email)}|${client}`;

/**
 * True when the account may not be tried from this client now: its failures from this client,
 * or from all clients together, reached their limit. The client's own limit is not looked at.
 */
export async function isAccountLocked(email: string, client: string): Promise<boolean> {
  const checks = await Promise.all([
    isOverLimit('loginFailuresByAccountAndClient', pair(email, client)),
    account(email) ? isOverLimit('loginFailuresByAccount', account(email)) : false,
  ]);
  return checks.some(Boolean);
}

export interface FailureOutcome {
  /** This client has used up its failures (any account): answer the throttled message, slowly. */
  clientOverLimit: boolean;
}

/**
 * Counts a wrong password in every limit. The account's own limits take effect on the next try
 * (isAccountLocked), so the failure that uses one up still reads 'incorrectos'.
 */
export async function recordLoginFailure(email: string, client: string): Promise<FailureOutcome> {
  const [clientFailures] = await Promise.all([
    hitCount('loginFailuresByClient', client),
    hit('loginFailuresByAccountAndClient', pair(email, client)),
    account(email) ? hit('loginFailuresByAccount', account(email)) : true,
  ]);
  const limit = LIMITS.loginFailuresByClient.points;
  // One line when a client passes its limit (not one per failure): an operator sees a school
  // mistyping, or a stranger guessing, without a flood of lines during an attack.
  if (clientFailures === limit + 1) logger.warn(`[login] client ${client} passed its sign-in failure limit`);
  return { clientOverLimit: clientFailures > limit };
}

/**
 * A failed guess from a client over its limit waits before its answer, so a script guessing from
 * one address runs slower. Right passwords never wait.
 */
export async function slowDownFailure(outcome: FailureOutcome, delayMs = SLOW_FAILURE_MS): Promise<void> {
  if (outcome.clientOverLimit) await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/** A successful sign-in clears this client's consecutive failures for the account. */
export async function recordLoginSuccess(email: string, client: string): Promise<void> {
  await resetLimit('loginFailuresByAccountAndClient', pair(email, client));
}
