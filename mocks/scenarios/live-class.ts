/** 'class-live-now': courses with a class link get a class that started minutes ago, at any hour. */
import { db } from '../db';
import { DAY_NAMES } from '../schedule/dates';
import { inLima } from '../outbox/dates';

/** Lima's weekday and 'HH:mm' five minutes ago: a class that has just started. */
function limaNow(now: Date): { day: string; hour: string } {
  const at = inLima(now.getTime() - 5 * 60_000);
  return { day: DAY_NAMES[at.day()], hour: at.format('HH:mm') };
}

export function enrollmentsWithLiveClass(userId: number, now = new Date()) {
  const live = limaNow(now);
  return db.enrollment
    .findMany({ where: { userId: { equals: userId } } })
    .map(({ userId: _owner, ...enrollment }) =>
      enrollment.zoom_url
        ? { ...enrollment, status: 'in_progress', initial_date: '2026-01-05', schedules: [live] }
        : enrollment,
    );
}
