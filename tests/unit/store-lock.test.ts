/**
 * Store locks as leases (docs/decisions/071, issue 50 point 6): renewed while held, taken over at
 * once when the holder's process is gone from this machine, after one lease when the holder is
 * elsewhere, never while it lives. The crash case runs a real process on the SQLite store and
 * kills it with SIGKILL while it holds the lock.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getStore, useStore } from '../../server/store';
import { LockBusyError, withLock } from '../../server/store/lock';
import { createMemoryStore } from '../../server/store/memory-store';
import { createSqliteStore } from '../../server/store/sqlite-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function thisMachine(): string {
  try {
    return `${hostname()}/${readlinkSync('/proc/self/ns/pid')}`;
  } catch {
    return hostname();
  }
}

const holder = (machine: string, pid: number) => JSON.stringify({ machine, pid, id: 'earlier-holder' });

/** The pid of a process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  const pid = child.pid;
  await once(child, 'exit');
  if (pid === undefined) throw new Error('no pid');
  return pid;
}

describe('withLock', () => {
  it('renews its lease while the holder runs: a holder slower than one lease keeps the lock', async () => {
    useStore(createMemoryStore());
    let entered = false;
    // Margins wide enough for a loaded CI machine: asked after more than two leases, well before the end.
    const slow = withLock('renewed', { ttlMs: 10_000, waitMs: 0, leaseMs: 300 }, async () => {
      await sleep(1_500);
      return 'done';
    });
    await sleep(800);
    const second = withLock('renewed', { ttlMs: 10_000, waitMs: 0 }, async () => {
      entered = true;
    });
    await expect(second).rejects.toBeInstanceOf(LockBusyError);
    expect(entered).toBe(false);
    expect(await slow).toBe('done');
    expect(await getStore().get('lock:renewed'), 'released at the end').toBeNull();
  });

  it('stops renewing at its time limit: a holder stuck on a live process lets go', async () => {
    useStore(createMemoryStore());
    const stuck = withLock('stuck', { ttlMs: 300, waitMs: 0, leaseMs: 150 }, () => sleep(2_000));
    await sleep(50);
    const started = Date.now();
    await withLock('stuck', { ttlMs: 1_000, waitMs: 3_000 }, async () => {});
    expect(Date.now() - started, 'got the lock while the stuck holder still runs').toBeLessThan(1_500);
    await stuck;
  });

  it('takes over at once from a holder whose process is gone from this machine', async () => {
    useStore(createMemoryStore());
    await getStore().set('lock:dead-holder', holder(thisMachine(), await deadPid()), 60_000);
    const started = Date.now();
    const result = await withLock('dead-holder', { ttlMs: 30_000, waitMs: 5_000 }, async () => 'mine');
    expect(result).toBe('mine');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('never takes over from a live holder, nor judges by pid a holder on another machine', async () => {
    useStore(createMemoryStore());
    // This very process: alive.
    await getStore().set('lock:alive', holder(thisMachine(), process.pid), 60_000);
    await expect(withLock('alive', { ttlMs: 1_000, waitMs: 300 }, async () => {})).rejects.toBeInstanceOf(
      LockBusyError,
    );
    // Another machine: its pids mean nothing here, so only its lease lapsing frees the lock.
    const elsewhere = holder('another-host/pid:[1]', await deadPid());
    await getStore().set('lock:elsewhere', elsewhere, 800);
    await expect(withLock('elsewhere', { ttlMs: 1_000, waitMs: 100 }, async () => {})).rejects.toBeInstanceOf(
      LockBusyError,
    );
    const started = Date.now();
    await withLock('elsewhere', { ttlMs: 1_000, waitMs: 2_000 }, async () => {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('a process killed with SIGKILL while holding a lock (SQLite, shared file): the next holder gets it at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-lock-test-'));
    dirs.push(dataDir);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', holdForeverCode(dataDir)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 20_000;
    while (!output.includes('held') && Date.now() < deadline) await sleep(50);
    expect(output).toContain('held');
    child.kill('SIGKILL');
    await once(child, 'exit');

    const store = createSqliteStore({ dataDir });
    useStore(store);
    try {
      const started = Date.now();
      // The caller's limits of a payment (server/payments/checkout.ts): 60 s, waiting 30 s.
      await withLock('authorize:unit', { ttlMs: 60_000, waitMs: 30_000 }, async () => {});
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await store.close();
      useStore(createMemoryStore());
    }
  }, 30_000);
});

/** A process that takes 'authorize:unit' on the SQLite store in dataDir, says 'held', and never lets go. */
function holdForeverCode(dataDir: string): string {
  const module = (name: string) => JSON.stringify(path.resolve(`server/store/${name}.ts`));
  return `
    import { useStore } from ${module('index')};
    import { withLock } from ${module('lock')};
    import { createSqliteStore } from ${module('sqlite-store')};
    useStore(createSqliteStore({ dataDir: ${JSON.stringify(dataDir)} }));
    await withLock('authorize:unit', { ttlMs: 60_000, waitMs: 0 }, async () => {
      process.stdout.write('held');
      await new Promise(() => setInterval(() => {}, 1_000));
    });
  `;
}
