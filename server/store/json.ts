/** JSON records in the store: a value that no longer parses (e.g. after a format change) reads as absent. */
import { getStore } from './index';
import type { WriteOptions } from './types';

export async function readJson<T>(key: string): Promise<T | null> {
  return parseStoredJson<T>(await getStore().get(key));
}

/** Several records in one store operation (one round trip with Redis), in the order asked. */
export async function readJsonMany<T>(keys: readonly string[]): Promise<(T | null)[]> {
  const raws = await getStore().getMany(keys);
  return raws.map((raw) => parseStoredJson<T>(raw));
}

/** A stored text read elsewhere, as readJson reads it: absent or unparseable is null. */
export function parseStoredJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    const value: T = JSON.parse(raw);
    return value;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, ttlMs: number, options?: WriteOptions): Promise<void> {
  return getStore().set(key, JSON.stringify(value), ttlMs, options);
}
