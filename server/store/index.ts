/** The process's store: Redis when REDIS_URL is set, the embedded memory store otherwise. */
import { getEnv } from '../env';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import type { Store } from './types';

export type { Store } from './types';

let current: Store | undefined;

export function getStore(): Store {
  if (!current) {
    const url = getEnv().REDIS_URL;
    current = url ? createRedisStore(url) : createMemoryStore();
  }
  return current;
}

/** Replaces the process's store (tests run the same code against both implementations). */
export function useStore(store: Store): void {
  current = store;
}

export async function closeStore(): Promise<void> {
  await current?.close();
  current = undefined;
}
