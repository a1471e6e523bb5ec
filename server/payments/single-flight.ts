/**
 * At most one authorization in flight per purchase in this process: a double submit waits for
 * the first request's result instead of authorizing again. Across processes the upstream is
 * idempotent per purchase number (docs/decisions/008-never-charge-twice.md).
 */
const inFlight = new Map<string, Promise<unknown>>();

export function singleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
  const existing = inFlight.get(key);
  if (existing) return existing as Promise<T>;
  const promise = run().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
