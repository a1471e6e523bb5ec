/** The facts of the courses the home's cards link to, from the same records as each course's page. */
import { listCourseEntries } from '../upstream/content';
import { getApiCourse } from '../upstream/courses';
import { courseFactsText } from './program-facts';

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
