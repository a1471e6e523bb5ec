/** One child's enrolments in one upstream call, whatever the family's size. */
import { createUserCache } from '../cache/user-cache';
import { listParentEnrolments } from '../upstream/parents';
import type { CourseEnrolment, LearningPath, ParentEnrolments } from '../upstream/schemas/parents';

export interface ChildEnrolments {
  learningPaths: LearningPath[];
  courses: CourseEnrolment[];
}

const childEnrolmentsCache = createUserCache<ParentEnrolments>();

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
