/** Enrollments (`/api/enrollments/` and `/api/enrolments/` are the API's two spellings; both here). */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { childEnrolments, type ChildEnrolments } from '../../parents/child-enrolments';
import { enrolledCourses } from '../../student/enrolled-courses';
import { enrollAfterApproval } from '../../vacation-purchase/follow-up';
import { authedProcedure, router, vacationPurchaseProcedure } from '../init';
import { guarded, requirePurchase } from '../vacation-purchase-errors';

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

  /** A step once done is never run again; a failed one stays pending; the approval is never undone. */
  create: vacationPurchaseProcedure.mutation(async ({ ctx }) => {
    const purchase = requirePurchase(ctx.vacationPurchase.purchase);
    const payment = ctx.vacationPurchase.payment;
    if (!payment) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'No hay un pago aprobado' });
    return guarded(() =>
      enrollAfterApproval({ bearer: ctx.auth.refreshToken, purchase, timeZone: ctx.timeZone, payment }),
    );
  }),
});
