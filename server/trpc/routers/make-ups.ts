/** Make-up classes (decision 091): the page of a missed class, and the request (server only). */
import { z } from 'zod';
import { makeUpPageView, makeUpStatusText, type MakeUpPageView } from '../../make-ups/page-view';
import { askForMakeUp, type MakeUpResult } from '../../make-ups/request';
import { getMakeUpOptions } from '../../upstream/make-ups';
import { authedProcedure, callerOnly, router } from '../init';

const Id = z.number().int().positive().max(9_999_999_999);

export const makeUpsRouter = router({
  page: authedProcedure
    .input(z.object({ sessionId: Id }))
    .query(async ({ ctx, input }): Promise<MakeUpPageView> => {
      const options = await getMakeUpOptions(ctx.auth.refreshToken, input.sessionId);
      return makeUpPageView(options, ctx.timeZone, new Date());
    }),

  request: authedProcedure
    .use(callerOnly)
    .input(z.object({ sessionId: Id, classId: Id }))
    .mutation(async ({ ctx, input }) => {
      const result: MakeUpResult = await askForMakeUp(ctx.auth.refreshToken, input.sessionId, input.classId);
      // The status as the history will say it, in the parent's zone.
      return result.ok ? { ...result, statusText: makeUpStatusText(result.makeUp, ctx.timeZone) } : result;
    }),
});
