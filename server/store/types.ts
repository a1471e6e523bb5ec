/** The one store behind all server-side state: SQLite (default), Redis or memory (unit tests). */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitOptions {
  keyPrefix: string;
  points: number;
  durationSec: number;
  blockDurationSec?: number;
}

/** Anonymous state is evicted oldest first; protected state never is: an overfull write throws. */
export type Tier = 'protected' | 'anonymous';

export interface WriteOptions {
  tier?: Tier;
}

export interface TierUsage {
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
  /** One round trip with Redis; null where absent. */
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  /** Throws ValueTooLargeError over the per-value cap, StoreFullError over the protected budget. */
  set(key: string, value: string, ttlMs: number, options?: WriteOptions): Promise<void>;
  setIfAbsent(key: string, value: string, ttlMs: number, options?: WriteOptions): Promise<boolean>;
  renewIfEquals(key: string, value: string, ttlMs: number): Promise<boolean>;
  deleteIfEquals(key: string, value: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  rateLimiter(options: RateLimitOptions): RateLimiterAbstract;
  usage(): Promise<StoreUsage>;
  sweep(): Promise<number>;
  close(): Promise<void>;
}
