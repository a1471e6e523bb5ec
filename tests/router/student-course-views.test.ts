/**
 * The student's course views are worked out once per minute and per answer (decision 044): the
 * views reused within a minute must be exactly the views made afresh at any instant of it, also
 * across the instants where a class link opens and closes; any new answer, entry, zone or minute
 * makes them again.
 */
import { describe, expect, it } from 'vitest';
import { studentCourseViews } from '../../server/student/course-views';
import { getCourseEntry } from '../../server/upstream/content';
import { listEnrollments } from '../../server/upstream/student';
import { signedInCaller } from '../support/caller';

const LIMA = 'America/Lima';

async function studentAnswers() {
  const { answer } = await signedInCaller('alumno@example.com');
  const enrollments = await listEnrollments(answer.refresh);
  const ids = [...new Set(enrollments.map((e) => e.course_id))];
  const entries = await Promise.all(ids.map((id) => getCourseEntry(id)));
  return { enrollments, entries };
}

/** Every `stepMs` from `from` for `count` steps. */
const instants = (from: string, stepMs: number, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(new Date(from).getTime() + i * stepMs));

describe('studentCourseViews', () => {
  it('the views reused within a minute are the views made at that very instant', async () => {
    const { enrollments, entries } = await studentAnswers();
    // The first week of the fixture's group (Mondays and Wednesdays at 16:00 in Lima from
    // 2027-01-11): its first day begins, class links open at 15:45 and close at 17:30.
    const week = instants('2027-01-10T05:00:00Z', 7 * 60_000 + 13_000, 7 * 24 * 8);
    const seconds = instants('2027-01-11T20:44:00Z', 1_000, 180);
    let changes = 0;
    let previous: string | null = null;
    for (const now of [...week, ...seconds]) {
      const reused = studentCourseViews(enrollments, entries, LIMA, now);
      // A copy of the answer has no views made yet: these are made now.
      const fresh = studentCourseViews([...enrollments], entries, LIMA, now);
      expect(reused).toEqual(fresh);
      const links = JSON.stringify(fresh.map((view) => view.classLink));
      if (previous !== null && links !== previous) changes += 1;
      previous = links;
    }
    // The instants do cross the moments the page changes (else the comparison proves little).
    expect(changes).toBeGreaterThan(2);
    expect(enrollments.length).toBeGreaterThan(0);
  });

});
