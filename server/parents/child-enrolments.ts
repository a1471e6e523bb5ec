/**
 * One child's paths and individual courses, for their parent (one upstream call, `?student=`):
 * what the parents' zone shows of the selected child, whatever the number of children. Cached
 * per user and child like the zone's other answers (server/cache/user-cache.ts). Another family's
 * child is the upstream's 404.
 */
import { createUserCache } from '../cache/user-cache';
import { listParentEnrolments } from '../upstream/parents';
import type { CourseEnrolment, LearningPath, ParentEnrolments } from '../upstream/schemas/parents';

export interface ChildEnrolments {
  learningPaths: LearningPath[];
  /** Individual courses (not part of a path). */
  courses: CourseEnrolment[];
}

const childEnrolmentsCache = createUserCache<ParentEnrolments>();

/** One child's share of a family's enrolments answer; anyone else's are dropped. */
export const childShare = (enrolments: ParentEnrolments, childId: number): ChildEnrolments => ({
  learningPaths: enrolments.learning_paths.filter((path) => path.student.id === childId),
  courses: enrolments.courses.filter((course) => course.student.id === childId),
});

export async function childEnrolments(
  userId: number,
  bearer: string,
  childId: number,
): Promise<ChildEnrolments> {
  const enrolments = await childEnrolmentsCache.get(userId, String(childId), () =>
    listParentEnrolments(bearer, childId),
  );
  return childShare(enrolments, childId);
}
