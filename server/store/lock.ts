/**
 * Exclusive locks in the store, held across processes and, with Redis, across instances
 * (docs/decisions/071). Callers re-read shared state once they hold the lock, so a request that
 * waited reuses what the previous holder produced instead of doing it again.
 *
 * A lock is a lease: a short expiry that the holder renews while it runs, so a holder that dies
 * (kill -9, an out-of-memory abort) lets go within one lease instead of holding a paying parent
 * up for the whole of its time limit. Its value names the holder (machine, pid, a random id): a
 * waiter on the same machine that finds the holder's process gone takes the lock over at once.
 */
import { randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { z } from 'zod';
import { logger } from '../log/logger';
import { getStore } from './index';
import type { Store, Tier } from './types';

export class LockBusyError extends Error {
  constructor(key: string) {
    super(`lock busy: ${key}`);
    this.name = 'LockBusyError';
  }
}

export interface LockOptions {
  /** The longest a holder keeps the lock: renewal stops then, even if the holder still runs. */
  ttlMs: number;
  /** How long to wait for another holder before LockBusyError. */
  waitMs: number;
  /** The tier of the lock's entry: 'anonymous' when an anonymous request takes it. */
  tier?: Tier;
  /** How long a holder that stopped renewing keeps the lock (default LEASE_MS). */
  leaseMs?: number;
}

/** Long enough to ride out a slow store write; short enough that a crash costs seconds. */
export const LEASE_MS = 5_000;

/**
 * This machine as far as process ids go: the host name and, on Linux, the pid namespace, so two
 * containers sharing a host name never judge each other's processes by their own pid table.
 */
const MACHINE = (() => {
  try {
    return `${hostname()}/${readlinkSync('/proc/self/ns/pid')}`;
  } catch {
    return hostname();
  }
})();

const HolderSchema = z.object({ machine: z.string(), pid: z.number().int(), id: z.string() });

function parseHolder(value: string) {
  try {
    const parsed = HolderSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True only when the process is known to be gone (ESRCH); another user's process is alive. */
function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'ESRCH';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deletes the lock of a holder whose process is gone from this machine; true when it was free or freed. */
async function freedFromDeadHolder(store: Store, lockKey: string): Promise<boolean> {
  const held = await store.get(lockKey);
  if (held === null) return true;
  const holder = parseHolder(held);
  if (!holder || holder.machine !== MACHINE || holder.pid === process.pid || !processGone(holder.pid))
    return false;
  const freed = await store.deleteIfEquals(lockKey, held);
  if (freed) logger.warn({ lock: lockKey, pid: holder.pid }, '[lock] holder process gone: lock taken over');
  return true;
}

/** Renews the lease every third of it until stopped or until the lock's time limit. */
function keepRenewed(store: Store, lockKey: string, token: string, leaseMs: number, ttlMs: number) {
  const until = Date.now() + ttlMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const renew = async () => {
    const left = until - Date.now();
    if (stopped || left <= 0) return;
    try {
      if (!(await store.renewIfEquals(lockKey, token, Math.min(leaseMs, left))) && !stopped)
        logger.error({ lock: lockKey }, '[lock] lease lost while held');
    } catch (error) {
      logger.warn({ lock: lockKey, err: error }, '[lock] lease not renewed; trying again');
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void renew(), leaseMs / 3);
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Runs `fn` holding `key`; waits up to `waitMs` for another holder, then throws LockBusyError. */
export async function withLock<T>(key: string, options: LockOptions, fn: () => Promise<T>): Promise<T> {
  const store = getStore();
  const lockKey = `lock:${key}`;
  const leaseMs = Math.min(options.leaseMs ?? LEASE_MS, options.ttlMs);
  const token = JSON.stringify({ machine: MACHINE, pid: process.pid, id: randomUUID() });
  const deadline = Date.now() + options.waitMs;
  while (!(await store.setIfAbsent(lockKey, token, leaseMs, { tier: options.tier }))) {
    if (await freedFromDeadHolder(store, lockKey)) continue;
    if (Date.now() >= deadline) throw new LockBusyError(key);
    await sleep(25 + Math.random() * 50);
  }
  const stopRenewing = keepRenewed(store, lockKey, token, leaseMs, options.ttlMs);
  try {
    return await fn();
  } finally {
    stopRenewing();
    await store.deleteIfEquals(lockKey, token);
  }
}
