/**
 * The one store behind all server-side state (sessions, throttles, payment locks and records).
 * Three implementations behind this interface (docs/decisions/021): SQLite (the embedded
 * default, a file under DATA_DIR that survives a restart), Redis (REDIS_URL, several instances)
 * and memory (unit tests only).
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitOptions {
  /** Namespace of the limiter's keys. */
  keyPrefix: string;
  /** How many points may be consumed per `durationSec`. */
  points: number;
  durationSec: number;
  /** Once over the limit, the key stays blocked this long (defaults to the window). */
  blockDurationSec?: number;
}

/**
 * Whose state a write is (docs/decisions/071). Anonymous state — everything a request without a
 * signed-in session causes to be stored: its session, a trial booking's record and lock — has its
 * own byte budget and is evicted oldest first when it is full. Protected state (signed-in
 * sessions, payment locks and records) is never evicted: a write that would take the protected
 * tier past its budget is refused (StoreFullError), so nothing can push a payment record out.
 */
export type Tier = 'protected' | 'anonymous';

export interface WriteOptions {
  /** Default: 'protected'. */
  tier?: Tier;
}

export interface TierUsage {
  /** Bytes as the budgets count them: key + value + a fixed overhead per entry. */
  bytes: number;
  entries: number;
}

export interface StoreUsage {
  anonymous: TierUsage;
  /** null when the backend bounds it itself (Redis: maxmemory). */
  protected: TierUsage | null;
}

export interface Store {
  readonly kind: 'memory' | 'sqlite' | 'redis';
  get(key: string): Promise<string | null>;
  /** Several keys in one operation (one round trip with Redis), in the order asked; null where absent. */
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  /**
   * Throws ValueTooLargeError over the per-value cap. An anonymous write may evict older anonymous
   * entries; a protected write over the protected budget throws StoreFullError instead.
   */
  set(key: string, value: string, ttlMs: number, options?: WriteOptions): Promise<void>;
  /** Writes only when the key does not exist (SET NX PX); true when this call wrote it. */
  setIfAbsent(key: string, value: string, ttlMs: number, options?: WriteOptions): Promise<boolean>;
  /** Extends the key's expiry only while it still holds `value` (a lock's lease); true when renewed. */
  renewIfEquals(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while it still holds `value` (safe lock release); true when deleted. */
  deleteIfEquals(key: string, value: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A rate limiter kept in this store, so every instance shares its counters. */
  rateLimiter(options: RateLimitOptions): RateLimiterAbstract;
  /** What each tier holds now (budgets, figures and tests). */
  usage(): Promise<StoreUsage>;
  /** Drops what has expired now, instead of at the next timed sweep; returns how many entries went. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}
