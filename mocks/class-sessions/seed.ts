/**
 * fixtures/class-sessions.ts into the database: each class on its enrolment's own group days and
 * Lima hours, walking back from `now` (the mock's start), so the card's schedule and its history
 * agree whatever the day.
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

function slotsOf(entry: ClassSessionsFixture): Slot[] {
  if (entry.holder === 'family') {
    const enrolment = db.courseEnrolment.findFirst({ where: { id: { equals: entry.enrolmentId } } });
    const slots = enrolment?.group?.frequency ?? [];
    if (slots.length) return slots.map((slot) => ({ day: slot.day_name, limaHour: slot.time_start }));
  } else {
    const enrollment = db.enrollment.findFirst({ where: { id: { equals: entry.enrolmentId } } });
    const slots = enrollment?.schedules ?? [];
    if (slots.length) return slots.map((slot) => ({ day: slot.day, limaHour: slot.hour }));
  }
  const fallback = entry.schedule;
  if (!fallback) throw new Error(`class fixtures: enrolment ${entry.enrolmentId} has no class days`);
  return fallback.days.map((day) => ({ day, limaHour: fallback.limaHour }));
}

/** The enrolment's class starts before `until`, newest first. */
function classStarts(slots: Slot[], until: Date, count: number): Date[] {
  const starts: Date[] = [];
  for (let back = 0; starts.length < count && back < MAX_DAYS_BACK; back++) {
    const limaDay = new Date(until.getTime() + LIMA_OFFSET_MS - back * DAY_MS).toISOString().slice(0, 10);
    const weekday = WEEKDAYS[new Date(`${limaDay}T12:00:00Z`).getUTCDay()];
    const today = slots
      .filter((slot) => slot.day === weekday)
      .map((slot) => new Date(`${limaDay}T${slot.limaHour}:00-05:00`))
      .filter((start) => start < until)
      .sort((a, b) => b.getTime() - a.getTime());
    starts.push(...today.slice(0, count - starts.length));
  }
  if (starts.length < count) throw new Error('class fixtures: not enough class days to place every class');
  return starts;
}

export function seedClassSessions(now = new Date()): void {
  let id = FIRST_ID;
  for (const entry of classSessions) {
    const until = new Date(now.getTime() - (entry.skipDays ?? 0) * DAY_MS);
    const starts = classStarts(slotsOf(entry), until, entry.classes.length);
    entry.classes.forEach((fixture, index) => {
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
