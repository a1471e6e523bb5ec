/**
 * The SQLite store's kept reads (server/store/sqlite-kept-reads.ts, decision 066): a copy is
 * answered only while no other connection has written the file, never past its row's expiry, and
 * never after this connection's own write. Several stores on one file stand for several workers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptReads } from '../../server/store/sqlite-kept-reads';
import { createSqliteStore, STORE_FILE_NAME } from '../../server/store/sqlite-store';
import type { Store } from '../../server/store/types';

const dirs: string[] = [];
const stores: Store[] = [];
const databases: Database.Database[] = [];

function openTwo(): [Store, Store, string] {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kodea-kept-reads-'));
  dirs.push(dataDir);
  const a = createSqliteStore({ dataDir });
  const b = createSqliteStore({ dataDir });
  stores.push(a, b);
  return [a, b, dataDir];
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(stores.splice(0).map((store) => store.close()));
  for (const db of databases.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sqlite store: reads kept while the file is unchanged', () => {
  it('sees another connection’s write, change and delete at the very next read', async () => {
    const [a, b] = openTwo();
    expect(await a.get('session:x')).toBeNull();
    await b.set('session:x', 'signed in', 60_000);
    expect(await a.get('session:x')).toBe('signed in');
    await b.set('session:x', 'changed', 60_000);
    expect(await a.getMany(['session:x', 'user:1'])).toEqual(['changed', null]);
    await b.delete('session:x');
    expect(await a.get('session:x')).toBeNull();
    expect(await a.getMany(['session:x'])).toEqual([null]);
  });

  it('reads its own write, delete and conditional delete at once', async () => {
    const [a] = openTwo();
    expect(await a.get('lock:p')).toBeNull();
    expect(await a.setIfAbsent('lock:p', 'mine', 60_000)).toBe(true);
    expect(await a.get('lock:p')).toBe('mine');
    expect(await a.deleteIfEquals('lock:p', 'mine')).toBe(true);
    expect(await a.get('lock:p')).toBeNull();
    await a.set('session:y', 'one', 60_000);
    expect(await a.get('session:y')).toBe('one');
    await a.delete('session:y');
    expect(await a.get('session:y')).toBeNull();
  });

  it('sees a write made by another process', async () => {
    const [a, , dataDir] = openTwo();
    await a.set('session:z', 'before', 60_000);
    expect(await a.get('session:z')).toBe('before');
    const storeModule = path.resolve('server/store/sqlite-store.ts');
    const code = `import { createSqliteStore } from ${JSON.stringify(storeModule)};
      const store = createSqliteStore({ dataDir: ${JSON.stringify(dataDir)} });
      await store.set('session:z', 'after', 60000);
      await store.close();`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]);
    expect(child.status, child.stderr.toString()).toBe(0);
    expect(await a.get('session:z')).toBe('after');
  });

  it('never answers a copy past its row’s expiry', async () => {
    const [a] = openTwo();
    vi.useFakeTimers({ toFake: ['Date'] });
    await a.set('session:short', 'brief', 1_000);
    expect(await a.get('session:short')).toBe('brief');
    vi.setSystemTime(Date.now() + 1_001);
    expect(await a.get('session:short')).toBeNull();
  });

  it('answers its copy until another connection commits, and drops it around its own writes', () => {
    const [, , dataDir] = openTwo();
    const file = path.join(dataDir, STORE_FILE_NAME);
    const reader = new Database(file);
    const writer = new Database(file);
    databases.push(reader, writer);
    const reads = keptReads(reader);
    const now = Date.now();
    const sql =
      'INSERT OR REPLACE INTO entries (key, value, expires_at, tier, size, written_at) VALUES (?, ?, ?, 0, 1, ?)';
    const write = (db: Database.Database, value: string) =>
      db.prepare(sql).run('k', value, now + 60_000, now);
    write(writer, 'first');
    expect(reads.getMany(['k'], now)[0]).toBe('first');
    // A write on the reader's own connection leaves data_version as it was: outside `writing`, the
    // copy is still answered, which shows that the file was not read again.
    write(reader, 'unseen');
    expect(reads.getMany(['k'], now)[0]).toBe('first');
    reads.writing(() => write(reader, 'own'));
    expect(reads.getMany(['k'], now)[0]).toBe('own');
    write(writer, 'second');
    expect(reads.getMany(['k'], now)[0]).toBe('second');
  });
});
