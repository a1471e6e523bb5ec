/** The student's enrolled courses; one user-cache entry serves enrollments.list and the dashboard. */
import { createUserCache } from '../cache/user-cache';
import { getCourseEntry, listCourseEntries } from '../upstream/content';
import type { Enrollment } from '../upstream/schemas/student';
import { listEnrollments } from '../upstream/student';
import { studentCourseViews } from './course-views';

const enrollmentsCache = createUserCache<Enrollment[]>();

/**
 * The courses' content comes from the catalogue's one list (a cached public call), asked for with
 * the enrollments rather than after them (one round, decision 082); a course it lacks is asked
 * for by itself.
 */
export async function enrolledCourses(userId: number, bearer: string, timeZone: string) {
  const [enrollments, listed] = await Promise.all([
    enrollmentsCache.get(userId, 'all', () => listEnrollments(bearer)),
    listCourseEntries(),
  ]);
  const byId = new Map(listed.map((entry) => [entry.sys.id, entry]));
  const ids = [...new Set(enrollments.map((e) => e.course_id))];
  const entries = await Promise.all(ids.map((id) => byId.get(id) ?? getCourseEntry(id)));
  return studentCourseViews(enrollments, entries, timeZone, new Date());
}
