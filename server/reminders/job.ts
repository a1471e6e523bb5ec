/**
 * The reminder job (decision 038): one instance per tick sends each due reminder not yet in the
 * ledger; a crash between send and ledger write is covered by the upstream's idempotency key.
 */
import { logger } from '../log/logger';
import { getStore } from '../store';
import { LockBusyError, withLock } from '../store/lock';
import type { ReminderSubscription } from '../upstream/schemas/reminders';
import { dueReminders, type DueReminder } from './due';

const log = logger.child({ component: 'reminders' });

const TICK_LOCK = 'reminders:tick';
/** A crashed holder frees it after this. */
const TICK_LOCK_TTL_MS = 5 * 60_000;
/** The ledger outlives the catch-up window (the class start). */
const LEDGER_MARGIN_MS = 24 * 60 * 60_000;

export const ledgerKey = (reminder: DueReminder) => `reminders:sent:${reminder.key}`;

export interface ReminderJobDeps {
  now: () => Date;
  listSubscriptions: () => Promise<ReminderSubscription[]>;
  /** Sent now, or already sent under its key. */
  send: (reminder: DueReminder) => Promise<void>;
}

export type TickResult =
  | { kind: 'done'; due: number; sent: number; alreadySent: number; failed: number }
  | { kind: 'busy' };

async function sendOnce(reminder: DueReminder, deps: ReminderJobDeps, now: Date) {
  const store = getStore();
  if ((await store.get(ledgerKey(reminder))) !== null) return 'already-sent' as const;
  try {
    await deps.send(reminder);
  } catch (error) {
    // Not recorded: the next tick tries again while the class has not begun.
    log.warn(
      { enrolmentId: reminder.enrolmentId, reason: error instanceof Error ? error.message : String(error) },
      '[reminders] sending failed; retried next tick',
    );
    return 'failed' as const;
  }
  const ttlMs = reminder.classStart.getTime() - now.getTime() + LEDGER_MARGIN_MS;
  await store.set(ledgerKey(reminder), now.toISOString(), Math.max(ttlMs, LEDGER_MARGIN_MS));
  log.info(
    { enrolmentId: reminder.enrolmentId, classStart: reminder.classStart.toISOString() },
    '[reminders] sent',
  );
  return 'sent' as const;
}

export async function runReminderTick(deps: ReminderJobDeps): Promise<TickResult> {
  try {
    return await withLock(TICK_LOCK, { ttlMs: TICK_LOCK_TTL_MS, waitMs: 0 }, async () => {
      const now = deps.now();
      const due = dueReminders(await deps.listSubscriptions(), now);
      const result = { kind: 'done' as const, due: due.length, sent: 0, alreadySent: 0, failed: 0 };
      for (const reminder of due) {
        const outcome = await sendOnce(reminder, deps, now);
        if (outcome === 'sent') result.sent += 1;
        else if (outcome === 'already-sent') result.alreadySent += 1;
        else result.failed += 1;
      }
      return result;
    });
  } catch (error) {
    if (error instanceof LockBusyError) return { kind: 'busy' };
    throw error;
  }
}

export interface ReminderJob {
  stop(): void;
  idle(): Promise<void>;
}

/** A tick at once (catch-up after a restart), then every `intervalMs`; ticks never overlap. */
export function startReminderJob(deps: ReminderJobDeps, intervalMs: number): ReminderJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runReminderTick(deps)
      .then(() => undefined)
      .catch((error: unknown) => {
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          '[reminders] tick failed',
        );
      })
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    idle: async () => {
      await running;
    },
  };
}
