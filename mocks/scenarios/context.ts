/** The scenario of the request being served, kept apart per request by AsyncLocalStorage. */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<string | null>();

export function runWithScenario<T>(scenario: string | null, fn: () => T): T {
  return storage.run(scenario, fn);
}

export function currentScenario(): string | null {
  return storage.getStore() ?? null;
}
