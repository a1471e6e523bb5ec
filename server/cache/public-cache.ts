/** Public upstream answers (every GET without a user's credential), stale-while-revalidate (decision 014). */
import { cachified, totalTtl, type Cache, type CacheEntry } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';
import { UpstreamError } from '../upstream/errors';

/** The longest a content change, or maintenance, can go unseen. */
export const PUBLIC_TTL_MS = 30_000;
/** After that, served while a refresh runs in the background. */
export const PUBLIC_SWR_MS = 5 * 60_000;

interface PublicCacheState {
  lru: LRUCache<string, CacheEntry>;
  partition: () => string;
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

/** Splits the cache by what changes upstream answers without changing the URL (mock scenarios). */
export function setCachePartition(current: () => string): void {
  state.partition = current;
}

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
        // Maintenance must show: a refresh that finds it drops the stale copy.
        if (error instanceof UpstreamError && error.kind === 'unavailable') lru.delete(fullKey);
        throw error;
      }
    },
  });
}

/** A refresh started by one test must not write into the next test's empty cache. */
export async function publicRefreshesSettled(): Promise<void> {
  while (refreshing.size > 0) await Promise.allSettled([...refreshing]);
}

export function clearPublicCache(): void {
  lru.clear();
}
