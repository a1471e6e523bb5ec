/** A value that no longer parses (a format change) reads as absent. */
import { getStore } from './index';
import type { WriteOptions } from './types';

export async function readJson<T>(key: string): Promise<T | null> {
  return parseStoredJson<T>(await getStore().get(key));
}

export async function readJsonMany<T>(keys: readonly string[]): Promise<(T | null)[]> {
  const raws = await getStore().getMany(keys);
  return raws.map((raw) => parseStoredJson<T>(raw));
}

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
