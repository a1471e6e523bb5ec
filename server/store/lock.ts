/**
 * Exclusive locks as renewed leases, so a dead holder lets go quickly; callers re-read shared state
 * once they hold one.
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
  /** Renewal stops then, even if the holder still runs. */
  ttlMs: number;
  waitMs: number;
  tier?: Tier;
  leaseMs?: number;
}

/** Long enough to ride out a slow store write; short enough that a crash costs little. */
export const LEASE_MS = 5_000;

/** Host name and pid namespace, so two containers sharing a host name never judge each other's pids. */
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

/** Only ESRCH means gone; another user's process is alive. */
function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'ESRCH';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
