/**
 * Named rate limits kept in the store (rate-limiter-flexible over memory or Redis), so the same
 * limits hold across instances. One place to read and tune every limit.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getStore, type Store } from './store';
import type { RateLimitOptions } from './store/types';

export const LIMITS = {
  /**
   * Failed sign-ins from one client, whatever the e-mail. Over it, the client's wrong guesses are
   * answered slowly with the throttled message; a right password still signs in (decision 023),
   * so a school or office behind one address is never locked out.
   */
  loginFailuresByClient: { points: 30, durationSec: 15 * 60 },
  /** Failed sign-ins for one account from one client: the usual "5 tries, then wait". */
  loginFailuresByAccountAndClient: { points: 5, durationSec: 10 * 60 },
  /**
   * Failed sign-ins for one account from all clients: only a distributed attack (many clients)
   * reaches it, so a single stranger can never lock the owner out.
   */
  loginFailuresByAccount: { points: 100, durationSec: 60 * 60, blockDurationSec: 15 * 60 },
  /** Contact requests per signed-in user (form and /api/trpc alike). */
  contact: { points: 8, durationSec: 10 * 60 },
  /**
   * Sign-up attempts that reach the API from one client (docs/decisions/019): room for a family
   * that mistypes, for a school registering a few families (and for the e2e suite rerun a few
   * times against one server), not for a script.
   */
  signUpsByClient: { points: 20, durationSec: 10 * 60 },
  /**
   * Complaints filed from one client (decision 023): anonymous writes upstream. The book must stay
   * available, so the limit is far above what a family or a school files; only a script meets it.
   */
  complaintsByClient: { points: 10, durationSec: 10 * 60 },
  /** Payment starts per user: each may create a purchase upstream. */
  paymentStart: { points: 20, durationSec: 10 * 60 },
  /** Invoices opened per user ('Pagar en línea'): each creates an invoice upstream; reusing one does not count. */
  invoiceStart: { points: 20, durationSec: 10 * 60 },
  /** 'Enviar a mi correo' per user: each sends an e-mail through the upstream. */
  invoiceEmail: { points: 5, durationSec: 10 * 60 },
  /**
   * Free trial classes booked from one client (decision 036): anonymous writes upstream. A family
   * books one or two; a school or a shared connection a few more; only a script meets it.
   */
  trialClassesByClient: { points: 10, durationSec: 60 * 60 },
  /**
   * Free trial classes booked from every client together (docs/decisions/071): a flood from
   * rotating addresses meets no per-client limit. Far above what a campaign brings in, far below
   * what a script sends; past it the form answers the same throttled message.
   */
  trialClassesOverall: { points: 300, durationSec: 10 * 60 },
  /**
   * Sign-ups that reach the API from every client together (docs/decisions/071): each one creates
   * an account and a signed-in session, which lives in the store's protected tier, so this bounds
   * how fast anonymous traffic can grow that tier whatever addresses it rotates through.
   */
  signUpsOverall: { points: 300, durationSec: 10 * 60 },
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

/** Counts one hit; false when the key is over its limit (the hit is refused). */
export async function hit(name: LimitName, key: string): Promise<boolean> {
  try {
    await limiter(name).consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** Counts one hit and returns how many the key has now in its window (over the limit included). */
export async function hitCount(name: LimitName, key: string): Promise<number> {
  try {
    return (await limiter(name).consume(key)).consumedPoints;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error.consumedPoints;
    throw error;
  }
}

/** True when the key has used up its limit, without counting a hit. */
export async function isOverLimit(name: LimitName, key: string): Promise<boolean> {
  const state = await limiter(name).get(key);
  return state !== null && state.consumedPoints >= LIMITS[name].points;
}

export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}
