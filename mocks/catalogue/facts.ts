/**
 * Product facts as the simulated upstream states them, from THE record of each product (decision
 * 076): fixtures/courses.ts for courses, course-packs.ts for packs (their sessions and weeks are
 * their courses'), learning-paths.ts for paths (their first course is a course record like any
 * other). Every answer that names a product's facts (enrolments, recommendations, invoices, home
 * and campaign content) reads them here, never from a copy.
 */
import { courses } from '../../fixtures/courses';
import { coursePacks } from '../../fixtures/course-packs';
import { learningPathEntries } from '../../fixtures/learning-paths';
import type { CourseFixture } from '../../fixtures/types';

export const catalogueCourse = (slug: string) => courses.find((course) => course.slug === slug) ?? null;
export const cataloguePath = (slug: string) => learningPathEntries.find((path) => path.slug === slug) ?? null;
/**
 * The path one level up, as the API names a child's path's next step: the catalogue's levels run
 * 1 to 4, the last has none. Its picture is its first course's.
 */
export function nextLevelPaths(slug: string): { slug: string; name: string; thumbnail: string }[] {
  const path = cataloguePath(slug);
  if (!path) return [];
  return learningPathEntries
    .filter((candidate) => candidate.level === path.level + 1)
    .map((next) => ({
      slug: next.slug,
      name: next.name,
      thumbnail: `/images/cursos/${next.courseSlugs[0]}.svg`,
    }));
}

export const cataloguePack = (slug: string) => coursePacks.find((pack) => pack.slug === slug) ?? null;

/** The REST API's numeric id of a content course ('crs-005' → 2005). */
export const apiCourseId = (contentId: string) => 2000 + Number(/\d+$/.exec(contentId)?.[0] ?? 0);

/** A pack's sessions and weeks: the sum of its courses' (every course of a pack is sold in weeks). */
export function packFacts(slug: string): { sessions: number; weeks: number } | null {
  const pack = cataloguePack(slug);
  const own = pack?.courseSlugs.map(catalogueCourse) ?? [];
  if (!pack || own.some((course) => course?.durationWeeks === undefined)) return null;
  return own.reduce(
    (sum, course) => ({
      sessions: sum.sessions + (course?.numberOfSessions ?? 0),
      weeks: sum.weeks + (course?.durationWeeks ?? 0),
    }),
    { sessions: 0, weeks: 0 },
  );
}

/** The name of a course or pack by its slug (the home's and campaigns' cards name products by link). */
export function productName(slug: string): string | null {
  return catalogueCourse(slug)?.name ?? cataloguePack(slug)?.name ?? cataloguePath(slug)?.name ?? null;
}

/** A path's first course: what its §9 'first course' offer sells. */
export function firstCourseOf(pathSlug: string): CourseFixture | null {
  const first = cataloguePath(pathSlug)?.courseSlugs[0];
  return first ? catalogueCourse(first) : null;
}

/** When a course or path next starts: its earliest group, a path's through its first course. */
export function nextStart(type: 'course' | 'learning_path', slug: string): string | null {
  const course = type === 'course' ? catalogueCourse(slug) : firstCourseOf(slug);
  return course?.initialDate ?? null;
}
