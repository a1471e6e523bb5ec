/** 'class-live-now', 'class-starts-soon': courses with a class link get a class near now, at any hour. */
import { db } from '../db';
import { DAY_NAMES } from '../schedule/dates';
import { inLima } from '../outbox/dates';
import type { parentEnrolments } from '../handlers/parents';

/** Lima's weekday and 'HH:mm' `minutesAgo` ago (negative: from now). */
function limaNow(now: Date, minutesAgo: number): { day: string; hour: string } {
  const at = inLima(now.getTime() - minutesAgo * 60_000);
  return { day: DAY_NAMES[at.day()], hour: at.format('HH:mm') };
}

/**
 * Five minutes ago by default: a class that has just started. 'class-starts-soon' (issue 77): in
 * 20 minutes, so its link opens 5 minutes after the page was served.
 */
export function enrollmentsWithLiveClass(userId: number, now = new Date(), minutesAgo = 5) {
  const live = limaNow(now, minutesAgo);
  return db.enrollment
    .findMany({ where: { userId: { equals: userId } } })
    .map(({ userId: _owner, ...enrollment }) =>
      enrollment.zoom_url
        ? { ...enrollment, status: 'in_progress', initial_date: '2026-01-05', schedules: [live] }
        : enrollment,
    );
}

type ParentAnswer = ReturnType<typeof parentEnrolments>;
type ParentEnrolment = ParentAnswer['courses'][number];

/**
 * The parents' zone's side of 'class-starts-soon' (issue 77): every course with a class link that
 * has not ended meets once a week, starting `minutesAgo` ago (negative: from now), begun in January.
 */
export function parentEnrolmentsWithClass(
  answer: ParentAnswer,
  now = new Date(),
  minutesAgo = 5,
): ParentAnswer {
  const start = limaNow(now, minutesAgo);
  const end = limaNow(now, minutesAgo - 90);
  const withClass = (enrolment: ParentEnrolment): ParentEnrolment =>
    enrolment.zoom_url && enrolment.status !== 'has_ended' && enrolment.group
      ? {
          ...enrolment,
          group: {
            ...enrolment.group,
            start_date: '2026-01-05',
            frequency: [{ day_name: start.day, time_start: start.hour, time_end: end.hour }],
            frequency_numeric: 1,
          },
        }
      : enrolment;
  return {
    learning_paths: answer.learning_paths.map((path) => ({ ...path, courses: path.courses.map(withClass) })),
    courses: answer.courses.map(withClass),
  };
}
