/**
 * A short-lived, in-process copy of one signed-in user's own upstream answers, already parsed
 * (docs/decisions/040): the parents' zone and the student dashboard read the same few lists on
 * every page view, and fetching and zod-parsing them again cost most of those pages' time.
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
import { requestScoped } from '../log/request-context';
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

/**
 * The versions this request has read, by user: a page reads several of its user's answers (the
 * parents' zone four), and one store read per request is enough to know whether they are still
 * the user's (docs/decisions/044). The user's own mutation in this request forgets it.
 */
const versionsOfThisRequest = () =>
  requestScoped('user-cache-versions', () => new Map<number, Promise<string | null>>());

function currentVersion(userId: number): Promise<string | null> {
  const versions = versionsOfThisRequest();
  if (!versions) return storedVersion(userId);
  let version = versions.get(userId);
  if (!version) {
    version = storedVersion(userId);
    versions.set(userId, version);
  }
  return version;
}

export interface UserCacheOptions {
  /** Bounds its memory whatever the traffic. */
  maxEntries?: number;
  /**
   * false for answers no mutation of the user can change (an organization's name and figures,
   * which only Kodea changes): the entry is then kept for USER_TTL_MS without asking the store
   * for the user's version, a store read per page saved (docs/decisions/054).
   */
  followsOwnChanges?: boolean;
}

/** One cache per kind of answer. */
export function createUserCache<T>({
  maxEntries = 5_000,
  followsOwnChanges = true,
}: UserCacheOptions = {}): UserCache<T> {
  const lru = new LRUCache<string, Entry<T>>({ max: maxEntries, ttl: USER_TTL_MS });
  const cache: UserCache<T> = {
    async get(userId, key, getFresh) {
      const version = followsOwnChanges ? await currentVersion(userId) : NO_VERSION;
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
  const versions = versionsOfThisRequest();
  try {
    await getStore().set(userVersionKey(userId), randomUUID(), VERSION_TTL_MS);
  } catch (error) {
    // Not worth failing the user's mutation for: the copies expire within USER_TTL_MS anyway.
    logger.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      '[user-cache] could not mark a user’s data as changed',
    );
  } finally {
    // After the write: a read this request made meanwhile may hold the old version.
    versions?.delete(userId);
  }
}

/** Empties every user cache (tests re-seed the simulated upstream between cases). */
export function clearUserCaches(): void {
  for (const cache of caches) cache.clear();
}
