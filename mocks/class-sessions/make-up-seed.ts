/** fixtures/make-ups.ts into the database, after the classes it points at (seed.ts). */
import { makeUpClasses, makeUpRequests, MAKE_UP_CAPACITY } from '../../fixtures/make-ups';
import { db } from '../db';

const DAY_MS = 86_400_000;
const LIMA_OFFSET_MS = -5 * 3_600_000;

function courseIdOf(enrolmentId: number): number {
  const enrolment = db.courseEnrolment.findFirst({ where: { id: { equals: enrolmentId } } });
  if (!enrolment) throw new Error(`make-up fixtures: no enrolment ${enrolmentId}`);
  return enrolment.course.id ?? 0;
}

export function seedMakeUps(now: Date): void {
  for (const entry of makeUpClasses) {
    const limaDay = new Date(now.getTime() + LIMA_OFFSET_MS + entry.inDays * DAY_MS)
      .toISOString()
      .slice(0, 10);
    db.makeUpClass.create({
      id: entry.id,
      courseId: courseIdOf(entry.enrolmentId),
      groupName: entry.groupName,
      zoomUrl: `https://zoom.us/j/8${String(entry.id).padStart(10, '0')}`,
      startsAt: new Date(`${limaDay}T${entry.limaHour}:00-05:00`).toISOString(),
      capacity: MAKE_UP_CAPACITY,
      enrolled: entry.enrolled,
    });
  }
  for (const entry of makeUpRequests) {
    const missed = db.classSession.findMany({
      where: { enrolmentId: { equals: entry.enrolmentId }, holder: { equals: 'family' } },
      orderBy: { startsAt: 'desc' },
    })[entry.classIndex];
    const enrolment = db.courseEnrolment.findFirst({ where: { id: { equals: entry.enrolmentId } } });
    if (!enrolment) throw new Error(`make-up fixtures: no enrolment ${entry.enrolmentId}`);
    // Its group started too recently for that class to be held yet (seed.ts): no request for it.
    if (!missed) continue;
    db.makeUpRequest.create({
      id: entry.id,
      sessionId: missed.id,
      childId: enrolment.childId,
      courseId: enrolment.course.id ?? 0,
      classId: entry.classId,
      status: entry.status,
      reason: null,
      createdAt: missed.startsAt,
    });
  }
}
