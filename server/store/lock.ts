/**
 * Short exclusive locks in the store (SET NX PX + compare-and-delete), held across instances
 * when the store is Redis. Callers re-read shared state once they hold the lock, so a request
 * that waited reuses what the previous holder produced instead of doing it again.
 */
import { randomUUID } from 'node:crypto';
import { getStore } from './index';

export class LockBusyError extends Error {
  constructor(key: string) {
    super(`lock busy: ${key}`);
    this.name = 'LockBusyError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` holding `key`; waits up to `waitMs` for another holder, then throws LockBusyError. */
export async function withLock<T>(
  key: string,
  options: { ttlMs: number; waitMs: number },
  fn: () => Promise<T>,
): Promise<T> {
  const store = getStore();
  const token = randomUUID();
  const deadline = Date.now() + options.waitMs;
  while (!(await store.setIfAbsent(`lock:${key}`, token, options.ttlMs))) {
    if (Date.now() >= deadline) throw new LockBusyError(key);
    await sleep(25 + Math.random() * 50);
  }
  try {
    return await fn();
  } finally {
    await store.deleteIfEquals(`lock:${key}`, token);
  }
}
