/**
 * Triggers keep `tier_usage` in the write's own transaction, so a budget check is one row read,
 * exact across processes. `rate_limits` is shared by every RateLimiterSQLite.
 */
import type { Database } from 'better-sqlite3';

export const TIER_ID = { protected: 0, anonymous: 1 } as const;

export const RATE_LIMIT_TABLE = 'rate_limits';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS entries (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  tier INTEGER NOT NULL,
  size INTEGER NOT NULL,
  written_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS entries_by_expiry ON entries (expires_at);
CREATE INDEX IF NOT EXISTS entries_by_age ON entries (tier, written_at);

CREATE TABLE IF NOT EXISTS tier_usage (
  tier INTEGER PRIMARY KEY,
  bytes INTEGER NOT NULL DEFAULT 0,
  entries INTEGER NOT NULL DEFAULT 0
);
INSERT OR IGNORE INTO tier_usage (tier) VALUES (0), (1);

CREATE TRIGGER IF NOT EXISTS entries_inserted AFTER INSERT ON entries BEGIN
  UPDATE tier_usage SET bytes = bytes + NEW.size, entries = entries + 1 WHERE tier = NEW.tier;
END;
CREATE TRIGGER IF NOT EXISTS entries_deleted AFTER DELETE ON entries BEGIN
  UPDATE tier_usage SET bytes = bytes - OLD.size, entries = entries - 1 WHERE tier = OLD.tier;
END;
CREATE TRIGGER IF NOT EXISTS entries_updated AFTER UPDATE ON entries BEGIN
  UPDATE tier_usage SET bytes = bytes - OLD.size, entries = entries - 1 WHERE tier = OLD.tier;
  UPDATE tier_usage SET bytes = bytes + NEW.size, entries = entries + 1 WHERE tier = NEW.tier;
END;

CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
);
CREATE INDEX IF NOT EXISTS ${RATE_LIMIT_TABLE}_by_expiry ON ${RATE_LIMIT_TABLE} (expire);
`;

/**
 * WAL plus busy_timeout. SQLite skips the busy handler for a new file's first locks, so two workers
 * opening it at once could fail at once: every step is idempotent and reruns on SQLITE_BUSY.
 */
export function prepareDatabase(
  db: Database,
  options: { busyTimeoutMs: number; maxFileBytes: number },
): void {
  const busyTimeoutMs = Math.max(0, Math.round(options.busyTimeoutMs));
  const deadline = Date.now() + busyTimeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      prepareOnce(db, busyTimeoutMs, options.maxFileBytes);
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      sleepSync(Math.min(5 * attempt, 50, Math.max(1, deadline - Date.now())));
    }
  }
}

function prepareOnce(db: Database, busyTimeoutMs: number, maxFileBytes: number): void {
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  if (db.pragma('journal_mode', { simple: true }) !== 'wal') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // The WAL file is truncated back to this after a checkpoint instead of keeping its peak size.
  db.pragma('journal_size_limit = 67108864');
  // The last line of defence behind the byte budgets: the file itself cannot outgrow this.
  const pageSize = Number(db.pragma('page_size', { simple: true }));
  db.pragma(`max_page_count = ${Math.ceil(maxFileBytes / pageSize)}`);
  // Several processes may open a new file at once: creating the schema is one write transaction.
  db.transaction(() => db.exec(SCHEMA)).immediate();
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** Start-up only, before the process serves anything: blocking the thread is what is wanted. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
