import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { compareCourses, toCourseDetail, toCourseSummary } from '../../catalogue/course-view';
import { findCourseEntryBySlug, listCourseEntries } from '../../upstream/content';
import { getApiCourse } from '../../upstream/courses';
import { AgeRangeNameSchema } from '../../upstream/schemas/content';
import { publicProcedure, router } from '../init';

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
      if (!entry) throw new TRPCError({ code: 'NOT_FOUND', message: `No course with slug ${input.slug}` });
      const api = await getApiCourse(entry.sys.id);
      return toCourseDetail(entry, api);
    }),
});
