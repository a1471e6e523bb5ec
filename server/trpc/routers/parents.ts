/**
 * The parents' zone view (Zona de Padres): the parent's children, each child with their paths
 * and courses, and the cards recommended for one child. One child's enrolments are
 * enrollments.byChild; the link into a child's student zone, studentZone.redirect. The refresh
 * token is the bearer (spec §6); a child of another family is NOT_FOUND (upstream 404).
 */
import { z } from 'zod';
import { createUserCache } from '../../cache/user-cache';
import { childShare, type ChildEnrolments } from '../../parents/child-enrolments';
import { cachedChildren } from '../../parents/children';
import { UpstreamError } from '../../upstream/errors';
import { listChildren, listParentEnrolments, listRecommended } from '../../upstream/parents';
import type { Child, ParentEnrolments, RecommendedCard } from '../../upstream/schemas/parents';
import { authedProcedure, router } from '../init';
import { logger } from '../../log/logger';

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

/**
 * The parents' zone reads these on every page view: parsed once per user and child for a few
 * seconds, and stale at once after the user's own mutations (server/cache/user-cache.ts).
 */
const recommendedCache = createUserCache<RecommendedCard[]>();

const ChildInputSchema = z.object({ childId: z.number().int().positive() });

const recommendedPair = (courses: RecommendedCard[], learningPaths: RecommendedCard[]): RecommendedForChild => ({
  courses,
  learningPaths,
});

/** Each child with their own enrolments, in the children answer's order; enrolments of anyone else are dropped. */
function byChild(children: Child[], enrolments: ParentEnrolments): ChildOverview[] {
  return children.map((child) => ({ child, ...childShare(enrolments, child.id) }));
}

/**
 * One recommended list, or [] when its call fails: the rest of the page still renders. A 404
 * (another family's child) and a 401 (session gone) are not "no recommendations": they propagate.
 */
async function recommendedOrEmpty(
  userId: number,
  bearer: string,
  type: RecommendedCard['type'],
  childId: number,
): Promise<RecommendedCard[]> {
  try {
    // Only an answer is cached, never the [] of a failure: the next page view asks again.
    return await recommendedCache.get(userId, `${type}:${childId}`, () =>
      listRecommended(bearer, type, childId),
    );
  } catch (error) {
    if (error instanceof UpstreamError && (error.kind === 'not-found' || error.kind === 'unauthorized'))
      throw error;
    logger.warn(
      {
        reason:
          error instanceof UpstreamError
            ? error.kind
            : error instanceof Error
            ? error.message
            : String(error),
      },
      `[parents] recommended ${type} unavailable`,
    );
    return [];
  }
}

export const parentsRouter = router({
  /** The parent's children alone (one upstream call): for pages and checks that need no enrolments. */
  children: authedProcedure.query(({ ctx }) => cachedChildren(ctx.auth.user.id, ctx.auth.refreshToken)),

  /** Two upstream calls, in parallel, whatever the number of children. */
  overview: authedProcedure.query(async ({ ctx }): Promise<ParentsOverview> => {
    const [children, enrolments] = await Promise.all([
      listChildren(ctx.auth.refreshToken),
      listParentEnrolments(ctx.auth.refreshToken),
    ]);
    return { children: byChild(children, enrolments) };
  }),

  recommended: authedProcedure
    .input(ChildInputSchema)
    .query(async ({ ctx, input }): Promise<RecommendedForChild> => {
      const [courses, learningPaths] = await Promise.all([
        recommendedOrEmpty(ctx.auth.user.id, ctx.auth.refreshToken, 'course', input.childId),
        recommendedOrEmpty(ctx.auth.user.id, ctx.auth.refreshToken, 'learning_path', input.childId),
      ]);
      return recommendedPair(courses, learningPaths);
    }),
});
