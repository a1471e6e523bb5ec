/**
 * The server-side cache of public upstream answers (docs/decisions/014): content entries, the
 * course catalogue and the vacation campaign — every GET made without a user's credential.
 * Stale-while-revalidate with cachified over an in-process LRU. Per-user answers (with a bearer)
 * are never cached here (server/cache/user-cache.ts keeps them apart).
 */
import { cachified, totalTtl, type Cache, type CacheEntry } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';
import { UpstreamError } from '../upstream/errors';

/** Fresh for 30 s: the longest a content change, or maintenance, can go unseen. */
export const PUBLIC_TTL_MS = 30_000;
/** After that, served while a refresh runs in the background, for up to 5 minutes. */
export const PUBLIC_SWR_MS = 5 * 60_000;

interface PublicCacheState {
  lru: LRUCache<string, CacheEntry>;
  partition: () => string;
  /** Stale-while-revalidate refreshes still running after the request that started them. */
  refreshing: Set<Promise<unknown>>;
}

const state: PublicCacheState = {
  lru: new LRUCache<string, CacheEntry>({ max: 2_000 }),
  partition: () => '',
  refreshing: new Set(),
};
const lru = state.lru;
const refreshing = state.refreshing;

const cache: Cache = {
  name: 'public-upstream',
  get: (key) => lru.get(key),
  set: (key, entry) => {
    const ttl = totalTtl(entry.metadata);
    return lru.set(key, entry, { ttl: ttl === Infinity ? undefined : ttl });
  },
  delete: (key) => lru.delete(key),
};

/**
 * Splits the cache by something the request carries that changes upstream answers without
 * changing the URL. The server entry sets it in mock mode (each simulated scenario is its own
 * upstream); in production there is one partition.
 */
export function setCachePartition(current: () => string): void {
  state.partition = current;
}

/** The partition of the request being served ('' outside mock mode). */
export const cachePartition = (): string => state.partition();

export function cachedPublic<T>(key: string, getFresh: () => Promise<T>): Promise<T> {
  const fullKey = `${state.partition()}|${key}`;
  return cachified({
    key: fullKey,
    cache,
    ttl: PUBLIC_TTL_MS,
    staleWhileRevalidate: PUBLIC_SWR_MS,
    waitUntil(refresh) {
      refreshing.add(refresh);
      const done = () => refreshing.delete(refresh);
      refresh.then(done, done);
    },
    async getFreshValue() {
      try {
        return await getFresh();
      } catch (error) {
        // Maintenance must show: a refresh that finds it drops the stale copy, so the very next
        // request misses and gets the maintenance screen (other failures keep serving stale).
        if (error instanceof UpstreamError && error.kind === 'unavailable') lru.delete(fullKey);
        throw error;
      }
    },
  });
}

/**
 * Resolves once no background refresh is running. A refresh started by one test must not write
 * its answer into the next test's empty cache (tests/setup.ts awaits this before clearing).
 */
export async function publicRefreshesSettled(): Promise<void> {
  while (refreshing.size > 0) await Promise.allSettled([...refreshing]);
}

/** Empties the cache (tests re-seed the simulated upstream between cases). */
export function clearPublicCache(): void {
  lru.clear();
}
