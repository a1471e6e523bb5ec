/** The facts of the courses the home's cards link to, from the same records as each course's page. */
import { listCourseEntries } from '../upstream/content';
import { getApiCourse } from '../upstream/courses';
import type { ProductFacts } from './program-facts';

/** Course slug → its sessions and length, for the slugs that name a published course. */
export async function courseFactsBySlug(slugs: string[]): Promise<Map<string, ProductFacts>> {
  const wanted = new Set(slugs);
  const entries = await listCourseEntries();
  const chosen = entries.filter((entry) => wanted.has(entry.fields.slug));
  const courses = await Promise.all(chosen.map((entry) => getApiCourse(entry.sys.id)));
  return new Map(
    chosen.map((entry, i) => [
      entry.fields.slug,
      { sessions: courses[i].number_of_sessions, duration: { months: courses[i].duration } },
    ]),
  );
}
