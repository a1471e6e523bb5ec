/**
 * Enrollments: the signed-in student's courses, one child's enrolments for their parent, and the
 * enrollments an approved vacation payment creates. (`/api/enrollments/` and `/api/enrolments/`
 * are the API's two spellings, docs/glossary.md; this group serves both.)
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { childEnrolments, type ChildEnrolments } from '../../parents/child-enrolments';
import { enrolledCourses } from '../../student/enrolled-courses';
import { enrollAfterApproval } from '../../vacation-purchase/follow-up';
import { authedProcedure, router, vacationPurchaseProcedure } from '../init';
import { guarded, requirePurchase } from '../vacation-purchase-errors';

export const enrollmentsRouter = router({
  /** The student's enrolled courses, each with its content entry, schedule and live-class link. */
  list: authedProcedure.query(({ ctx }) =>
    enrolledCourses(ctx.auth.user.id, ctx.auth.refreshToken, ctx.timeZone),
  ),

  /** One child's paths and individual courses, for their parent. Another family's child is NOT_FOUND. */
  byChild: authedProcedure
    .input(z.object({ childId: z.number().int().positive() }))
    .query(
      ({ ctx, input }): Promise<ChildEnrolments> =>
        childEnrolments(ctx.auth.user.id, ctx.auth.refreshToken, input.childId),
    ),

  /**
   * After cardProvider.authorizePurchase approved the session's payment: its enrollments, then
   * the purchase update. The /enrollment action calls it after the charge, and again for
   * 'Reintentar registro'; a step once done is never run again. A failed step stays pending
   * (logged for support); the approval is never undone.
   */
  create: vacationPurchaseProcedure.mutation(async ({ ctx }) => {
    const purchase = requirePurchase(ctx.vacationPurchase.purchase);
    const payment = ctx.vacationPurchase.payment;
    if (!payment) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'No hay un pago aprobado' });
    return guarded(() =>
      enrollAfterApproval({ bearer: ctx.auth.refreshToken, purchase, timeZone: ctx.timeZone, payment }),
    );
  }),
});
