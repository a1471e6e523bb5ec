/**
 * The embedded store (decision 021): one SQLite file shared by the workers. Every check-and-write
 * is one statement or one IMMEDIATE transaction, so two connections never both win a lock.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { backendCall, protectedTierFull } from './errors';
import { guardLimiter } from './guard-limiter';
import { checkValueSize, entryBytes, protectedMaxBytes, withDefaults, type StoreLimits } from './limits';
import { prepareDatabase, RATE_LIMIT_TABLE, TIER_ID } from './sqlite-schema';
import { startSweeps } from './sweep-timer';
import type { RateLimitOptions, Store, Tier, TierUsage } from './types';

export const STORE_FILE_NAME = 'kodea-store.sqlite';

export interface SqliteStoreOptions {
  dataDir: string;
  limits?: Partial<StoreLimits>;
  /** How long a write waits for another process's write before the store is "unavailable". */
  busyTimeoutMs?: number;
  sweepEveryMs?: number;
}

const DEFAULT_BUSY_TIMEOUT_MS = 1_000;
const DEFAULT_SWEEP_EVERY_MS = 60_000;
/** Rows per sweep transaction: a sweep never holds the write lock long enough to stall a request. */
const SWEEP_BATCH = 500;
/** Eviction removes this many of the oldest entries per step until the tier fits again. */
const EVICT_BATCH = 32;
/** Caps rate-limit rows even against a flood of distinct clients in one window (soonest expiry first). */
const MAX_RATE_LIMIT_ROWS = 200_000;

const UPSERT = `INSERT INTO entries (key, value, expires_at, tier, size, written_at)
  VALUES (@key, @value, @expiresAt, @tier, @size, @now)
  ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at,
    tier = excluded.tier, size = excluded.size, written_at = excluded.written_at`;

interface Row {
  key: string;
  value: string;
  expiresAt: number;
  tier: number;
  size: number;
  now: number;
}

export function createSqliteStore(options: SqliteStoreOptions): Store {
  const limits = withDefaults(options.limits);
  const budget: Record<Tier, number> = {
    protected: protectedMaxBytes(limits),
    anonymous: limits.anonymousMaxBytes,
  };
  const file = openFile(options.dataDir);
  const db = new Database(file);
  try {
    prepareDatabase(db, {
      busyTimeoutMs: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS,
      // Budgets count data; pages, indexes, free pages and the rate limits need room beside it.
      maxFileBytes: 2 * limits.maxBytes + 64 * 1024 * 1024,
    });
  } catch (error) {
    db.close();
    throw new Error(
      `No se pudo abrir el almacén SQLite en ${file}: ${error instanceof Error ? error.message : error}`,
    );
  }

  const statements = {
    get: db.prepare<[string, number], { value: string }>(
      'SELECT value FROM entries WHERE key = ? AND expires_at > ?',
    ),
    upsert: db.prepare<Row>(UPSERT),
    // One statement: writes when the key is missing or expired, whatever other connections do.
    insertIfAbsent: db.prepare<Row>(`${UPSERT} WHERE entries.expires_at <= excluded.written_at`),
    renewIfEquals: db.prepare<[number, string, string, number]>(
      'UPDATE entries SET expires_at = ? WHERE key = ? AND value = ? AND expires_at > ?',
    ),
    deleteIfEquals: db.prepare<[string, string, number]>(
      'DELETE FROM entries WHERE key = ? AND value = ? AND expires_at > ?',
    ),
    delete: db.prepare<[string]>('DELETE FROM entries WHERE key = ?'),
    usage: db.prepare<[number], TierUsage>('SELECT bytes, entries FROM tier_usage WHERE tier = ?'),
    oldest: db.prepare<[number, string, number], { key: string }>(
      'SELECT key FROM entries WHERE tier = ? AND key <> ? ORDER BY written_at LIMIT ?',
    ),
    sweep: db.prepare<[number, number]>(
      'DELETE FROM entries WHERE key IN (SELECT key FROM entries WHERE expires_at <= ? LIMIT ?)',
    ),
    sweepLimits: db.prepare<[number, number]>(
      `DELETE FROM ${RATE_LIMIT_TABLE} WHERE key IN
         (SELECT key FROM ${RATE_LIMIT_TABLE} WHERE expire <= ? LIMIT ?)`,
    ),
    countLimits: db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${RATE_LIMIT_TABLE}`),
    trimLimits: db.prepare<[number]>(
      `DELETE FROM ${RATE_LIMIT_TABLE} WHERE key IN
         (SELECT key FROM ${RATE_LIMIT_TABLE} ORDER BY expire LIMIT ?)`,
    ),
  };

  const read = (key: string, now: number) => statements.get.get(key, now)?.value ?? null;
  const usageOf = (tier: Tier): TierUsage => statements.usage.get(TIER_ID[tier]) ?? { bytes: 0, entries: 0 };

  /** Oldest first within the anonymous tier, never the entry just written, until it fits its budget. */
  function evictAnonymous(keep: string): void {
    while (usageOf('anonymous').bytes > budget.anonymous) {
      const victims = statements.oldest.all(TIER_ID.anonymous, keep, EVICT_BATCH);
      if (victims.length === 0) break;
      for (const victim of victims) statements.delete.run(victim.key);
    }
  }

  /**
   * The protected tier never evicts (decision 071): a write that grew it past its budget is rolled
   * back; one that does not grow it always passes, so a full tier never locks anyone out.
   */
  const write = db.transaction((row: Row, tier: Tier, onlyIfAbsent: boolean): boolean => {
    const before = tier === 'protected' ? usageOf('protected').bytes : 0;
    const written = (onlyIfAbsent ? statements.insertIfAbsent : statements.upsert).run(row).changes > 0;
    if (!written) return false;
    if (tier === 'anonymous') {
      evictAnonymous(row.key);
      return true;
    }
    const after = usageOf('protected').bytes;
    if (after > budget.protected && after > before) throw protectedTierFull(`sqlite, ${row.key}`);
    return true;
  });

  function rowOf(key: string, value: string, ttlMs: number, tier: Tier): Row {
    checkValueSize(value, limits);
    const now = Date.now();
    const size = entryBytes(key, value);
    return { key, value, expiresAt: now + Math.max(1, Math.round(ttlMs)), tier: TIER_ID[tier], size, now };
  }

  function sweepBatch(now: number): number {
    return db
      .transaction(() => {
        const gone = statements.sweep.run(now, SWEEP_BATCH).changes;
        statements.sweepLimits.run(now, SWEEP_BATCH);
        return gone;
      })
      .immediate();
  }

  async function sweep(): Promise<number> {
    const now = Date.now();
    let total = 0;
    for (;;) {
      const gone = await backendCall('sweep', () => sweepBatch(now));
      total += gone;
      if (gone < SWEEP_BATCH) break;
      // Let requests run between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await backendCall('sweep', () => {
      const over = statements.countLimits.get()?.n ?? 0;
      if (over > MAX_RATE_LIMIT_ROWS) statements.trimLimits.run(over - MAX_RATE_LIMIT_ROWS);
    });
    return total;
  }

  const timer = startSweeps('sqlite', sweep, options.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS);

  return {
    kind: 'sqlite',
    get(key) {
      return backendCall('get', () => read(key, Date.now()));
    },
    getMany(keys) {
      if (keys.length === 0) return Promise.resolve([]);
      return backendCall('getMany', () => {
        const now = Date.now();
        return keys.map((key) => read(key, now));
      });
    },
    async set(key, value, ttlMs, options = {}) {
      const tier = options.tier ?? 'protected';
      const row = rowOf(key, value, ttlMs, tier);
      await backendCall('set', () => write.immediate(row, tier, false));
    },
    async setIfAbsent(key, value, ttlMs, options = {}) {
      const tier = options.tier ?? 'protected';
      const row = rowOf(key, value, ttlMs, tier);
      return backendCall('setIfAbsent', () => write.immediate(row, tier, true));
    },
    renewIfEquals(key, value, ttlMs) {
      const now = Date.now();
      const expiresAt = now + Math.max(1, Math.round(ttlMs));
      return backendCall(
        'renewIfEquals',
        () => statements.renewIfEquals.run(expiresAt, key, value, now).changes > 0,
      );
    },
    deleteIfEquals(key, value) {
      return backendCall(
        'deleteIfEquals',
        () => statements.deleteIfEquals.run(key, value, Date.now()).changes > 0,
      );
    },
    async delete(key) {
      await backendCall('delete', () => statements.delete.run(key));
    },
    rateLimiter(options: RateLimitOptions) {
      return guardLimiter(
        new RateLimiterSQLite({
          storeClient: db,
          storeType: 'better-sqlite3',
          tableName: RATE_LIMIT_TABLE,
          // Created with the schema; expired rows go with the store's own sweep.
          tableCreated: true,
          keyPrefix: options.keyPrefix,
          points: options.points,
          duration: options.durationSec,
          blockDuration: options.blockDurationSec ?? options.durationSec,
        }),
      );
    },
    usage() {
      return backendCall('usage', () => ({
        protected: usageOf('protected'),
        anonymous: usageOf('anonymous'),
      }));
    },
    sweep,
    async close() {
      clearInterval(timer);
      if (db.open) db.close();
    },
  };
}

/** Creates the data directory and the file, readable by this user only: sessions hold tokens. */
function openFile(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, STORE_FILE_NAME);
  closeSync(openSync(file, 'a', 0o600));
  return file;
}
