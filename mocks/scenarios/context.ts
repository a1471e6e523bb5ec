/**
 * The scenario of the request being served. The server wraps each incoming request in
 * runWithScenario(); handlers read currentScenario() while answering the outgoing calls made
 * for that request. AsyncLocalStorage keeps concurrent requests apart: no global switch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<string | null>();

export function runWithScenario<T>(scenario: string | null, fn: () => T): T {
  return storage.run(scenario, fn);
}

export function currentScenario(): string | null {
  return storage.getStore() ?? null;
}
