/** Anonymous entries are evicted by Lua; the protected tier relies on Redis `noeviction`. */
import { createHash } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { backendCall } from './errors';
import { guardLimiter } from './guard-limiter';
import { checkValueSize, entryBytes, withDefaults, type StoreLimits } from './limits';
import {
  DELETE,
  DELETE_IF_EQUALS,
  RENEW_IF_EQUALS,
  SET_IF_ABSENT,
  SET_TIERED,
  SWEEP_ANONYMOUS,
} from './redis-scripts';
import { startSweeps } from './sweep-timer';
import type { RateLimitOptions, Store, Tier } from './types';
import { logger } from '../log/logger';

export interface RedisStoreOptions {
  /** Tests use their own. */
  prefix?: string;
  limits?: Partial<StoreLimits>;
  sweepEveryMs?: number;
}

const DEFAULT_SWEEP_EVERY_MS = 60_000;
/** The oldest are the ones most likely expired. */
const SWEEP_SCAN = 1_000;

/** While Redis is unreachable a request fails fast (503); ioredis reconnects by itself. */
const CONNECTION: RedisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 5_000,
  commandTimeout: 3_000,
  retryStrategy: (attempt) => Math.min(200 * attempt, 2_000),
};

/** Instead of one line per reconnection attempt. */
function logOutages(redis: Redis, label: string): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.error(`[store] ${label} unavailable: ${error.message}`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info(`[store] ${label} available again`);
  });
}

const OPENING = new Set(['wait', 'connecting', 'connect']);

/** A client that lost Redis is not waited for: the limiter refuses at once and the page answers 503. */
function untilReady(redis: Redis): () => Promise<void> {
  return () =>
    OPENING.has(redis.status)
      ? new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            redis.off('ready', done);
            resolve();
          };
          const timer = setTimeout(done, CONNECTION.commandTimeout);
          redis.once('ready', done);
        })
      : Promise.resolve();
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** Loaded again after a Redis restart lost it. */
async function runScript(redis: Redis, script: string, keys: string[], args: Array<string | number>) {
  try {
    return await redis.evalsha(sha1(script), keys.length, ...keys, ...args);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return redis.eval(script, keys.length, ...keys, ...args);
  }
}

export function createRedisStore(url: string, options: RedisStoreOptions = {}): Store {
  const prefix = options.prefix ?? 'kodea:';
  const limits = withDefaults(options.limits);
  const redis = new Redis(url, { ...CONNECTION, keyPrefix: prefix });
  logOutages(redis, 'redis');
  // Rate limiters add their own prefix: a client without the key prefix keeps keys readable.
  const limiterClient = new Redis(url, CONNECTION);
  logOutages(limiterClient, 'redis (limits)');

  const tracking = ['anon:index', 'anon:sizes', 'anon:bytes'];
  const call = (script: string, key: string, args: Array<string | number>) =>
    runScript(redis, script, [key, ...tracking], args);
  const ttl = (ms: number) => Math.max(1, Math.round(ms));
  const tieredArgs = (key: string, value: string, ttlMs: number, tier: Tier = 'protected') => [
    value,
    ttl(ttlMs),
    tier,
    limits.anonymousMaxBytes,
    entryBytes(key, value),
  ];

  const sweep = () =>
    backendCall('sweep', async () => Number(await call(SWEEP_ANONYMOUS, tracking[0], [SWEEP_SCAN])));
  const timer = startSweeps('redis', sweep, options.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS);

  return {
    kind: 'redis',
    get(key) {
      return backendCall('get', () => redis.get(key));
    },
    async getMany(keys) {
      if (keys.length === 0) return [];
      return backendCall('getMany', () => redis.mget(...keys));
    },
    async set(key, value, ttlMs, writeOptions = {}) {
      checkValueSize(value, limits);
      const args = tieredArgs(key, value, ttlMs, writeOptions.tier);
      await backendCall('set', () => call(SET_TIERED, key, args));
    },
    async setIfAbsent(key, value, ttlMs, writeOptions = {}) {
      checkValueSize(value, limits);
      const args = tieredArgs(key, value, ttlMs, writeOptions.tier);
      return backendCall('setIfAbsent', async () => (await call(SET_IF_ABSENT, key, args)) === 1);
    },
    renewIfEquals(key, value, ttlMs) {
      return backendCall(
        'renewIfEquals',
        async () => (await call(RENEW_IF_EQUALS, key, [value, ttl(ttlMs)])) === 1,
      );
    },
    deleteIfEquals(key, value) {
      return backendCall('deleteIfEquals', async () => (await call(DELETE_IF_EQUALS, key, [value])) === 1);
    },
    async delete(key) {
      await backendCall('delete', () => call(DELETE, key, []));
    },
    rateLimiter(options: RateLimitOptions) {
      return guardLimiter(
        new RateLimiterRedis({
          storeClient: limiterClient,
          keyPrefix: `${prefix}limit:${options.keyPrefix}`,
          points: options.points,
          duration: options.durationSec,
          blockDuration: options.blockDurationSec ?? options.durationSec,
          rejectIfRedisNotReady: true,
        }),
        untilReady(limiterClient),
      );
    },
    usage() {
      return backendCall('usage', async () => {
        const [bytes, entries] = await Promise.all([redis.get(tracking[2]), redis.zcard(tracking[0])]);
        return { anonymous: { bytes: Number(bytes ?? 0), entries }, protected: null };
      });
    },
    sweep,
    async close() {
      clearInterval(timer);
      const connections = [redis, limiterClient];
      // QUIT waits for Redis; while it is away, give up and drop the sockets.
      const quit = Promise.allSettled(connections.map((connection) => connection.quit()));
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      for (const connection of connections) connection.disconnect();
    },
  };
}
