/** Enrollments (`/api/enrollments/` and `/api/enrolments/` are the API's two spellings; both here). */
import { z } from 'zod';
import { childEnrolments, type ChildEnrolments } from '../../parents/child-enrolments';
import { enrolledCourses } from '../../student/enrolled-courses';
import { authedProcedure, router } from '../init';

export const enrollmentsRouter = router({
  list: authedProcedure.query(({ ctx }) =>
    enrolledCourses(ctx.auth.user.id, ctx.auth.refreshToken, ctx.timeZone),
  ),

  /** Another family's child is NOT_FOUND. */
  byChild: authedProcedure
    .input(z.object({ childId: z.number().int().positive() }))
    .query(
      ({ ctx, input }): Promise<ChildEnrolments> =>
        childEnrolments(ctx.auth.user.id, ctx.auth.refreshToken, input.childId),
    ),
});
