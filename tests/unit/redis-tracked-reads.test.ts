/**
 * The Redis store's kept copies of `getMany` (server/store/redis-tracked-reads.ts, decision 057):
 * a read asked again is answered without a round trip, and a copy never outlives a change to its
 * key: another instance's write, this instance's own write, the key's expiry, a flush, or the loss
 * of the connection that hears about changes. Needs TEST_REDIS_URL (CI requires it).
 */
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { metrics } from '../../server/ops/metrics';
import { createRedisStore } from '../../server/store/redis-store';
import { trackedReads } from '../../server/store/redis-tracked-reads';
import type { Store } from '../../server/store/types';

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI && !redisUrl) throw new Error('CI must run the Redis tests: set TEST_REDIS_URL');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Well under the copies' own 5 s limit: a change must be seen because Redis said so. */
const SEEN_WITHIN_MS = 1_500;

async function roundTrips(): Promise<number> {
  const { values } = await metrics.storeOperations.get();
  return values.find((value) => value.labels.operation === 'getMany')?.value ?? 0;
}

const opened: (Store | Redis)[] = [];
afterEach(async () => {
  for (const client of opened.splice(0))
    await ('kind' in client ? client.close() : client.quit().then(() => undefined));
});

function stores(count: number) {
  const prefix = `test:tracked:${Math.random().toString(36).slice(2)}:`;
  const made = Array.from({ length: count }, () => createRedisStore(redisUrl!, { prefix }));
  opened.push(...made);
  return { prefix, made };
}

function rawClient(): Redis {
  const client = new Redis(redisUrl!);
  opened.push(client);
  return client;
}

/** Reads `keys` until a second read needs no round trip: tracking is on. */
async function untilKept(store: Store, keys: string[]): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 5_000; await sleep(20)) {
    await store.getMany(keys);
    const before = await roundTrips();
    await store.getMany(keys);
    if ((await roundTrips()) === before) return;
  }
  throw new Error('the store never kept a copy');
}

/** Reads `keys` until they hold `expected`, failing after SEEN_WITHIN_MS. */
async function untilRead(store: Store, keys: string[], expected: (string | null)[]): Promise<void> {
  const started = Date.now();
  let last: (string | null)[] = [];
  while (Date.now() - started < SEEN_WITHIN_MS) {
    last = await store.getMany(keys);
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await sleep(10);
  }
  expect(last).toEqual(expected);
}

describe.skipIf(!redisUrl)('Redis store: kept copies of getMany', () => {
  it('answers a read asked again without a round trip, absent keys included', async () => {
    const { made } = stores(1);
    const [store] = made;
    await store!.set('session', 'record', 60_000);
    await untilKept(store!, ['session', 'version']);
    const before = await roundTrips();
    expect(await store!.getMany(['session', 'version'])).toEqual(['record', null]);
    expect(await roundTrips()).toBe(before);
  });

  it("sees another instance's write, and its delete", async () => {
    const { made } = stores(2);
    const [mine, other] = made;
    await untilKept(mine!, ['session']);
    await other!.set('session', 'signed in', 60_000);
    await untilRead(mine!, ['session'], ['signed in']);
    await untilKept(mine!, ['session']);
    await other!.delete('session');
    await untilRead(mine!, ['session'], [null]);
  });

  it('reads its own write at once', async () => {
    const { made } = stores(1);
    const [store] = made;
    await store!.set('version', '1', 60_000);
    await untilKept(store!, ['version']);
    await store!.set('version', '2', 60_000);
    expect(await store!.getMany(['version'])).toEqual(['2']);
    await store!.delete('version');
    expect(await store!.getMany(['version'])).toEqual([null]);
  });

  it('drops a copy when its key expires in Redis', async () => {
    const { made } = stores(1);
    const [store] = made;
    await store!.set('short', 'lived', 300);
    await untilKept(store!, ['short']);
    await sleep(300);
    await untilRead(store!, ['short'], [null]);
  });

  it('drops every copy when the connection that hears about changes is lost', async () => {
    const { prefix, made } = stores(1);
    const [store] = made;
    const raw = rawClient();
    await store!.set('session', 'before', 60_000);
    await untilKept(store!, ['session']);
    const clients = String(await raw.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const id = new RegExp(`id=(\\d+) [^\\n]*name=kodea-invalidations-${prefix}`).exec(clients)?.[1];
    expect(id).toBeDefined();
    await raw.call('CLIENT', 'KILL', 'ID', id!);
    // Redis cannot tell this store about this write any more: it is seen because the copies went.
    await raw.set(`${prefix}session`, 'after');
    await untilRead(store!, ['session'], ['after']);
  });

  it('against a Redis that refuses CLIENT commands (some managed ones), reads every time, rightly', async () => {
    const raw = rawClient();
    const user = `kodea-test-no-client-${Math.random().toString(36).slice(2)}`;
    await raw.call('ACL', 'SETUSER', user, 'on', 'nopass', '~*', '&*', '+@all', '-client');
    const url = new URL(redisUrl!);
    url.username = user;
    const store = createRedisStore(url.toString(), { prefix: `test:tracked:${user}:` });
    try {
      await store.set('session', 'record', 60_000);
      // Time for the refused set-up to have run its course.
      await sleep(300);
      const before = await roundTrips();
      for (let i = 0; i < 3; i++) expect(await store.getMany(['session'])).toEqual(['record']);
      expect(await roundTrips()).toBe(before + 3);
    } finally {
      await store.close();
      await raw.call('ACL', 'DELUSER', user);
    }
  });

  it('does not keep an answer that was on its way while its key was written', async () => {
    const prefix = `test:tracked:${Math.random().toString(36).slice(2)}:`;
    const data = new Redis(redisUrl!, { keyPrefix: prefix });
    opened.push(data);
    const reads = trackedReads(data, redisUrl!, {}, prefix);
    opened.push(reads.connection);
    let asked = 0;
    const read = async () => {
      asked++;
      return ['value'];
    };
    for (const started = Date.now(); asked !== 1 && Date.now() - started < 5_000; await sleep(20)) {
      asked = 0;
      await reads.getMany(['k'], read);
      await reads.getMany(['k'], read);
    }
    expect(asked).toBe(1);
    await reads.writing('k', async () => undefined);
    // The answer comes back after a write to its key began: it may be older than the write.
    let answer: (values: string[]) => void = () => {};
    const slow = reads.getMany(['k'], () => new Promise((resolve) => (answer = resolve)));
    await reads.writing('k', async () => undefined);
    answer(['old']);
    expect(await slow).toEqual(['old']);
    asked = 0;
    expect(await reads.getMany(['k'], read)).toEqual(['value']);
    expect(asked).toBe(1);
    reads.stop();
  });
});
