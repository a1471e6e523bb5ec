/**
 * A rate limiter whose backend failures are StoreUnavailableError, like the store's own calls.
 * A refusal (RateLimiterRes: over the limit) passes through untouched; anything else a limiter
 * rejects with comes from its backend (SQLite busy, Redis down).
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { StoreUnavailableError } from './errors';

function rethrow(operation: string) {
  return (error: unknown): never => {
    if (error instanceof RateLimiterRes) throw error;
    throw new StoreUnavailableError(`rate limit ${operation}`, error);
  };
}

/**
 * `beforeCall` runs before each call (the Redis store waits there for a connection still being
 * opened, so the first sign-in after start is not refused as an outage).
 */
export function guardLimiter<T extends RateLimiterAbstract>(
  limiter: T,
  beforeCall: () => Promise<void> = async () => {},
): T {
  const consume = limiter.consume.bind(limiter);
  const get = limiter.get.bind(limiter);
  const del = limiter.delete.bind(limiter);
  const penalty = limiter.penalty.bind(limiter);
  const reward = limiter.reward.bind(limiter);
  const block = limiter.block.bind(limiter);
  const set = limiter.set.bind(limiter);
  limiter.consume = (...args) =>
    beforeCall()
      .then(() => consume(...args))
      .catch(rethrow('consume'));
  limiter.get = (...args) =>
    beforeCall()
      .then(() => get(...args))
      .catch(rethrow('get'));
  limiter.delete = (...args) =>
    beforeCall()
      .then(() => del(...args))
      .catch(rethrow('delete'));
  limiter.penalty = (...args) =>
    beforeCall()
      .then(() => penalty(...args))
      .catch(rethrow('penalty'));
  limiter.reward = (...args) =>
    beforeCall()
      .then(() => reward(...args))
      .catch(rethrow('reward'));
  limiter.block = (...args) =>
    beforeCall()
      .then(() => block(...args))
      .catch(rethrow('block'));
  limiter.set = (...args) =>
    beforeCall()
      .then(() => set(...args))
      .catch(rethrow('set'));
  return limiter;
}
