import { z } from 'zod';
import { compareCourses, toCourseDetail, toCourseSummary } from '../../catalogue/course-view';
import { toPackPage } from '../../catalogue/pack-page';
import { pathsOfCourse } from '../../catalogue/path-list';
import { apiCourseFacts, packFacts } from '../../catalogue/program-facts';
import { visitorLocation } from '../../location/visitor-country';
import { currencyForCountry } from '@kernel/money';
import { vacationOffers } from '../../catalogue/vacation-offers';
import { getVacationCampaign } from '../../upstream/vacation';
import { logger } from '../../log/logger';
import {
  findCoursePackEntryBySlug,
  listCoursePackEntries,
  listLearningPathEntries,
} from '../../upstream/catalogue-content';
import { findCourseEntryBySlug, listCourseEntries } from '../../upstream/content';
import { getApiCourse } from '../../upstream/courses';
import { AgeRangeNameSchema, type AgeRangeName } from '../../upstream/schemas/content';
import { publicProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';

/** The course page does without them when the API fails. */
async function campaignPrograms(ageRange: AgeRangeName) {
  try {
    return (await getVacationCampaign(ageRange)).programs;
  } catch (error) {
    logger.error(
      { reason: error instanceof Error ? error.message : String(error) },
      '[courses] vacation campaign unavailable, course page shown without its programs',
    );
    return [];
  }
}

/** The paths a course belongs to; its page does without them when the content service fails. */
async function coursePaths(courseId: string) {
  try {
    return pathsOfCourse(await listLearningPathEntries(), courseId);
  } catch (error) {
    logger.error(
      { reason: error instanceof Error ? error.message : String(error) },
      '[courses] learning paths unavailable, course page shown without its paths',
    );
    return [];
  }
}

export const coursesRouter = router({
  list: publicProcedure
    .input(z.object({ ageRange: AgeRangeNameSchema.optional() }).default({}))
    .query(async ({ input }) => {
      const entries = await listCourseEntries();
      return entries
        .map(toCourseSummary)
        .filter((course) => !input.ageRange || course.ageRange === input.ageRange)
        .sort(compareCourses);
    }),

  bySlug: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(120) }))
    .query(async ({ input }) => {
      const entry = await findCourseEntryBySlug(input.slug);
      if (!entry) throw new OutcomeError({ kind: 'not-found' }, `No course with slug ${input.slug}`);
      const api = await getApiCourse(entry.sys.id);
      return toCourseDetail(entry, api);
    }),

  /** /cursos/{link}: a course, else a pack; both lookups run at once, so every link costs the same. */
  byLink: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(120) }))
    .query(async ({ ctx, input }) => {
      const [course, pack, location] = await Promise.all([
        findCourseEntryBySlug(input.slug),
        findCoursePackEntryBySlug(input.slug),
        visitorLocation(ctx, 'courses'),
      ]);
      const currency = currencyForCountry(location.country);
      // The country also picks the chat number of 'Sí, quiero más info' (spec §9).
      const country = location.country;
      if (course) {
        const ageRange = course.fields.ageRange.fields.name;
        const [api, programs, paths] = await Promise.all([
          getApiCourse(course.sys.id),
          campaignPrograms(ageRange),
          coursePaths(course.sys.id),
        ]);
        const detail = toCourseDetail(course, api);
        return {
          kind: 'course' as const,
          course: detail,
          currency,
          country,
          price: { amount: detail.price[currency], currency },
          vacation: vacationOffers(programs, ageRange, course.sys.id, currency),
          paths,
        };
      }
      if (pack) {
        // A pack's sessions and weeks are its courses' (their API records, as their pages read them).
        const facts = await Promise.all(pack.fields.courses.map((course) => getApiCourse(course.sys.id)))
          .then((courses) => packFacts(courses.map(apiCourseFacts)))
          .catch(() => null);
        return { kind: 'pack' as const, pack: toPackPage(pack, currency, facts), country };
      }
      throw new OutcomeError({ kind: 'not-found' }, `No course or pack with slug ${input.slug}`);
    }),

  /** The sitemap's pages; `updatedAt` null where content does not date it. */
  pages: publicProcedure.query(async () => {
    const [courses, packs, paths] = await Promise.all([
      listCourseEntries(),
      listCoursePackEntries(),
      listLearningPathEntries(),
    ]);
    const page = (prefix: string) => (entry: { sys: { updatedAt?: string }; fields: { slug: string } }) => ({
      path: `${prefix}/${entry.fields.slug}`,
      updatedAt: entry.sys.updatedAt ?? null,
    });
    return [...courses.map(page('/cursos')), ...packs.map(page('/cursos')), ...paths.map(page('/rutas'))];
  }),

  packSlugs: publicProcedure.query(async () =>
    (await listCoursePackEntries()).map((entry) => entry.fields.slug),
  ),
});
