/**
 * The SQLite store's reads answered from copies kept in this process while the file has not
 * changed (docs/decisions/066). Every signed-in page reads its session and its user's data version:
 * two point reads that cost 25 µs each on this machine (half of it in system calls: a read
 * transaction on a WAL file takes its locks on the shared-memory index), for values that change
 * only when someone signs in or out or a user changes their own data.
 *
 * How a copy stays true, whatever the other processes sharing the file do:
 * - `PRAGMA data_version` (4 µs, no read transaction) changes whenever another connection, in this
 *   process or another, has committed to the file since this connection last asked; when it has
 *   changed, every copy is dropped before anything is answered;
 * - this connection's own writes do not change it, so the store drops every copy around each of
 *   its writes (`writing`): a page reads its own write at once;
 * - a copy keeps its row's expiry and is not used past it, as the read it stands for would not be;
 * - at most MAX_ENTRIES copies of at most MAX_BYTES in all, the least recently read dropped first
 *   (lru-cache keeps nothing larger than the whole budget).
 * A read that raced another process's commit is kept under the old version and dropped at the next
 * read, which sees the new one.
 */
import type { Database } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/** Sessions in use at once on one process, with room. */
const MAX_ENTRIES = 20_000;
/** A session record is at most 64 KiB; most are under 4 KiB. */
const MAX_BYTES = 32 * 1024 * 1024;

interface Copy {
  value: string | null;
  /** The row's expiry (ms since the epoch); Infinity for a key that was absent. */
  expiresAt: number;
}

export interface KeptReads {
  /** The keys' values, from the copies while the file is unchanged, else from the file. */
  getMany(keys: readonly string[], now: number): (string | null)[];
  /** Runs one of this connection's writes, dropping every copy before and after. */
  writing<T>(write: () => T): T;
}

export function keptReads(db: Database): KeptReads {
  const read = db.prepare<[string, number], { value: string; expires_at: number }>(
    'SELECT value, expires_at FROM entries WHERE key = ? AND expires_at > ?',
  );
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const copies = new LRUCache<string, Copy>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (copy, key) => 64 + 2 * (key.length + (copy.value?.length ?? 0)),
  });
  let seenVersion: number | null = null;

  return {
    getMany(keys, now) {
      const version = dataVersion.get();
      if (version !== seenVersion) {
        copies.clear();
        seenVersion = version ?? null;
      }
      return keys.map((key) => answer(key, now));
    },
    writing(write) {
      copies.clear();
      try {
        return write();
      } finally {
        copies.clear();
      }
    },
  };

  function answer(key: string, now: number): string | null {
    const kept = copies.get(key);
    if (kept && kept.expiresAt > now) return kept.value;
    const row = read.get(key, now);
    const copy = row ? { value: row.value, expiresAt: row.expires_at } : { value: null, expiresAt: Infinity };
    copies.set(key, copy);
    return copy.value;
  }
}
