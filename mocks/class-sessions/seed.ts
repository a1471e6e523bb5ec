/**
 * fixtures/class-sessions.ts into the database: each class on its enrolment's own group days and
 * Lima hours, walking back from `now` (the mock's start) but never before the card's start date
 * nor after its end, so the card's schedule, dates and its history agree whatever the day.
 */
import { randomBytes } from 'node:crypto';
import {
  classSessions,
  RECORDING_RETENTION_DAYS,
  type ClassSessionsFixture,
} from '../../fixtures/class-sessions';
import { db } from '../db';
import { seedMakeUps } from './make-up-seed';

const DAY_MS = 86_400_000;
/** Peru keeps no summer time: class hours are Lima's. */
const LIMA_OFFSET_MS = -5 * 3_600_000;
const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const FIRST_ID = 80_001;
/** More than a year of looking back means the fixture names days its group never has. */
const MAX_DAYS_BACK = 400;

interface Slot {
  day: string;
  limaHour: string;
}

/** An enrolment's class days and the dates its card states: no class before its start or after its end. */
interface Classes {
  slots: Slot[];
  /** 'YYYY-MM-DD' (Lima), or null when the card states none. */
  start: string | null;
  end: string | null;
}

function classesOf(entry: ClassSessionsFixture): Classes {
  if (entry.holder === 'family') {
    const enrolment = db.courseEnrolment.findFirst({ where: { id: { equals: entry.enrolmentId } } });
    const group = enrolment?.group;
    const slots = group?.frequency ?? [];
    const window = { start: group?.start_date ?? null, end: group?.end_date ?? null };
    if (slots.length)
      return { slots: slots.map((slot) => ({ day: slot.day_name, limaHour: slot.time_start })), ...window };
    return { slots: fallbackSlots(entry), ...window };
  }
  const enrollment = db.enrollment.findFirst({ where: { id: { equals: entry.enrolmentId } } });
  const slots = enrollment?.schedules ?? [];
  const window = { start: enrollment?.initial_date ?? null, end: null };
  if (slots.length)
    return { slots: slots.map((slot) => ({ day: slot.day, limaHour: slot.hour })), ...window };
  return { slots: fallbackSlots(entry), ...window };
}

function fallbackSlots(entry: ClassSessionsFixture): Slot[] {
  const fallback = entry.schedule;
  if (!fallback) throw new Error(`class fixtures: enrolment ${entry.enrolmentId} has no class days`);
  return fallback.days.map((day) => ({ day, limaHour: fallback.limaHour }));
}

/**
 * The enrolment's class starts before `until`, newest first, never before its card's start date
 * nor after its end (issue 76 point 9): a history as long as the days since the start allow.
 */
function classStarts({ slots, start, end }: Classes, until: Date, count: number): Date[] {
  const starts: Date[] = [];
  for (let back = 0; starts.length < count && back < MAX_DAYS_BACK; back++) {
    const limaDay = new Date(until.getTime() + LIMA_OFFSET_MS - back * DAY_MS).toISOString().slice(0, 10);
    if (start !== null && limaDay < start) break;
    if (end !== null && limaDay > end) continue;
    const weekday = WEEKDAYS[new Date(`${limaDay}T12:00:00Z`).getUTCDay()];
    const today = slots
      .filter((slot) => slot.day === weekday)
      .map((slot) => new Date(`${limaDay}T${slot.limaHour}:00-05:00`))
      .filter((at) => at < until)
      .sort((a, b) => b.getTime() - a.getTime());
    starts.push(...today.slice(0, count - starts.length));
  }
  if (starts.length < count && start === null)
    throw new Error('class fixtures: not enough class days to place every class');
  return starts;
}

export function seedClassSessions(now = new Date()): void {
  let id = FIRST_ID;
  for (const entry of classSessions) {
    const until = new Date(now.getTime() - (entry.skipDays ?? 0) * DAY_MS);
    const starts = classStarts(classesOf(entry), until, entry.classes.length);
    // Newest first: before the card's start there is no class, so the oldest ones are not held yet.
    entry.classes.slice(0, starts.length).forEach((fixture, index) => {
      const startsAt = starts[index];
      db.classSession.create({
        id: id++,
        enrolmentId: entry.enrolmentId,
        holder: entry.holder,
        startsAt: startsAt.toISOString(),
        attendance: fixture.attendance,
        teacherNote: fixture.note ?? null,
        homeworkUrl: fixture.homeworkUrl ?? null,
        recordingKey: fixture.recording ? randomBytes(18).toString('base64url') : null,
        recordingExpiresAt: fixture.recording
          ? new Date(startsAt.getTime() + RECORDING_RETENTION_DAYS * DAY_MS).toISOString()
          : null,
      });
    });
  }
  seedMakeUps(now);
}
