/**
 * The store's typed failures. They are recognised by a brand, not by `instanceof`: the Remix
 * build bundles its own copy of these modules while the server entry (which creates the store)
 * loads them from source, so the class that threw may not be the class the catcher imported.
 */
import { logger } from '../log/logger';
import { metrics } from '../ops/metrics';

const UNAVAILABLE = Symbol.for('kodea.store.unavailable');
const TOO_LARGE = Symbol.for('kodea.store.value-too-large');
const FULL = Symbol.for('kodea.store.protected-full');

function hasBrand(error: unknown, brand: symbol): boolean {
  return typeof error === 'object' && error !== null && brand in error;
}

/**
 * The backend cannot answer now (Redis down or unreachable, the SQLite file locked or full).
 * Pages answer it with the Spanish maintenance page and 503; the next request tries again.
 */
export class StoreUnavailableError extends Error {
  readonly [UNAVAILABLE] = true;
  constructor(operation: string, cause: unknown) {
    super(`store unavailable (${operation}): ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StoreUnavailableError';
  }
}

/**
 * The protected tier is full (docs/decisions/071): the write is refused rather than evicting a
 * signed-in session, a payment lock or a payment record. It is an outage for the request that
 * wrote (the Spanish maintenance page, 503), so every caller already handling an unavailable
 * store handles it; the operator must raise STORE_MAX_BYTES (or Redis's maxmemory).
 */
export class StoreFullError extends StoreUnavailableError {
  readonly [FULL] = true;
  constructor(detail: string) {
    super('write', new Error(`protected tier full: ${detail}`));
    this.name = 'StoreFullError';
  }
}

/** A value over the store's per-value cap: refused whole, never truncated. */
export class ValueTooLargeError extends Error {
  readonly [TOO_LARGE] = true;
  constructor(readonly bytes: number, readonly limit: number) {
    super(`value of ${bytes} bytes over the store's cap of ${limit}`);
    this.name = 'ValueTooLargeError';
  }
}

export const isStoreUnavailable = (error: unknown): error is StoreUnavailableError =>
  hasBrand(error, UNAVAILABLE);

export const isStoreFull = (error: unknown): error is StoreFullError => hasBrand(error, FULL);

export const isValueTooLarge = (error: unknown): error is ValueTooLargeError => hasBrand(error, TOO_LARGE);

/** Refuses a protected write: logged at error level every time, counted as a store error. */
export function protectedTierFull(detail: string): StoreFullError {
  metrics.storeErrors.inc();
  logger.error(`[store] protected tier full, write refused (raise STORE_MAX_BYTES): ${detail}`);
  return new StoreFullError(detail);
}

/** A failure of the backend itself: counted once for /metrics (kodea_store_errors_total). */
export function backendFailure(operation: string, cause: unknown): StoreUnavailableError {
  metrics.storeErrors.inc();
  return new StoreUnavailableError(operation, cause);
}

/**
 * Runs a backend call, counted for /metrics (kodea_store_operations_total: how many times a page
 * asks the store, round trips with Redis); any failure of the backend becomes a StoreUnavailableError.
 */
export async function backendCall<T>(operation: string, call: () => T | Promise<T>): Promise<T> {
  metrics.storeOperations.inc({ operation });
  try {
    return await call();
  } catch (error) {
    if (isStoreUnavailable(error) || isValueTooLarge(error)) throw error;
    throw backendFailure(operation, error);
  }
}
