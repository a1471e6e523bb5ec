/** The embedded store: in-process, bounded (LRU + TTL), for one instance, `npm start` and the tests. */
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RateLimitOptions, Store } from './types';

/**
 * Tens of thousands of live sessions (~1.5 KB each) within the server's 256 MB heap
 * (`npm run serve`); the least recently used entry goes first. More visitors than that: Redis.
 */
const MAX_ENTRIES = 50_000;

export function createMemoryStore(maxEntries = MAX_ENTRIES): Store {
  const cache = new LRUCache<string, string>({ max: maxEntries, ttlAutopurge: false });
  // One limiter per name: every caller (and every bundled copy of the throttle module) counts together.
  const limiters = new Map<string, RateLimiterMemory>();
  return {
    kind: 'memory',
    async get(key) {
      return cache.get(key) ?? null;
    },
    async set(key, value, ttlMs) {
      cache.set(key, value, { ttl: ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      // Single-threaded: the check and the write cannot interleave with another request.
      if (cache.has(key)) return false;
      cache.set(key, value, { ttl: ttlMs });
      return true;
    },
    async deleteIfEquals(key, value) {
      if (cache.get(key) !== value) return false;
      cache.delete(key);
      return true;
    },
    async delete(key) {
      cache.delete(key);
    },
    rateLimiter(options: RateLimitOptions) {
      const existing = limiters.get(options.keyPrefix);
      if (existing) return existing;
      // Each key is dropped by a timer when its window ends, so memory is bounded by the window.
      const limiter = new RateLimiterMemory({
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.durationSec,
        blockDuration: options.blockDurationSec ?? options.durationSec,
      });
      limiters.set(options.keyPrefix, limiter);
      return limiter;
    },
    async close() {
      cache.clear();
      limiters.clear();
    },
  };
}
