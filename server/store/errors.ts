/** Recognised by a brand, not `instanceof`: the Remix build bundles its own copy of these modules. */
import { logger } from '../log/logger';
import { metrics } from '../ops/metrics';

const UNAVAILABLE = Symbol.for('kodea.store.unavailable');
const TOO_LARGE = Symbol.for('kodea.store.value-too-large');
const FULL = Symbol.for('kodea.store.protected-full');

function hasBrand(error: unknown, brand: symbol): boolean {
  return typeof error === 'object' && error !== null && brand in error;
}

/** Pages answer it with the Spanish maintenance page and 503; the next request tries again. */
export class StoreUnavailableError extends Error {
  readonly [UNAVAILABLE] = true;
  constructor(operation: string, cause: unknown) {
    super(`store unavailable (${operation}): ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StoreUnavailableError';
  }
}

/** Refused rather than evicting a signed-in session or payment record; an outage to the writer. */
export class StoreFullError extends StoreUnavailableError {
  readonly [FULL] = true;
  constructor(detail: string) {
    super('write', new Error(`protected tier full: ${detail}`));
    this.name = 'StoreFullError';
  }
}

/** Refused whole, never truncated. */
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

export function protectedTierFull(detail: string): StoreFullError {
  metrics.storeErrors.inc();
  logger.error(`[store] protected tier full, write refused (raise STORE_MAX_BYTES): ${detail}`);
  return new StoreFullError(detail);
}

export function backendFailure(operation: string, cause: unknown): StoreUnavailableError {
  metrics.storeErrors.inc();
  return new StoreUnavailableError(operation, cause);
}

export async function backendCall<T>(operation: string, call: () => T | Promise<T>): Promise<T> {
  metrics.storeOperations.inc({ operation });
  try {
    return await call();
  } catch (error) {
    if (isStoreUnavailable(error) || isValueTooLarge(error)) throw error;
    throw backendFailure(operation, error);
  }
}
