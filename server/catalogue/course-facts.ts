/**
 * The facts of the courses a page links to (the home's program cards and the courses of its
 * packs), read from the same records as each course's own page: the content entry for its id, the
 * API's course for sessions and length.
 * One list call and one API call per course, all at once (both cached as public GETs).
 */
import { listCourseEntries } from '../upstream/content';
import { getApiCourse } from '../upstream/courses';
import { apiCourseFacts, type ProductFacts } from './program-facts';

/** Course slug → its sessions and length, for the slugs that name a published course. */
export async function courseFactsBySlug(slugs: string[]): Promise<Map<string, ProductFacts>> {
  const wanted = new Set(slugs);
  const entries = await listCourseEntries();
  const chosen = entries.filter((entry) => wanted.has(entry.fields.slug));
  const courses = await Promise.all(chosen.map((entry) => getApiCourse(entry.sys.id)));
  return new Map(chosen.map((entry, i) => [entry.fields.slug, apiCourseFacts(courses[i])]));
}
