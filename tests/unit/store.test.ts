/**
 * One suite, both store implementations: the embedded memory store always, Redis when
 * TEST_REDIS_URL points at a server (scripts/test-all.sh starts one; CI requires it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../server/store/memory-store';
import { createRedisStore } from '../../server/store/redis-store';
import type { Store } from '../../server/store/types';

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI && !redisUrl)
  throw new Error('CI must run the Redis half of the store suite: set TEST_REDIS_URL');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => `test:${Math.random().toString(36).slice(2)}`;

const implementations: [string, () => Store][] = [['memory', () => createMemoryStore(1000)]];
if (redisUrl) implementations.push(['redis', () => createRedisStore(redisUrl)]);

describe.each(implementations)('%s store', (_name, create) => {
  let store: Store;
  beforeAll(() => {
    store = create();
  });
  afterAll(() => store.close());

  it('gets what was set, and nothing after delete', async () => {
    const key = unique();
    expect(await store.get(key)).toBeNull();
    await store.set(key, 'valor', 10_000);
    expect(await store.get(key)).toBe('valor');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('forgets a value after its TTL', async () => {
    const key = unique();
    await store.set(key, 'breve', 80);
    await sleep(150);
    expect(await store.get(key)).toBeNull();
  });

  it('setIfAbsent writes once: only one of many concurrent callers wins', async () => {
    const key = unique();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.setIfAbsent(key, `holder-${i}`, 10_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('deleteIfEquals releases only for the holder', async () => {
    const key = unique();
    await store.setIfAbsent(key, 'mine', 10_000);
    expect(await store.deleteIfEquals(key, 'theirs')).toBe(false);
    expect(await store.get(key)).toBe('mine');
    expect(await store.deleteIfEquals(key, 'mine')).toBe(true);
    expect(await store.get(key)).toBeNull();
  });

  it('rate limiters count per key and refuse over the limit', async () => {
    const limiter = store.rateLimiter({ keyPrefix: unique(), points: 3, durationSec: 60 });
    for (let i = 0; i < 3; i++) await limiter.consume('cliente-a');
    await expect(limiter.consume('cliente-a')).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(limiter.consume('cliente-b')).resolves.toMatchObject({ consumedPoints: 1 });
  });

  it('rate limiter keys expire with their window (bounded memory)', async () => {
    const limiter = store.rateLimiter({ keyPrefix: unique(), points: 1, durationSec: 1 });
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toBeDefined();
    await sleep(1_100);
    await expect(limiter.consume('k')).resolves.toBeDefined();
  });
});

describe('memory store bounds', () => {
  it('keeps at most its maximum number of entries, dropping the least recently used', async () => {
    const store = createMemoryStore(3);
    for (const key of ['a', 'b', 'c', 'd']) await store.set(key, key, 60_000);
    expect(await store.get('a')).toBeNull();
    expect(await store.get('d')).toBe('d');
  });
});
