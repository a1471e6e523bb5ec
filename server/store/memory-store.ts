/** The in-process store, for unit tests only: one byte-bounded cache per tier. */
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { protectedTierFull } from './errors';
import { checkValueSize, entryBytes, protectedMaxBytes, withDefaults, type StoreLimits } from './limits';
import type { RateLimitOptions, Store, Tier, TierUsage } from './types';

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
  const protectedBudget = protectedMaxBytes(bounds);
  function admitProtected(key: string, value: string): void {
    const cache = tiers.protected;
    const previous = cache.peek(key);
    const others = () => cache.calculatedSize - (previous === undefined ? 0 : entryBytes(key, previous));
    if (others() + entryBytes(key, value) <= protectedBudget) return;
    cache.purgeStale();
    if (others() + entryBytes(key, value) > protectedBudget) throw protectedTierFull(`memory, ${key}`);
  }
  function write(key: string, value: string, ttlMs: number, tier: Tier): void {
    if (tier === 'protected') admitProtected(key, value);
    // A key changes tier when its session signs out (or in): it lives in one cache only.
    other(tier).delete(key);
    tiers[tier].set(key, value, { ttl: ttlMs });
  }
  // One limiter per name: every bundled copy of the throttle module counts together.
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
      write(key, value, ttlMs, options.tier ?? 'protected');
    },
    async setIfAbsent(key, value, ttlMs, options = {}) {
      checkValueSize(value, bounds);
      if (find(key) !== undefined) return false;
      write(key, value, ttlMs, options.tier ?? 'protected');
      return true;
    },
    async renewIfEquals(key, value, ttlMs) {
      for (const cache of [tiers.protected, tiers.anonymous]) {
        if (cache.get(key) !== value) continue;
        cache.set(key, value, { ttl: ttlMs });
        return true;
      }
      return false;
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
