/** A path has ended when its LAST course has (spec §4); an abandoned course keeps its place. */
import type { CourseEnrolment, LearningPath } from '../upstream/schemas/parents';

/** Courses without a position last, as sent. */
export function orderedCourses(path: Pick<LearningPath, 'courses'>): CourseEnrolment[] {
  return path.courses
    .map((enrolment, index) => ({ enrolment, index }))
    .sort((a, b) => {
      const orderA = a.enrolment.course.order_in_learning_path ?? Number.POSITIVE_INFINITY;
      const orderB = b.enrolment.course.order_in_learning_path ?? Number.POSITIVE_INFINITY;
      return orderA === orderB ? a.index - b.index : orderA - orderB;
    })
    .map(({ enrolment }) => enrolment);
}

export function lastCourse(path: Pick<LearningPath, 'courses'>): CourseEnrolment | null {
  return orderedCourses(path).at(-1) ?? null;
}

/** A path without courses has not ended. */
export function isPathEnded(path: Pick<LearningPath, 'courses'>): boolean {
  return lastCourse(path)?.status === 'has_ended';
}

/** Its number in the price table and in 'Nivel N'. */
export function pathLevel(path: Pick<LearningPath, 'learning_path_details'>): number {
  return path.learning_path_details[0].level;
}

export function pathId(path: Pick<LearningPath, 'learning_path_details'>): number {
  return path.learning_path_details[0].id;
}

export interface SplitPaths {
  /** Lowest level first: the one the child works on comes first. */
  current: LearningPath[];
  past: LearningPath[];
}

export function splitPaths(paths: LearningPath[]): SplitPaths {
  const current = paths
    .map((path, index) => ({ path, index }))
    .filter(({ path }) => !isPathEnded(path))
    .sort((a, b) => pathLevel(a.path) - pathLevel(b.path) || a.index - b.index)
    .map(({ path }) => path);
  return { current, past: paths.filter(isPathEnded) };
}

export interface SplitCourses {
  current: CourseEnrolment[];
  past: CourseEnrolment[];
}

export function splitCourses(courses: CourseEnrolment[]): SplitCourses {
  return {
    current: courses.filter((course) => course.status !== 'has_ended'),
    past: courses.filter((course) => course.status === 'has_ended'),
  };
}
