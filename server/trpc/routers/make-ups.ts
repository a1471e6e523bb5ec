/** Make-up classes (decision 091): the page of a missed class, and the request (server only). */
import { z } from 'zod';
import {
  makeUpPageView,
  makeUpState,
  makeUpStatusText,
  type MakeUpPageView,
  type MakeUpState,
} from '../../make-ups/page-view';
import { askForMakeUp } from '../../make-ups/request';
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

  /**
   * The make-up page's live part (issue 77, also over /api/trpc): its class's request as the page
   * says it, while the academy has not answered. Another family's class is NOT_FOUND.
   */
  state: authedProcedure
    .input(z.object({ sessionId: Id }))
    .query(async ({ ctx, input }): Promise<MakeUpState | null> => {
      const options = await getMakeUpOptions(ctx.auth.refreshToken, input.sessionId);
      return makeUpState(options.make_up, ctx.timeZone);
    }),

  request: authedProcedure
    .use(callerOnly)
    .input(z.object({ sessionId: Id, classId: Id }))
    .mutation(async ({ ctx, input }) => {
      const makeUp = await askForMakeUp(ctx.auth.refreshToken, input.sessionId, input.classId);
      // The status as the history will say it, in the parent's zone.
      return { makeUp, statusText: makeUpStatusText(makeUp, ctx.timeZone) };
    }),
});
