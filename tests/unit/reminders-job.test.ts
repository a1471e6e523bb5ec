/**
 * The reminder job (server/reminders/job.ts): exactly once through the store's tick lock and
 * sent-ledger, retries after a failure, catch-up after a restart. The clock is injected; the
 * store is the memory store tests/setup.ts installs (shared, as Redis is by two instances).
 */
import { describe, expect, it, vi } from 'vitest';
import type { DueReminder } from '../../server/reminders/due';
import { runReminderTick, startReminderJob, type ReminderJobDeps } from '../../server/reminders/job';
import { enrolment, FIRST_CLASS, minutesBefore, subscription } from './reminders-builders';

const SUBSCRIPTIONS = [subscription([enrolment(42)])];

function instance(clock: { now: Date }, send: (reminder: DueReminder) => Promise<void>): ReminderJobDeps {
  return { now: () => clock.now, listSubscriptions: async () => SUBSCRIPTIONS, send };
}

describe('runReminderTick', () => {
  it('sends a due reminder once: the next ticks find it in the ledger', async () => {
    const clock = { now: minutesBefore(FIRST_CLASS, 30) };
    const send = vi.fn(async (_reminder: DueReminder) => {});
    expect(await runReminderTick(instance(clock, send))).toEqual({
      kind: 'done',
      due: 1,
      sent: 1,
      alreadySent: 0,
      failed: 0,
    });
    clock.now = minutesBefore(FIRST_CLASS, 10);
    expect(await runReminderTick(instance(clock, send))).toMatchObject({ due: 1, sent: 0, alreadySent: 1 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({
      key: 'reminder:42:2027-01-11T21:00:00.000Z',
      enrolmentId: 42,
    });
  });

  it('two instances ticking at once: one holds the lock, the other is busy; sent once', async () => {
    const clock = { now: minutesBefore(FIRST_CLASS, 20) };
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(() => gate);
    const first = runReminderTick(instance(clock, send));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const second = await runReminderTick(instance(clock, send));
    expect(second).toEqual({ kind: 'busy' });
    release();
    expect(await first).toMatchObject({ sent: 1 });
    expect(await runReminderTick(instance(clock, send))).toMatchObject({ sent: 0, alreadySent: 1 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a failed send is not recorded: the next tick sends it, while the class has not begun', async () => {
    const clock = { now: minutesBefore(FIRST_CLASS, 25) };
    const failing = vi.fn(async () => {
      throw new Error('upstream 502');
    });
    expect(await runReminderTick(instance(clock, failing))).toMatchObject({ sent: 0, failed: 1 });
    const send = vi.fn(async () => {});
    clock.now = minutesBefore(FIRST_CLASS, 24);
    expect(await runReminderTick(instance(clock, send))).toMatchObject({ sent: 1, failed: 0 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a restart neither loses nor repeats: down at the 30-minute mark, the first tick after catches up; a second restart sends nothing', async () => {
    const clock = { now: minutesBefore(FIRST_CLASS, 45) };
    const before = vi.fn(async () => {});
    expect(await runReminderTick(instance(clock, before))).toMatchObject({ due: 0 });
    // The instance is down from T-45 to T-5 minutes; a new process (same store) starts.
    clock.now = minutesBefore(FIRST_CLASS, 5);
    const after = vi.fn(async () => {});
    expect(await runReminderTick(instance(clock, after))).toMatchObject({ sent: 1 });
    const again = vi.fn(async () => {});
    clock.now = minutesBefore(FIRST_CLASS, 4);
    expect(await runReminderTick(instance(clock, again))).toMatchObject({ sent: 0, alreadySent: 1 });
    expect([before, after, again].map((fn) => fn.mock.calls.length)).toEqual([0, 1, 0]);
  });

  it('down past the class start: nothing is sent late', async () => {
    const send = vi.fn(async () => {});
    const clock = { now: new Date(FIRST_CLASS.getTime() + 60_000) };
    expect(await runReminderTick(instance(clock, send))).toMatchObject({ due: 0, sent: 0 });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('startReminderJob', () => {
  it('ticks at once on start (the catch-up), then on its interval; a failing tick is logged, not thrown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const clock = { now: minutesBefore(FIRST_CLASS, 40) };
      const send = vi.fn(async () => {});
      let calls = 0;
      const job = startReminderJob(
        {
          now: () => clock.now,
          listSubscriptions: async () => {
            calls += 1;
            if (calls === 2) throw new Error('upstream down');
            return SUBSCRIPTIONS;
          },
          send,
        },
        60_000,
      );
      await job.idle();
      expect(calls).toBe(1);
      clock.now = minutesBefore(FIRST_CLASS, 29);
      vi.advanceTimersByTime(60_000);
      await job.idle();
      expect(send).not.toHaveBeenCalled();
      vi.advanceTimersByTime(60_000);
      await job.idle();
      expect(send).toHaveBeenCalledTimes(1);
      job.stop();
      vi.advanceTimersByTime(60_000);
      await job.idle();
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
