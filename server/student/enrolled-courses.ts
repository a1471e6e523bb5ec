/** The student's enrolled courses; one user-cache entry serves enrollments.list and the dashboard. */
import { createUserCache } from '../cache/user-cache';
import { getCourseEntry } from '../upstream/content';
import type { Enrollment } from '../upstream/schemas/student';
import { listEnrollments } from '../upstream/student';
import { studentCourseViews } from './course-views';

const enrollmentsCache = createUserCache<Enrollment[]>();

export async function enrolledCourses(userId: number, bearer: string, timeZone: string) {
  const enrollments = await enrollmentsCache.get(userId, 'all', () => listEnrollments(bearer));
  const ids = [...new Set(enrollments.map((e) => e.course_id))];
  const entries = await Promise.all(ids.map((id) => getCourseEntry(id)));
  return studentCourseViews(enrollments, entries, timeZone, new Date());
}
