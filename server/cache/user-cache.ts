/**
 * A short-lived copy of one user's parsed upstream answers. The user's mutations bump a version in
 * the shared store, so every worker drops stale entries at once.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { logger } from '../log/logger';
import { getStore } from '../store';
import { cachePartition } from './public-cache';

/** The longest another party's change can go unseen by a signed-in page. */
export const USER_TTL_MS = 10_000;
/** An expired version reads as a new one. */
const VERSION_TTL_MS = 3 * USER_TTL_MS;
const NO_VERSION = '-';

interface Entry<T> {
  version: string;
  value: Promise<T>;
}

export interface UserCache<T> {
  get(userId: number, key: string, getFresh: () => Promise<T>): Promise<T>;
  /**
   * Asks afresh and keeps the answer for the next `get`: a live part watching what another party
   * changes (issue 77) must not read its own copy, and the page it then renders must not either.
   */
  renew(userId: number, key: string, getFresh: () => Promise<T>): Promise<T>;
  /**
   * `get`, unless the kept answer shows something another party may have changed since (a pending
   * state, issue 77): then `renew`. A page with nothing pending keeps its cached view; one with a
   * pending state reads it afresh, so its 'Actualizar' shows the change.
   */
  getUnlessPending(
    userId: number,
    key: string,
    getFresh: () => Promise<T>,
    pending: (kept: T) => boolean,
  ): Promise<T>;
  clear(): void;
}

const caches: Array<UserCache<unknown>> = [];

export const userVersionKey = (userId: number) => `user-data:${userId}`;

async function storedVersion(userId: number): Promise<string | null> {
  try {
    return (await getStore().get(userVersionKey(userId))) ?? NO_VERSION;
  } catch {
    // The store unavailable: no version to trust, so no cached answer either.
    return null;
  }
}

export interface UserCacheOptions {
  maxEntries?: number;
}

export function createUserCache<T>({ maxEntries = 5_000 }: UserCacheOptions = {}): UserCache<T> {
  const lru = new LRUCache<string, Entry<T>>({ max: maxEntries, ttl: USER_TTL_MS });
  const cache: UserCache<T> = {
    get: (userId, key, getFresh) => read(userId, key, getFresh, () => true),
    renew: (userId, key, getFresh) => read(userId, key, getFresh, () => false),
    getUnlessPending: (userId, key, getFresh, pending) =>
      read(userId, key, getFresh, async (kept) => !pending(await kept)),
    clear: () => lru.clear(),
  };
  async function read(
    userId: number,
    key: string,
    getFresh: () => Promise<T>,
    useKept: (kept: Promise<T>) => boolean | Promise<boolean>,
  ) {
    const version = await storedVersion(userId);
    if (version === null) return getFresh();
    const fullKey = `${cachePartition()}|${userId}|${key}`;
    const kept = lru.get(fullKey);
    if (kept && kept.version === version && (await useKept(kept.value))) return kept.value;
    const value = getFresh();
    lru.set(fullKey, { version, value });
    // A failure is the answer of this request only: the next one asks again.
    value.catch(() => {
      if (lru.get(fullKey)?.value === value) lru.delete(fullKey);
    });
    return value;
  }
  caches.push(cache);
  return cache;
}

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

export function clearUserCaches(): void {
  for (const cache of caches) cache.clear();
}
