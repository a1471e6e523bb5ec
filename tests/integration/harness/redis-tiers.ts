/**
 * What the Redis store holds per tier, read by a test beside the running app (the store's own
 * bookkeeping: server/store/redis-scripts.ts). Protected keys are every key of the app's namespace
 * that the anonymous index does not list, apart from that bookkeeping and the rate limiters' keys.
 */
import { Redis } from 'ioredis';

const PREFIX = 'kodea:';
const BOOKKEEPING = new Set(['anon:index', 'anon:sizes', 'anon:bytes'].map((key) => PREFIX + key));

export interface RedisTiers {
  /** Full key names of the protected tier, sorted. */
  protectedKeys: string[];
  anonymous: { bytes: number; entries: number };
}

export async function redisTiers(url: string): Promise<RedisTiers> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1_000);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    const anonymous = new Set(await redis.zrange(`${PREFIX}anon:index`, 0, -1));
    const protectedKeys = keys
      .filter((key) => !BOOKKEEPING.has(key) && !key.startsWith(`${PREFIX}limit:`) && !anonymous.has(key))
      .sort();
    const bytes = Number((await redis.get(`${PREFIX}anon:bytes`)) ?? 0);
    return { protectedKeys, anonymous: { bytes, entries: anonymous.size } };
  } finally {
    redis.disconnect();
  }
}
