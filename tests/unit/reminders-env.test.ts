/** The job's settings (server/env.ts) and who starts it (server/reminders/start.ts). */
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../server/env';
import { logger } from '../../server/log/logger';
import { startRemindersFromEnv } from '../../server/reminders/start';

const base = () => ({ ...process.env });

describe('reminder settings', () => {
  it('on by default, every minute; the mock gives the service token', () => {
    const env = parseEnv({ ...base(), REMINDERS_JOB: '', REMINDERS_INTERVAL_MS: '' });
    expect([env.REMINDERS_JOB, env.REMINDERS_INTERVAL_MS]).toEqual(['on', 60_000]);
    expect(env.REMINDERS_SERVICE_TOKEN).toBe('mock-reminders-service-token');
  });

  it('a bad value stops the start with its name', () => {
    expect(() => parseEnv({ ...base(), REMINDERS_JOB: 'sí' })).toThrow(/REMINDERS_JOB/);
    expect(() => parseEnv({ ...base(), REMINDERS_INTERVAL_MS: '10' })).toThrow(/REMINDERS_INTERVAL_MS/);
    expect(() => parseEnv({ ...base(), REMINDERS_SERVICE_TOKEN: 'short' })).toThrow(
      /REMINDERS_SERVICE_TOKEN/,
    );
  });

  it('off, or without a service token: no job (the latter says so); on: a job', async () => {
    expect(startRemindersFromEnv(parseEnv({ ...base(), REMINDERS_JOB: 'off' }))).toBeNull();
    const warn = vi.spyOn(logger, 'warn');
    const withoutToken = { ...parseEnv(base()), REMINDERS_SERVICE_TOKEN: undefined };
    expect(startRemindersFromEnv(withoutToken)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('REMINDERS_SERVICE_TOKEN'));
    // Long before any class: the first tick finds nothing due.
    const job = startRemindersFromEnv(parseEnv(base()), () => new Date('2020-01-01T00:00:00Z'));
    expect(job).not.toBeNull();
    job?.stop();
    await job?.idle();
  });
});
