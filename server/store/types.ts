/**
 * The one store behind all server-side state (sessions, throttles, payment locks and records).
 * Two implementations: in-process memory (default, no setup) and Redis (REDIS_URL), so several
 * app instances pointing at one Redis behave as one.
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

export interface Store {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Writes only when the key does not exist (SET NX PX); true when this call wrote it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while it still holds `value` (safe lock release); true when deleted. */
  deleteIfEquals(key: string, value: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A rate limiter kept in this store, so every instance shares its counters. */
  rateLimiter(options: RateLimitOptions): RateLimiterAbstract;
  close(): Promise<void>;
}
