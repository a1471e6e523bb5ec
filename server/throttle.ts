/**
 * Named rate limits kept in the store, so they hold across instances. The rules (decision 098,
 * docs/operations.md#throttles): a stranger must not be able to turn a limit against families.
 * - A client's own limit (`…ByClient`) may count every attempt, refusals included: it is that
 *   client's allowance.
 * - A limit the whole site shares (`…Overall`) counts only what was created (an account, a
 *   booking): a refusal that creates nothing never spends it.
 * - Failures of an account's password count against that account, per feature: the child's login
 *   has its own limit, so it can never lock the parent's sign-in.
 * - Where a limit guards a secret (a password, an invitation code), a try is taken before the API
 *   is asked and given back (`refund`) when it did not count, so tries sent at once cannot pass it.
 * - Each limit has its own message, naming it: a site-wide refusal never blames the connection.
 * Sessions per account are bounded apart, in session-index.ts.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getStore, type Store } from './store';
import type { RateLimitOptions } from './store/types';

export const LIMITS = {
  /** A right password still signs in, so a school behind one address is never locked out. */
  loginFailuresByClient: { points: 30, durationSec: 15 * 60 },
  loginFailuresByAccountAndClient: { points: 5, durationSec: 10 * 60 },
  /** Only a distributed attack reaches it, so a single stranger can never lock the owner out. */
  loginFailuresByAccount: { points: 100, durationSec: 60 * 60, blockDurationSec: 15 * 60 },
  /** Over it the answer stays the same and no e-mail goes: a stranger cannot flood a parent's inbox. */
  passwordResetsByAccount: { points: 3, durationSec: 60 * 60 },
  /** Room for a family's few tries and a school's several accounts, not for a script probing addresses. */
  passwordResetsByClient: { points: 10, durationSec: 15 * 60 },
  /** Wrong or stale links and new passwords the API refuses, per client. */
  passwordResetConfirmsByClient: { points: 20, durationSec: 15 * 60 },
  contact: { points: 8, durationSec: 10 * 60 },
  /** Visitors' questions from /contactanos: a family's few, not a script's. */
  contactByClient: { points: 10, durationSec: 10 * 60 },
  /** Room for a family that mistypes or a school registering a few, not for a script; refusals count. */
  signUpsByClient: { points: 20, durationSec: 10 * 60 },
  /** The book must stay available: far above what a family or school files. */
  complaintsByClient: { points: 10, durationSec: 10 * 60 },
  paymentStart: { points: 20, durationSec: 10 * 60 },
  /** Reusing an open invoice does not count. */
  invoiceStart: { points: 20, durationSec: 10 * 60 },
  invoiceEmail: { points: 5, durationSec: 10 * 60 },
  trialClassesByClient: { points: 10, durationSec: 60 * 60 },
  /** A flood from rotating addresses meets no per-client limit. A booking the API refused is given back. */
  trialClassesOverall: { points: 300, durationSec: 10 * 60 },
  /**
   * Each sign-up is a protected-tier session: bounds how fast anonymous traffic can grow that tier.
   * Only accounts created count (checked before, counted after): a taken e-mail spends nothing.
   */
  signUpsOverall: { points: 300, durationSec: 10 * 60 },
  /**
   * Wrong parent passwords on 'Ver credenciales' and a child's new password, per account: their
   * own limit, never the sign-in's, so a mistyped password here cannot lock the parent's sign-in.
   */
  childLoginFailuresByAccount: { points: 5, durationSec: 15 * 60 },
  /**
   * Invitation codes that do not exist, looked up per client: room for a family that mistypes one,
   * not for a script walking names and letters. A code that exists never counts.
   */
  referralMissesByClient: { points: 10, durationSec: 15 * 60 },
  /**
   * Procedure calls over /api/trpc per session (per client without one), each call of a batch
   * counted: a page's live parts ask about one a second at most (the wallet's QR every 2 s, seats
   * every 30 s), so two a second over ten leaves room for a few tabs, not for a script (issue 77).
   */
  browserCallsBySession: { points: 20, durationSec: 10 },
} satisfies Record<string, Omit<RateLimitOptions, 'keyPrefix'>>;

export type LimitName = keyof typeof LIMITS;

const limiters = new WeakMap<Store, Map<LimitName, RateLimiterAbstract>>();

function limiter(name: LimitName): RateLimiterAbstract {
  const store = getStore();
  let byName = limiters.get(store);
  if (!byName) limiters.set(store, (byName = new Map()));
  let found = byName.get(name);
  if (!found) byName.set(name, (found = store.rateLimiter({ keyPrefix: name, ...LIMITS[name] })));
  return found;
}

export async function hitCount(name: LimitName, key: string): Promise<number> {
  try {
    return (await limiter(name).consume(key)).consumedPoints;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error.consumedPoints;
    throw error;
  }
}

/** False when the key is over its limit (the hit is refused). */
export async function hit(name: LimitName, key: string): Promise<boolean> {
  return (await hitCount(name, key)) <= LIMITS[name].points;
}

/** Without counting a hit. */
export async function isOverLimit(name: LimitName, key: string): Promise<boolean> {
  const state = await limiter(name).get(key);
  return state !== null && state.consumedPoints >= LIMITS[name].points;
}

/** Gives back a hit whose attempt created nothing (a shared allowance, decision 098). */
export async function refund(name: LimitName, key: string): Promise<void> {
  await limiter(name).reward(key, 1);
}

export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}
