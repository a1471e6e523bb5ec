/** A parent's one-time link into a child's student zone (spec §6), from a route action only. */
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
