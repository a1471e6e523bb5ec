/** A rate limiter whose backend failures are StoreUnavailableError; a refusal passes untouched. */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { backendFailure } from './errors';

function rethrow(operation: string) {
  return (error: unknown): never => {
    if (error instanceof RateLimiterRes) throw error;
    throw backendFailure(`rate limit ${operation}`, error);
  };
}

/** The Redis store waits in `beforeCall` for a connection still opening, so start is no outage. */
export function guardLimiter<T extends RateLimiterAbstract>(
  limiter: T,
  beforeCall: () => Promise<void> = async () => {},
): T {
  const guard =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      beforeCall()
        .then(() => call(...args))
        .catch(rethrow(operation));
  limiter.consume = guard('consume', limiter.consume.bind(limiter));
  limiter.get = guard('get', limiter.get.bind(limiter));
  limiter.delete = guard('delete', limiter.delete.bind(limiter));
  limiter.penalty = guard('penalty', limiter.penalty.bind(limiter));
  limiter.reward = guard('reward', limiter.reward.bind(limiter));
  limiter.block = guard('block', limiter.block.bind(limiter));
  limiter.set = guard('set', limiter.set.bind(limiter));
  return limiter;
}
