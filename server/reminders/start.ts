/** Starts the reminder job in this instance from the environment (server/index.ts calls it). */
import type { Env } from '../env';
import { logger } from '../log/logger';
import { listReminderSubscriptions, sendClassReminder } from '../upstream/reminders';
import type { DueReminder } from './due';
import { startReminderJob, type ReminderJob } from './job';

export function classReminderBody(reminder: DueReminder) {
  return {
    idempotency_key: reminder.key,
    child_id: reminder.childId,
    enrolment_id: reminder.enrolmentId,
    make_up_id: reminder.makeUpId,
    class_start: reminder.classStart.toISOString(),
    class_end: reminder.classEnd.toISOString(),
    time_zone: reminder.timeZone,
    local_start_text: reminder.localStartText,
  };
}

/** null when this instance does not run the job (REMINDERS_JOB=off, or no service credential). */
export function startRemindersFromEnv(env: Env, now: () => Date = () => new Date()): ReminderJob | null {
  if (env.REMINDERS_JOB === 'off') return null;
  const token = env.REMINDERS_SERVICE_TOKEN;
  if (!token) {
    logger.warn(
      'Aviso: REMINDERS_SERVICE_TOKEN no está configurada; los recordatorios antes de clase no se envían desde esta instancia.',
    );
    return null;
  }
  return startReminderJob(
    {
      now,
      listSubscriptions: () => listReminderSubscriptions(token),
      send: async (reminder) => {
        await sendClassReminder(token, classReminderBody(reminder));
      },
    },
    env.REMINDERS_INTERVAL_MS,
  );
}
