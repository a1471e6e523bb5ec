/**
 * The in-process store, for unit tests only (the server runs on SQLite or Redis): two LRU caches
 * bounded by bytes, one per tier, so a flood of anonymous entries evicts only anonymous ones.
 */
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { checkValueSize, entryBytes, protectedMaxBytes, withDefaults, type StoreLimits } from './limits';
import type { RateLimitOptions, Store, Tier, TierUsage } from './types';

/** Small: a unit test never needs much, and a test of the budgets sets its own. */
const TEST_LIMITS: StoreLimits = {
  maxBytes: 64 * 1024 * 1024,
  anonymousMaxBytes: 16 * 1024 * 1024,
  maxValueBytes: 256 * 1024,
};

export function createMemoryStore(limits: Partial<StoreLimits> = {}): Store {
  const bounds = withDefaults({ ...TEST_LIMITS, ...limits });
  const tierCache = (maxSize: number) =>
    new LRUCache<string, string>({
      maxSize,
      sizeCalculation: (value, key) => entryBytes(key, value),
      ttlAutopurge: false,
    });
  const tiers: Record<Tier, LRUCache<string, string>> = {
    protected: tierCache(protectedMaxBytes(bounds)),
    anonymous: tierCache(bounds.anonymousMaxBytes),
  };
  const other = (tier: Tier) => tiers[tier === 'protected' ? 'anonymous' : 'protected'];
  const find = (key: string) => tiers.protected.get(key) ?? tiers.anonymous.get(key);
  // One limiter per name: every caller (and every bundled copy of the throttle module) counts together.
  const limiters = new Map<string, RateLimiterMemory>();
  const usageOf = (cache: LRUCache<string, string>): TierUsage => {
    cache.purgeStale();
    return { bytes: cache.calculatedSize, entries: cache.size };
  };

  return {
    kind: 'memory',
    async get(key) {
      return find(key) ?? null;
    },
    async getMany(keys) {
      return keys.map((key) => find(key) ?? null);
    },
    async set(key, value, ttlMs, options = {}) {
      checkValueSize(value, bounds);
      const tier = options.tier ?? 'protected';
      // A key changes tier when its session signs out (or in): it lives in one cache only.
      other(tier).delete(key);
      tiers[tier].set(key, value, { ttl: ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      checkValueSize(value, bounds);
      // Single-threaded: the check and the write cannot interleave with another request.
      if (find(key) !== undefined) return false;
      tiers.protected.set(key, value, { ttl: ttlMs });
      return true;
    },
    async deleteIfEquals(key, value) {
      if (find(key) !== value) return false;
      tiers.protected.delete(key);
      tiers.anonymous.delete(key);
      return true;
    },
    async delete(key) {
      tiers.protected.delete(key);
      tiers.anonymous.delete(key);
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
    async usage() {
      return { protected: usageOf(tiers.protected), anonymous: usageOf(tiers.anonymous) };
    },
    async sweep() {
      const before = tiers.protected.size + tiers.anonymous.size;
      tiers.protected.purgeStale();
      tiers.anonymous.purgeStale();
      return before - tiers.protected.size - tiers.anonymous.size;
    },
    async close() {
      tiers.protected.clear();
      tiers.anonymous.clear();
      limiters.clear();
    },
  };
}
