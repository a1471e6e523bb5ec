/** The shared store: Redis (REDIS_URL), so sessions, throttles and locks hold across app instances. */
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimitOptions, Store } from './types';

const PREFIX = 'kodea:';

// Compare-and-delete in one step: a lock is released only by the holder that set it.
const DELETE_IF_EQUALS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export function createRedisStore(url: string): Store {
  const redis = new Redis(url, {
    keyPrefix: PREFIX,
    // Fail a request fast instead of queueing it forever while Redis is unreachable.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    enableOfflineQueue: true,
  });
  redis.on('error', (error: Error) => console.error('[store] redis:', error.message));
  // Rate limiters add their own prefix; they use a client without the key prefix to keep keys readable.
  const limiterClient = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  limiterClient.on('error', (error: Error) => console.error('[store] redis (limits):', error.message));

  return {
    kind: 'redis',
    async get(key) {
      return redis.get(key);
    },
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async setIfAbsent(key, value, ttlMs) {
      const answer = await redis.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
      return answer === 'OK';
    },
    async deleteIfEquals(key, value) {
      const deleted = await redis.eval(DELETE_IF_EQUALS, 1, key, value);
      return deleted === 1;
    },
    async delete(key) {
      await redis.del(key);
    },
    rateLimiter(options: RateLimitOptions) {
      return new RateLimiterRedis({
        storeClient: limiterClient,
        keyPrefix: `${PREFIX}limit:${options.keyPrefix}`,
        points: options.points,
        duration: options.durationSec,
        blockDuration: options.blockDurationSec ?? options.durationSec,
      });
    },
    async close() {
      await Promise.all([redis.quit(), limiterClient.quit()]);
    },
  };
}
