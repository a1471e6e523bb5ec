import { z } from 'zod';
import { toPathPage } from '../../catalogue/path-page';
import { toPathSummaries } from '../../catalogue/path-list';
import { visitorLocation } from '../../location/visitor-country';
import { findLearningPathEntryBySlug, listLearningPathEntries } from '../../upstream/catalogue-content';
import { publicProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';
import { findApiCourse, listApiCourses } from '../../upstream/courses';

export const pathsRouter = router({
  bySlug: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(120) }))
    .query(async ({ ctx, input }) => {
      // The first course's offer is that course's own months and price: its API record, as its
      // page reads it; without it the page offers the whole path only. Asked for with the path,
      // not after it (one round, decision 082).
      const [entry, visitor, apiCourses] = await Promise.all([
        findLearningPathEntryBySlug(input.slug),
        visitorLocation(ctx, 'paths'),
        listApiCourses().catch(() => []),
      ]);
      if (!entry) throw new OutcomeError({ kind: 'not-found' }, `No learning path with slug ${input.slug}`);
      const first = entry.fields.courses[0];
      const firstCourse = findApiCourse(apiCourses, first?.sys.id) ?? null;
      // The country also picks the chat number of 'Sí, quiero más info' (spec §9).
      return { ...toPathPage(entry, firstCourse, visitor.country), country: visitor.country };
    }),

  /** /rutas: every path, its whole price in the visitor's currency (chosen as bySlug chooses it). */
  list: publicProcedure.query(async ({ ctx }) => {
    const [entries, visitor] = await Promise.all([listLearningPathEntries(), visitorLocation(ctx, 'paths')]);
    return { paths: toPathSummaries(entries, visitor.country), country: visitor.country };
  }),

  slugs: publicProcedure.query(async () =>
    (await listLearningPathEntries()).map((entry) => entry.fields.slug),
  ),
});
