/**
 * A short-lived, in-process copy of one signed-in user's own upstream answers, already parsed:
 * the parents' zone and the student dashboard read the same few lists on every page view.
 * - Keyed by the session's user id (and the mock scenario, like the public cache): never shared
 *   across users; one user's entry is only ever read by a request of that same user.
 * - Fresh for USER_TTL_MS at most: what others change (a teacher's progress, a new certificate)
 *   shows within that time.
 * - The user's own mutations make it stale at once, in every worker: any tRPC mutation of a
 *   signed-in user bumps that user's version in the shared store (forgetUserData), and an entry
 *   is used only while the version it was filled under is still the store's.
 * - Concurrent misses of one key share one upstream call; a failed call is not kept.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { logger } from '../log/logger';
import { getStore } from '../store';
import { cachePartition } from './public-cache';

/** The longest another party's change can go unseen by a signed-in page. */
export const USER_TTL_MS = 10_000;
/** Versions outlive every entry filled under them (an expired version reads as a new one). */
const VERSION_TTL_MS = 3 * USER_TTL_MS;
const NO_VERSION = '-';

interface Entry<T> {
  version: string;
  value: Promise<T>;
}

export interface UserCache<T> {
  /** The user's answer for `key` (e.g. a child id), from the cache or from `getFresh`. */
  get(userId: number, key: string, getFresh: () => Promise<T>): Promise<T>;
  clear(): void;
}

const caches: Array<UserCache<unknown>> = [];

/** Where the store keeps a user's data version. */
export const userVersionKey = (userId: number) => `user-data:${userId}`;

async function storedVersion(userId: number): Promise<string | null> {
  try {
    return (await getStore().get(userVersionKey(userId))) ?? NO_VERSION;
  } catch {
    // The store unavailable: no version to trust, so no cached answer either (the session read
    // that precedes every signed-in page reports the outage itself).
    return null;
  }
}

export interface UserCacheOptions {
  /** Bounds its memory whatever the traffic. */
  maxEntries?: number;
}

/** One cache per kind of answer. */
export function createUserCache<T>({ maxEntries = 5_000 }: UserCacheOptions = {}): UserCache<T> {
  const lru = new LRUCache<string, Entry<T>>({ max: maxEntries, ttl: USER_TTL_MS });
  const cache: UserCache<T> = {
    async get(userId, key, getFresh) {
      const version = await storedVersion(userId);
      if (version === null) return getFresh();
      const fullKey = `${cachePartition()}|${userId}|${key}`;
      const kept = lru.get(fullKey);
      if (kept && kept.version === version) return kept.value;
      const value = getFresh();
      lru.set(fullKey, { version, value });
      // A failure is the answer of this request only: the next one asks again.
      value.catch(() => {
        if (lru.get(fullKey)?.value === value) lru.delete(fullKey);
      });
      return value;
    },
    clear: () => lru.clear(),
  };
  caches.push(cache);
  return cache;
}

/**
 * The user changed something upstream (a purchase, a child added, a schedule changed): every
 * worker's copies of their answers are stale from now on.
 */
export async function forgetUserData(userId: number): Promise<void> {
  try {
    await getStore().set(userVersionKey(userId), randomUUID(), VERSION_TTL_MS);
  } catch (error) {
    // Not worth failing the user's mutation for: the copies expire within USER_TTL_MS anyway.
    logger.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      '[user-cache] could not mark a user’s data as changed',
    );
  }
}

/** Empties every user cache (tests re-seed the simulated upstream between cases). */
export function clearUserCaches(): void {
  for (const cache of caches) cache.clear();
}
