/** The parents' zone view; a child of another family is NOT_FOUND (upstream 404). */
import { z } from 'zod';
import { createUserCache } from '../../cache/user-cache';
import { childShare, type ChildEnrolments } from '../../parents/child-enrolments';
import { cachedChildren } from '../../parents/children';
import { UpstreamError } from '../../upstream/errors';
import { listChildren, listParentEnrolments, listRecommended } from '../../upstream/parents';
import type { Child, RecommendedCard } from '../../upstream/schemas/parents';
import { authedProcedure, router } from '../init';
import { optionalSection } from '../../upstream/optional-section';
import { familyData } from '../../upstream/privacy';
import { myDataView } from '../../parents/my-data-view';

export interface ChildOverview extends ChildEnrolments {
  child: Child;
}

export interface ParentsOverview {
  children: ChildOverview[];
}

export interface RecommendedForChild {
  courses: RecommendedCard[];
  learningPaths: RecommendedCard[];
}

const recommendedCache = createUserCache<RecommendedCard[]>();

const ChildInputSchema = z.object({ childId: z.number().int().positive() });

/** [] when its call is late or fails, but a 404 or 401 propagates: that is not "no recommendations". */
function recommendedOrEmpty(
  userId: number,
  bearer: string,
  type: RecommendedCard['type'],
  childId: number,
): Promise<RecommendedCard[]> {
  // Only an answer is cached, never the [] of a failure: the next page view asks again.
  return optionalSection(
    `recommended ${type}`,
    recommendedCache.get(userId, `${type}:${childId}`, () => listRecommended(bearer, type, childId)),
    [],
    {
      rethrow: (error) =>
        error instanceof UpstreamError && (error.kind === 'not-found' || error.kind === 'unauthorized'),
    },
  );
}

export const parentsRouter = router({
  children: authedProcedure.query(({ ctx }) => cachedChildren(ctx.auth.user.id, ctx.auth.refreshToken)),

  /** Two upstream calls whatever the number of children. */
  overview: authedProcedure.query(async ({ ctx }): Promise<ParentsOverview> => {
    const [children, enrolments] = await Promise.all([
      listChildren(ctx.auth.refreshToken),
      listParentEnrolments(ctx.auth.refreshToken),
    ]);
    // Enrolments of anyone else are dropped.
    return { children: children.map((child) => ({ child, ...childShare(enrolments, child.id) })) };
  }),

  recommended: authedProcedure
    .input(ChildInputSchema)
    .query(async ({ ctx, input }): Promise<RecommendedForChild> => {
      const [courses, learningPaths] = await Promise.all([
        recommendedOrEmpty(ctx.auth.user.id, ctx.auth.refreshToken, 'course', input.childId),
        recommendedOrEmpty(ctx.auth.user.id, ctx.auth.refreshToken, 'learning_path', input.childId),
      ]);
      return { courses, learningPaths };
    }),

  /** 'Mis datos' (issue 55 point 6): the session's family only, as the download and as a page. */
  myData: authedProcedure.query(async ({ ctx }) => {
    const family = await familyData(ctx.auth.refreshToken);
    return { family, view: myDataView(family, ctx.timeZone) };
  }),
});
