/**
 * The parents' zone (Zona de Padres): each child with their paths and courses, the cards
 * recommended for one child, and the one-time link into a child's student zone. The refresh
 * token is the bearer (spec §6); a child of another family is NOT_FOUND (upstream 404).
 */
import { z } from 'zod';
import { createUserCache } from '../../cache/user-cache';
import { keptChildren } from '../../parents/kept-children';
import { UpstreamError } from '../../upstream/errors';
import {
  listChildren,
  listParentEnrolments,
  listRecommended,
  studentZoneRedirect,
} from '../../upstream/parents';
import type {
  Child,
  CourseEnrolment,
  LearningPath,
  ParentEnrolments,
  RecommendedCard,
} from '../../upstream/schemas/parents';
import { authedProcedure, callerOnly, router } from '../init';
import { logger } from '../../log/logger';

export interface ChildOverview {
  child: Child;
  learningPaths: LearningPath[];
  /** Individual courses (not part of a path). */
  courses: CourseEnrolment[];
}

export interface ParentsOverview {
  children: ChildOverview[];
}

export interface RecommendedForChild {
  courses: RecommendedCard[];
  learningPaths: RecommendedCard[];
}

/**
 * The parents' zone reads these on every page view: parsed once per user and key for a few
 * seconds, and stale at once after the user's own mutations (server/cache/user-cache.ts).
 */
const childEnrolmentsCache = createUserCache<ParentEnrolments>();
const recommendedCache = createUserCache<RecommendedCard[]>();

const ChildInputSchema = z.object({ childId: z.number().int().positive() });

/** One child's share of the family's enrolments answer. */
const childShare = (enrolments: ParentEnrolments, childId: number): Omit<ChildOverview, 'child'> => ({
  learningPaths: enrolments.learning_paths.filter((path) => path.student.id === childId),
  courses: enrolments.courses.filter((course) => course.student.id === childId),
});

const recommendedPair = (courses: RecommendedCard[], learningPaths: RecommendedCard[]): RecommendedForChild => ({
  courses,
  learningPaths,
});

/** Each child with their own enrolments, in the children answer's order; enrolments of anyone else are dropped. */
function byChild(children: Child[], enrolments: ParentEnrolments): ChildOverview[] {
  return children.map((child) => ({
    child,
    learningPaths: enrolments.learning_paths.filter((path) => path.student.id === child.id),
    courses: enrolments.courses.filter((course) => course.student.id === child.id),
  }));
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
    // Only an answer is kept, never the [] of a failure: the next page view asks again.
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
  children: authedProcedure.query(({ ctx }) => keptChildren(ctx.auth.user.id, ctx.auth.refreshToken)),

  /**
   * One child's paths and individual courses (one upstream call, `?student=`): what the
   * dashboard shows, whatever the number of children. Another family's child is NOT_FOUND.
   */
  childEnrolments: authedProcedure
    .input(ChildInputSchema)
    .query(async ({ ctx, input }): Promise<Omit<ChildOverview, 'child'>> => {
      const enrolments = await childEnrolmentsCache.get(ctx.auth.user.id, String(input.childId), () =>
        listParentEnrolments(ctx.auth.refreshToken, input.childId),
      );
      return childShare(enrolments, input.childId);
    }),

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

  /**
   * Signed in and from a route action only (callerOnly): the action redirects to the link.
   * Spec §8: a failure is only logged by the page; the error still reaches the action.
   */
  studentZone: authedProcedure
    .use(callerOnly)
    .input(ChildInputSchema)
    .mutation(
      async ({ ctx, input }): Promise<{ redirectLogin: string }> => ({
        redirectLogin: await studentZoneRedirect(ctx.auth.refreshToken, input.childId),
      }),
    ),
});
