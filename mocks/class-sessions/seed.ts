/** fixtures/class-sessions.ts into the database, dated back from `now` (the mock's start). */
import { randomBytes } from 'node:crypto';
import { classSessions, RECORDING_RETENTION_DAYS } from '../../fixtures/class-sessions';
import { db } from '../db';

const DAY_MS = 86_400_000;
/** Peru keeps no summer time: the fixtures' hours are Lima's. */
const LIMA_OFFSET_MS = -5 * 3_600_000;
const FIRST_ID = 80_001;

function limaStart(now: Date, daysAgo: number, limaHour: string): Date {
  const limaDay = new Date(now.getTime() + LIMA_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${limaDay}T${limaHour}:00-05:00`);
}

export function seedClassSessions(now = new Date()): void {
  let id = FIRST_ID;
  for (const { enrolmentId, holder, limaHour, classes } of classSessions) {
    for (const entry of classes) {
      const startsAt = limaStart(now, entry.daysAgo, limaHour);
      db.classSession.create({
        id: id++,
        enrolmentId,
        holder,
        startsAt: startsAt.toISOString(),
        attendance: entry.attendance,
        teacherNote: entry.note ?? null,
        homeworkUrl: entry.homeworkUrl ?? null,
        recordingKey: entry.recording ? randomBytes(18).toString('base64url') : null,
        recordingExpiresAt: entry.recording
          ? new Date(startsAt.getTime() + RECORDING_RETENTION_DAYS * DAY_MS).toISOString()
          : null,
      });
    }
  }
}
