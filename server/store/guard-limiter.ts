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

export function guardLimiter<T extends RateLimiterAbstract>(limiter: T): T {
  const consume = limiter.consume.bind(limiter);
  const get = limiter.get.bind(limiter);
  const del = limiter.delete.bind(limiter);
  const penalty = limiter.penalty.bind(limiter);
  const reward = limiter.reward.bind(limiter);
  const block = limiter.block.bind(limiter);
  const set = limiter.set.bind(limiter);
  limiter.consume = (...args) => consume(...args).catch(rethrow('consume'));
  limiter.get = (...args) => get(...args).catch(rethrow('get'));
  limiter.delete = (...args) => del(...args).catch(rethrow('delete'));
  limiter.penalty = (...args) => penalty(...args).catch(rethrow('penalty'));
  limiter.reward = (...args) => reward(...args).catch(rethrow('reward'));
  limiter.block = (...args) => block(...args).catch(rethrow('block'));
  limiter.set = (...args) => set(...args).catch(rethrow('set'));
  return limiter;
}
