/**
 * A course's page facts by slug: its content entry and its API record, asked for together (one
 * round, decision 082). Null for a slug that names no course.
 */
import { findCourseEntryBySlug } from '../upstream/content';
import { apiCourseOf, listApiCourses } from '../upstream/courses';
import { toCourseDetail, type CourseDetail } from './course-view';

export async function courseDetailBySlug(slug: string): Promise<CourseDetail | null> {
  const [entry, courses] = await Promise.all([findCourseEntryBySlug(slug), listApiCourses()]);
  return entry ? toCourseDetail(entry, apiCourseOf(courses, entry.sys.id)) : null;
}
