/**
 * One suite, every store implementation (docs/decisions/021): memory (unit tests' store), SQLite
 * (the embedded default, in a temp directory) always, and Redis when TEST_REDIS_URL points at a
 * server (scripts/test-all.sh starts one; CI requires it). Then what only SQLite promises: the
 * file survives reopening, connections and processes sharing it agree, a held lock is an outage.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isStoreFull, isStoreUnavailable, isValueTooLarge } from '../../server/store/errors';
import type { StoreLimits } from '../../server/store/limits';
import { createMemoryStore } from '../../server/store/memory-store';
import { createRedisStore } from '../../server/store/redis-store';
import { createSqliteStore, STORE_FILE_NAME } from '../../server/store/sqlite-store';
import type { Store } from '../../server/store/types';
import { closedPort } from '../support/closed-port';

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI && !redisUrl)
  throw new Error('CI must run the Redis half of the store suite: set TEST_REDIS_URL');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => `test:${Math.random().toString(36).slice(2)}`;
const KiB = 1024;

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kodea-store-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

type Factory = (limits?: Partial<StoreLimits>) => Store;

const implementations: Array<[string, Factory]> = [
  ['memory', (limits) => createMemoryStore(limits)],
  ['sqlite', (limits) => createSqliteStore({ dataDir: tempDir(), limits })],
];
if (redisUrl)
  implementations.push([
    'redis',
    // Each store its own namespace: the anonymous index and byte count are per prefix.
    (limits) => createRedisStore(redisUrl, { prefix: `${unique()}:`, limits }),
  ]);

/** Small budgets, so that a test fills them in a few hundred writes. */
const SMALL: Partial<StoreLimits> = {
  maxBytes: 512 * KiB,
  anonymousMaxBytes: 64 * KiB,
  maxValueBytes: 16 * KiB,
};
const kilobyte = (label: string) => label.padEnd(1_000, '.');

describe.each(implementations)('%s store', (name, create) => {
  const opened: Store[] = [];
  const open = (limits?: Partial<StoreLimits>) => {
    const store = create(limits);
    opened.push(store);
    return store;
  };
  let store: Store;
  beforeAll(() => {
    store = open();
  });
  afterAll(async () => {
    await Promise.all(opened.map((each) => each.close()));
  });

  it('gets what was set, and nothing after delete', async () => {
    const key = unique();
    expect(await store.get(key)).toBeNull();
    await store.set(key, 'valor', 10_000);
    expect(await store.get(key)).toBe('valor');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('getMany answers several keys in the order asked, null where absent, expired or in either tier', async () => {
    const [kept, anonymous, missing, brief] = [unique(), unique(), unique(), unique()];
    await store.set(kept, 'uno', 10_000);
    await store.set(anonymous, 'dos', 10_000, { tier: 'anonymous' });
    await store.set(brief, 'tres', 80);
    await sleep(150);
    expect(await store.getMany([missing, anonymous, brief, kept])).toEqual([null, 'dos', null, 'uno']);
    expect(await store.getMany([])).toEqual([]);
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

  it('setIfAbsent wins again once the previous value expired', async () => {
    const key = unique();
    // Margins wide enough for a loaded CI machine: the second call must come before the expiry.
    expect(await store.setIfAbsent(key, 'first', 400)).toBe(true);
    expect(await store.setIfAbsent(key, 'second', 10_000)).toBe(false);
    await sleep(500);
    expect(await store.setIfAbsent(key, 'third', 10_000)).toBe(true);
    expect(await store.get(key)).toBe('third');
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

  it('refuses a value over the per-value cap, whole, in either tier', async () => {
    const small = open(SMALL);
    const key = unique();
    const huge = 'x'.repeat(16 * KiB + 1);
    for (const attempt of [
      () => small.set(key, huge, 10_000),
      () => small.set(key, huge, 10_000, { tier: 'anonymous' }),
      () => small.setIfAbsent(key, huge, 10_000),
    ]) {
      const error = await attempt().catch((thrown: unknown) => thrown);
      expect(isValueTooLarge(error), String(error)).toBe(true);
    }
    expect(await small.get(key)).toBeNull();
    // At the cap exactly is fine.
    await small.set(key, 'x'.repeat(16 * KiB), 10_000);
    expect(await small.get(key)).toHaveLength(16 * KiB);
  });

  it('an anonymous flood evicts the oldest anonymous entries, never a protected one', async () => {
    const small = open(SMALL);
    const protectedKeys = Array.from({ length: 20 }, (_, i) => `session:signed-in-${i}`);
    for (const key of protectedKeys) await small.set(key, kilobyte(key), 60_000);
    // A lock and a payment record too (setIfAbsent is protected).
    expect(await small.setIfAbsent('lock:payment', 'holder', 60_000)).toBe(true);

    const anonymousKeys = Array.from({ length: 400 }, (_, i) => `session:anonymous-${i}`);
    for (const key of anonymousKeys) await small.set(key, kilobyte(key), 60_000, { tier: 'anonymous' });

    for (const key of protectedKeys) expect(await small.get(key), key).toBe(kilobyte(key));
    expect(await small.get('lock:payment')).toBe('holder');
    expect(await small.get(anonymousKeys[0]), 'the oldest anonymous entry').toBeNull();
    expect(await small.get(anonymousKeys[399]), 'the newest anonymous entry').toBe(
      kilobyte(anonymousKeys[399]),
    );
    const usage = await small.usage();
    expect(usage.anonymous.bytes).toBeLessThanOrEqual(64 * KiB);
    // Nearly full: eviction frees what it must, not the whole tier.
    expect(usage.anonymous.bytes).toBeGreaterThan(48 * KiB);
    expect(usage.anonymous.entries).toBeLessThan(64);
  });

  it('a key that changes tier is counted in its new tier only', async () => {
    const small = open(SMALL);
    const key = 'session:signs-in';
    await small.set(key, kilobyte('anonymous draft'), 60_000, { tier: 'anonymous' });
    expect((await small.usage()).anonymous.entries).toBe(1);
    // Signed in: the same key, now protected; a flood afterwards cannot evict it.
    await small.set(key, kilobyte('signed in'), 60_000);
    expect((await small.usage()).anonymous).toEqual({ bytes: 0, entries: 0 });
    for (let i = 0; i < 200; i++) await small.set(`flood-${i}`, kilobyte('x'), 60_000, { tier: 'anonymous' });
    expect(await small.get(key)).toBe(kilobyte('signed in'));
  });

  it('the sweep drops expired entries and what they counted', async () => {
    const small = open(SMALL);
    for (let i = 0; i < 10; i++) await small.set(`short-${i}`, kilobyte('short'), 50, { tier: 'anonymous' });
    await small.set('long', kilobyte('long'), 60_000, { tier: 'anonymous' });
    await sleep(120);
    expect(await small.sweep()).toBe(10);
    const usage = await small.usage();
    expect(usage.anonymous.entries).toBe(1);
    expect(await small.get('long')).toBe(kilobyte('long'));
  });

  it("renewIfEquals extends only the holder's lease, and never brings back an expired one", async () => {
    const key = unique();
    // Each step has hundreds of milliseconds of margin: a loaded CI machine stalls timers.
    expect(await store.setIfAbsent(key, 'holder', 400)).toBe(true);
    expect(await store.renewIfEquals(key, 'someone-else', 10_000)).toBe(false);
    await sleep(50);
    expect(await store.renewIfEquals(key, 'holder', 1_200)).toBe(true);
    await sleep(500);
    expect(await store.get(key), 'renewed past its first expiry').toBe('holder');
    await sleep(900);
    expect(await store.get(key)).toBeNull();
    expect(await store.renewIfEquals(key, 'holder', 10_000)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it('setIfAbsent in the anonymous tier counts against the anonymous budget, and is evicted with it', async () => {
    const small = open(SMALL);
    const protectedKeys = Array.from({ length: 20 }, (_, i) => `session:signed-in-${i}`);
    for (const key of protectedKeys) await small.set(key, kilobyte(key), 60_000);
    const locks = Array.from({ length: 400 }, (_, i) => `lock:trial-book:${i}`);
    for (const key of locks)
      expect(await small.setIfAbsent(key, kilobyte(key), 60_000, { tier: 'anonymous' })).toBe(true);
    const usage = await small.usage();
    expect(usage.anonymous.bytes).toBeLessThanOrEqual(64 * KiB);
    expect(usage.anonymous.bytes).toBeGreaterThan(48 * KiB);
    expect(await small.get(locks[0]), 'the oldest anonymous lock').toBeNull();
    expect(await small.get(locks[399])).toBe(kilobyte(locks[399]));
    for (const key of protectedKeys) expect(await small.get(key), key).toBe(kilobyte(key));
  });

  it.skipIf(name === 'redis')(
    'a full protected tier refuses the write (StoreFullError, a 503) and evicts nothing',
    async () => {
      // Redis bounds it itself (maxmemory, noeviction): there a full Redis refuses writes too.
      const small = open({ maxBytes: 256 * KiB, anonymousMaxBytes: 64 * KiB, maxValueBytes: 16 * KiB });
      const keys = Array.from({ length: 400 }, (_, i) => `protected-${i}`);
      const refused: string[] = [];
      for (const key of keys) {
        const error = await small.set(key, kilobyte(key), 60_000).catch((thrown: unknown) => thrown);
        if (error === undefined) continue;
        expect(isStoreFull(error), String(error)).toBe(true);
        expect(isStoreUnavailable(error), 'answered as an outage: the maintenance page').toBe(true);
        refused.push(key);
      }
      expect(refused.length).toBeGreaterThan(200);
      const usage = await small.usage();
      expect(usage.protected?.bytes).toBeLessThanOrEqual(192 * KiB);
      expect(await small.get(keys[0]), 'the oldest protected entry is kept').toBe(kilobyte(keys[0]));
      expect(await small.get(refused[0]), 'a refused write left nothing').toBeNull();
      const lock = await small
        .setIfAbsent('lock:x', kilobyte('holder'), 60_000)
        .catch((thrown: unknown) => thrown);
      expect(isStoreFull(lock), String(lock)).toBe(true);
      // Rewriting a kept entry at its size, or smaller, still works: nobody is locked out.
      await small.set(keys[0], kilobyte('rewritten'), 60_000);
      expect(await small.get(keys[0])).toBe(kilobyte('rewritten'));
      // Deleting makes room again.
      await small.delete(keys[1]);
      await small.set(refused[0], kilobyte(refused[0]), 60_000);
      expect(await small.get(refused[0])).toBe(kilobyte(refused[0]));
    },
  );
});

describe('sqlite store: one file, several connections and processes', () => {
  const stores: Store[] = [];
  const openAt = (
    dataDir: string,
    options: { busyTimeoutMs?: number; limits?: Partial<StoreLimits> } = {},
  ) => {
    const store = createSqliteStore({ dataDir, ...options });
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it('creates its directory, and reopening the file keeps entries, tiers and rate limits', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = openAt(dataDir);
    await first.set('session:signed-in', 'tokens', 60_000);
    await first.set('session:anonymous', 'draft', 60_000, { tier: 'anonymous' });
    const limiter = first.rateLimiter({ keyPrefix: 'login', points: 5, durationSec: 600 });
    await limiter.consume('10.0.0.1', 3);
    await first.close();
    // The file holds tokens: readable by this user only.
    expect(statSync(path.join(dataDir, STORE_FILE_NAME)).mode & 0o077).toBe(0);

    const reopened = openAt(dataDir);
    expect(await reopened.get('session:signed-in')).toBe('tokens');
    expect(await reopened.get('session:anonymous')).toBe('draft');
    expect((await reopened.usage()).anonymous.entries).toBe(1);
    const again = reopened.rateLimiter({ keyPrefix: 'login', points: 5, durationSec: 600 });
    expect(await again.get('10.0.0.1')).toMatchObject({ consumedPoints: 3 });
  });

  it('two connections on one file share locks and budgets', async () => {
    const dataDir = tempDir();
    const a = openAt(dataDir, { limits: SMALL });
    const b = openAt(dataDir, { limits: SMALL });
    expect(await a.setIfAbsent('lock:x', 'a', 10_000)).toBe(true);
    expect(await b.setIfAbsent('lock:x', 'b', 10_000)).toBe(false);
    expect(await b.deleteIfEquals('lock:x', 'b')).toBe(false);
    expect(await a.deleteIfEquals('lock:x', 'a')).toBe(true);
    expect(await b.setIfAbsent('lock:x', 'b', 10_000)).toBe(true);

    await a.set('session:signed-in', kilobyte('tokens'), 60_000);
    await a.set('session:early', kilobyte('early'), 60_000, { tier: 'anonymous' });
    for (let i = 0; i < 200; i++) await b.set(`flood-${i}`, kilobyte('x'), 60_000, { tier: 'anonymous' });
    expect(await a.get('session:early')).toBeNull();
    expect(await a.get('session:signed-in')).toBe(kilobyte('tokens'));
    expect((await a.usage()).anonymous.bytes).toBeLessThanOrEqual(64 * KiB);
  });

  it('setIfAbsent races between processes on one file: each key has exactly one winner', async () => {
    const dataDir = tempDir();
    // Create the schema once, so the racers start together instead of queueing on its creation.
    await openAt(dataDir).close();
    const keys = 1_000;
    // The racers start together once all three processes are up (their start-up takes longer than the race).
    const startAt = Date.now() + 3_000;
    const racers = await Promise.all(
      ['a', 'b', 'c'].map((name) => raceInChildProcess(dataDir, name, keys, startAt)),
    );
    const winners = new Map<string, string[]>();
    for (const [index, wins] of racers.entries())
      for (const key of wins) winners.set(key, [...(winners.get(key) ?? []), String(index)]);
    expect(winners.size).toBe(keys);
    expect([...winners.values()].filter((names) => names.length !== 1)).toEqual([]);
    const check = openAt(dataDir);
    for (let i = 0; i < keys; i++) expect(await check.get(`lock:${i}`)).not.toBeNull();
  }, 30_000);

  it("processes opening the same new file at the same instant all open it (the workers' start-up)", async () => {
    // Each round is a fresh directory that every process opens at the same planned instant, as the
    // cluster's workers do with a new DATA_DIR: the journal switch and the schema collide there.
    const base = tempDir();
    const rounds = 30;
    const startAt = Date.now() + 3_000;
    const failures = await Promise.all(
      ['a', 'b', 'c'].map((name) => openTogetherInChildProcess(base, name, rounds, startAt)),
    );
    expect(failures.flat()).toEqual([]);
  }, 30_000);

  it('a write blocked by another process is StoreUnavailableError; reads go on (WAL); then it recovers', async () => {
    const dataDir = tempDir();
    const store = openAt(dataDir, { busyTimeoutMs: 50 });
    await store.set('session:kept', 'value', 60_000);
    const limiter = store.rateLimiter({ keyPrefix: 'busy', points: 5, durationSec: 60 });
    const locker = new Database(path.join(dataDir, STORE_FILE_NAME));
    locker.exec('BEGIN EXCLUSIVE');
    try {
      for (const attempt of [
        () => store.set('session:new', 'value', 60_000),
        () => store.setIfAbsent('lock:y', 'value', 60_000),
        () => store.delete('session:kept'),
        () => limiter.consume('client'),
      ]) {
        const error = await attempt().catch((thrown: unknown) => thrown);
        expect(isStoreUnavailable(error), String(error)).toBe(true);
      }
      expect(await store.get('session:kept')).toBe('value');
    } finally {
      locker.exec('COMMIT');
      locker.close();
    }
    await store.set('session:new', 'value', 60_000);
    expect(await store.get('session:new')).toBe('value');
    await expect(limiter.consume('client')).resolves.toMatchObject({ consumedPoints: 1 });
  });

  it('a refused cross-field budget is an error at creation, not a silent default', () => {
    expect(() =>
      createSqliteStore({ dataDir: tempDir(), limits: { maxBytes: 1024, anonymousMaxBytes: 2048 } }),
    ).toThrow();
  });
});

describe('redis store while Redis is unreachable', () => {
  it('answers StoreUnavailableError within seconds, for the store and its rate limiters', async () => {
    const store = createRedisStore(`redis://127.0.0.1:${await closedPort()}`);
    try {
      const started = Date.now();
      const error = await store.get('anything').catch((thrown: unknown) => thrown);
      expect(isStoreUnavailable(error), String(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
      const limiter = store.rateLimiter({ keyPrefix: 'down', points: 1, durationSec: 60 });
      const limited = await limiter.consume('client').catch((thrown: unknown) => thrown);
      expect(isStoreUnavailable(limited), String(limited)).toBe(true);
    } finally {
      await store.close();
    }
  }, 15_000);
});

/**
 * A separate process (its own connection and its own event loop) racing setIfAbsent on the
 * keys lock:0…lock:n-1; answers the keys it won.
 */
async function raceInChildProcess(
  dataDir: string,
  name: string,
  keys: number,
  startAt: number,
): Promise<string[]> {
  return runInChildProcess(
    name,
    `
    const store = createSqliteStore({ dataDir: ${JSON.stringify(dataDir)}, busyTimeoutMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ${startAt} - Date.now())));
    const won = [];
    for (let i = 0; i < ${keys}; i++) if (await store.setIfAbsent('lock:' + i, ${JSON.stringify(
      name,
    )}, 60000)) won.push('lock:' + i);
    await store.close();
    process.stdout.write(JSON.stringify(won));
  `,
  );
}

/**
 * A separate process opening (default options) and closing a store in base/0 … base/rounds-1,
 * each at startAt + 40 ms × round, busy-waiting for the instant so that processes collide;
 * answers the errors it met.
 */
async function openTogetherInChildProcess(
  base: string,
  name: string,
  rounds: number,
  startAt: number,
): Promise<string[]> {
  return runInChildProcess(
    name,
    `
    const path = await import('node:path');
    const failed = [];
    for (let round = 0; round < ${rounds}; round++) {
      while (Date.now() < ${startAt} + round * 40);
      try {
        await createSqliteStore({ dataDir: path.join(${JSON.stringify(base)}, String(round)) }).close();
      } catch (error) {
        failed.push(round + ': ' + String(error));
      }
    }
    process.stdout.write(JSON.stringify(failed));
  `,
  );
}

/** Runs `body` as an ES module with createSqliteStore imported; answers its stdout as a JSON array. */
async function runInChildProcess(name: string, body: string): Promise<string[]> {
  const storeModule = path.resolve('server/store/sqlite-store.ts');
  const code = `import { createSqliteStore } from ${JSON.stringify(storeModule)};\n${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const [exitCode] = await once(child, 'exit');
  if (exitCode !== 0) throw new Error(`child ${name} failed: ${err}`);
  const parsed: unknown = JSON.parse(out);
  if (!Array.isArray(parsed)) throw new Error(`child ${name} answered ${out}`);
  return parsed.map(String);
}
