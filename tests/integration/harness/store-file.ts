/**
 * The embedded store's SQLite file, opened by the test beside the running app: to read what each
 * tier holds, and to hold its write lock as another process (a stuck worker, a backup) would.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { STORE_FILE_NAME } from '../../../server/store/sqlite-store';

export interface TierRow {
  bytes: number;
  entries: number;
}

function open(dataDir: string) {
  const db = new Database(path.join(dataDir, STORE_FILE_NAME));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Bytes and entries per tier, as the store's budgets count them (expired entries included until swept). */
export function storeUsage(dataDir: string): { protected: TierRow; anonymous: TierRow } {
  const db = open(dataDir);
  try {
    const row = (tier: number): TierRow =>
      db.prepare<[number], TierRow>('SELECT bytes, entries FROM tier_usage WHERE tier = ?').get(tier) ?? {
        bytes: 0,
        entries: 0,
      };
    return { protected: row(0), anonymous: row(1) };
  } finally {
    db.close();
  }
}

/** Keys of the protected tier that have not expired, sorted. */
export function protectedKeys(dataDir: string): string[] {
  const db = open(dataDir);
  try {
    return db
      .prepare<[number], { key: string }>(
        'SELECT key FROM entries WHERE tier = 0 AND expires_at > ? ORDER BY key',
      )
      .all(Date.now())
      .map((row) => row.key);
  } finally {
    db.close();
  }
}

/** Holds the file's write lock (BEGIN EXCLUSIVE) until release() is called. Readers go on (WAL). */
export function holdWriteLock(dataDir: string): { release(): void } {
  const db = open(dataDir);
  db.exec('BEGIN EXCLUSIVE');
  return {
    release() {
      db.exec('COMMIT');
      db.close();
    },
  };
}

/** Resident memory of a process in MB (Linux /proc), what the documented ceiling is about. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
