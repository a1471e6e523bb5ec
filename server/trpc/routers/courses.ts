import { z } from 'zod';
import { compareCourses, toCourseDetail, toCourseSummary } from '../../catalogue/course-view';
import { toPackPage } from '../../catalogue/pack-page';
import { pathsOfCourse } from '../../catalogue/path-list';
import { apiCourseFacts, packFacts } from '../../catalogue/program-facts';
import { visitorLocation } from '../../location/visitor-country';
import { currencyForCountry } from '@kernel/money';
import { vacationOffers } from '../../catalogue/vacation-offers';
import { getVacationCampaign } from '../../upstream/vacation';
import { optionalSection } from '../../upstream/optional-section';
import {
  findCoursePackEntryBySlug,
  listCoursePackEntries,
  listLearningPathEntries,
} from '../../upstream/catalogue-content';
import { findCourseEntryBySlug, listCourseEntries } from '../../upstream/content';
import { findApiCourse, listApiCourses } from '../../upstream/courses';
import { courseDetailBySlug } from '../../catalogue/course-by-slug';
import { AgeRangeNameSchema } from '../../upstream/schemas/content';
import { publicProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';

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
      const course = await courseDetailBySlug(input.slug);
      if (!course) throw new OutcomeError({ kind: 'not-found' }, `No course with slug ${input.slug}`);
      return course;
    }),

  /**
   * /cursos/{link}: a course, else a pack. One round: both lookups, the API's course records, the
   * vacation programs of every age range and the paths are asked for at once (decision 082).
   */
  byLink: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(120) }))
    .query(async ({ ctx, input }) => {
      const [course, pack, location, records, programs, pathEntries] = await Promise.all([
        findCourseEntryBySlug(input.slug),
        findCoursePackEntryBySlug(input.slug),
        visitorLocation(ctx, 'courses'),
        // A course page needs them (their failure is the page's); a pack card does without.
        listApiCourses().then(
          (list) => ({ list }),
          (error: unknown) => ({ error }),
        ),
        optionalSection(
          'course vacation programs',
          getVacationCampaign().then((campaign) => campaign.programs),
          [],
        ),
        optionalSection('course paths', listLearningPathEntries(), []),
      ]);
      const currency = currencyForCountry(location.country);
      // The country also picks the chat number of 'Sí, quiero más info' (spec §9).
      const country = location.country;
      const apiCourse = (id: string) => ('list' in records ? findApiCourse(records.list, id) : undefined);
      if (course) {
        if ('error' in records) throw records.error;
        const ageRange = course.fields.ageRange.fields.name;
        const api = apiCourse(course.sys.id);
        if (!api) throw new OutcomeError({ kind: 'not-found' }, `No API course for ${input.slug}`);
        const detail = toCourseDetail(course, api);
        const ofItsRange = programs.filter((program) => program.age_range === ageRange);
        return {
          kind: 'course' as const,
          course: detail,
          currency,
          country,
          price: { amount: detail.price[currency], currency },
          vacation: vacationOffers(ofItsRange, ageRange, course.sys.id, currency),
          paths: pathsOfCourse(pathEntries, course.sys.id),
        };
      }
      if (pack) {
        // A pack's sessions and weeks are its courses' (their API records, as their pages read them).
        const courses = pack.fields.courses.map((entry) => apiCourse(entry.sys.id));
        const facts = courses.every((api) => api !== undefined)
          ? packFacts(courses.map((api) => apiCourseFacts(api)))
          : null;
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
