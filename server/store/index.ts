/** The process's store: Redis when REDIS_URL is set, the embedded memory store otherwise. */
import { getEnv } from '../env';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import type { Store } from './types';

export type { Store } from './types';

declare global {
  // The Remix build bundles its own copy of this module while the server entry loads it from
  // source: the store lives on globalThis so that both copies share one.
  var __kodeaStore: { current?: Store } | undefined;
}

const holder = (globalThis.__kodeaStore ??= {});

export function getStore(): Store {
  if (!holder.current) {
    const url = getEnv().REDIS_URL;
    holder.current = url ? createRedisStore(url) : createMemoryStore();
  }
  return holder.current;
}

/** Replaces the process's store (tests run the same code against both implementations). */
export function useStore(store: Store): void {
  holder.current = store;
}

export async function closeStore(): Promise<void> {
  await holder.current?.close();
  holder.current = undefined;
}
