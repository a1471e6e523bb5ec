/**
 * The facts of the courses a page links to (the home's program cards), read from the same records
 * as each course's own page: the content entry for its id, the API's course for sessions and months.
 * One list call and one API call per course, all at once (both cached as public GETs).
 */
import { listCourseEntries } from '../upstream/content';
import { getApiCourse } from '../upstream/courses';
import { courseFactsText } from './program-facts';

/** Course slug → '16 sesiones en 2 meses', for the slugs that name a published course. */
export async function courseFactsBySlug(slugs: string[]): Promise<Map<string, string>> {
  const wanted = new Set(slugs);
  const entries = await listCourseEntries();
  const chosen = entries.filter((entry) => wanted.has(entry.fields.slug));
  const courses = await Promise.all(chosen.map((entry) => getApiCourse(entry.sys.id)));
  const facts = chosen.map((entry, i) => {
    const api = courses[i];
    return [
      entry.fields.slug,
      courseFactsText({ sessions: api.number_of_sessions, months: api.duration }),
    ] as const;
  });
  return new Map(facts);
}
