/**
 * The parents' zone (Zona de Padres): each child with their paths and courses, the cards
 * recommended for one child, and the one-time link into a child's student zone. The refresh
 * token is the bearer (spec §6); a child of another family is NOT_FOUND (upstream 404).
 */
import { z } from 'zod';
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

const ChildInputSchema = z.object({ childId: z.number().int().positive() });

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
  bearer: string,
  type: RecommendedCard['type'],
  childId: number,
): Promise<RecommendedCard[]> {
  try {
    return await listRecommended(bearer, type, childId);
  } catch (error) {
    if (error instanceof UpstreamError && (error.kind === 'not_found' || error.kind === 'unauthorized'))
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
  children: authedProcedure.query(({ ctx }) => listChildren(ctx.auth.refreshToken)),

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
        recommendedOrEmpty(ctx.auth.refreshToken, 'course', input.childId),
        recommendedOrEmpty(ctx.auth.refreshToken, 'learning_path', input.childId),
      ]);
      return { courses, learningPaths };
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
