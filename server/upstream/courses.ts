/**
 * The API's course records (sessions, length, prices). Every page reads them from one list, one
 * call cached as a public GET, so that a page never waits for a content entry to learn which
 * course to ask for (docs/decisions/082).
 */
import { z } from 'zod';
import { ApiCourseSchema, type ApiCourse } from './schemas/courses';
import { UpstreamError } from './errors';
import { apiData } from './services';

const ApiCourseListSchema = z.object({ data: z.array(ApiCourseSchema) });

export const listApiCourses = async () => apiData({ path: '/api/courses/', schema: ApiCourseListSchema });

/** One course's record; a course the API does not list is 'not-found', as its own URL would be. */
export const findApiCourse = (courses: ApiCourse[], id: string | undefined): ApiCourse | undefined =>
  courses.find((candidate) => candidate.id === id);

export function apiCourseOf(courses: ApiCourse[], id: string): ApiCourse {
  const course = findApiCourse(courses, id);
  if (!course)
    throw new UpstreamError('not-found', `api GET /api/courses/: no course ${id}`, { status: 404 });
  return course;
}
