/** The process's store: Redis when REDIS_URL is set, else the embedded SQLite file (tests: useStore). */
import { getEnv } from '../env';
import { createRedisStore } from './redis-store';
import { createSqliteStore } from './sqlite-store';
import type { Store } from './types';

export type { Store, Tier, WriteOptions } from './types';

const holder: { current?: Store } = {};

function createConfiguredStore(): Store {
  const env = getEnv();
  const limits = {
    maxBytes: env.STORE_MAX_BYTES,
    anonymousMaxBytes: env.STORE_ANONYMOUS_MAX_BYTES,
    maxValueBytes: env.STORE_MAX_VALUE_BYTES,
  };
  // The environment checks each setting alone; how they relate is checked here, before anything opens.
  if (limits.anonymousMaxBytes >= limits.maxBytes)
    throw new Error('Configuración inválida: STORE_ANONYMOUS_MAX_BYTES debe ser menor que STORE_MAX_BYTES');
  if (limits.maxValueBytes > limits.anonymousMaxBytes)
    throw new Error(
      'Configuración inválida: STORE_MAX_VALUE_BYTES no puede superar STORE_ANONYMOUS_MAX_BYTES',
    );
  if (env.REDIS_URL) return createRedisStore(env.REDIS_URL, { limits });
  return createSqliteStore({ dataDir: env.DATA_DIR, limits, busyTimeoutMs: env.STORE_BUSY_TIMEOUT_MS });
}

export function getStore(): Store {
  holder.current ??= createConfiguredStore();
  return holder.current;
}

export function useStore(store: Store): void {
  holder.current = store;
}

export async function closeStore(): Promise<void> {
  await holder.current?.close();
  holder.current = undefined;
}
