/**
 * The student-zone redirect (spec §6): a parent's one-time link into one child's student zone.
 * Signed in and from a route action only (callerOnly): the action redirects to the link. Spec
 * §8: a failure is only logged by the page; the error still reaches the action. Another family's
 * child is NOT_FOUND (upstream 404).
 */
import { z } from 'zod';
import { studentZoneRedirect } from '../../upstream/parents';
import { authedProcedure, callerOnly, router } from '../init';

export const studentZoneRouter = router({
  redirect: authedProcedure
    .use(callerOnly)
    .input(z.object({ childId: z.number().int().positive() }))
    .mutation(
      async ({ ctx, input }): Promise<{ redirectLogin: string }> => ({
        redirectLogin: await studentZoneRedirect(ctx.auth.refreshToken, input.childId),
      }),
    ),
});
