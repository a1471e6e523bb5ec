/**
 * The facts of the courses a page links to (the home's program cards and the courses of its
 * packs), read from the same records as each course's own page: the API's course list, by slug.
 */
import { listApiCourses } from '../upstream/courses';
import { apiCourseFacts, type ProductFacts } from './program-facts';

/** Course slug → its sessions and length, for every course the API lists. */
export async function courseFactsBySlug(): Promise<Map<string, ProductFacts>> {
  const courses = await listApiCourses();
  return new Map(courses.map((course) => [course.slug, apiCourseFacts(course)]));
}
