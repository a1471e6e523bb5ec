/** 'Cambiar horario' (decision 037); refusals are 'schedule-refused' outcomes. */
import { z } from 'zod';
import { changeSchedule } from '../../schedule/change';
import { schedulePageView, type SchedulePageView } from '../../schedule/page-view';
import { getScheduleOptions } from '../../upstream/schedule';
import { ScheduleChangeInputSchema } from '../../validation/schedule-change';
import { authedProcedure, callerOnly, router } from '../init';

const EnrolmentInputSchema = z.object({ enrolmentId: z.number().int().positive() });

export const scheduleRouter = router({
  page: authedProcedure
    .input(EnrolmentInputSchema)
    .query(async ({ ctx, input }): Promise<SchedulePageView> => {
      const options = await getScheduleOptions(ctx.auth.refreshToken, input.enrolmentId);
      return schedulePageView(options, ctx.timeZone, new Date());
    }),

  change: authedProcedure
    .use(callerOnly)
    .input(ScheduleChangeInputSchema)
    .mutation(async ({ ctx, input }) => {
      const changed = await changeSchedule(ctx.auth.refreshToken, input);
      return { enrolmentId: changed.id, groupId: changed.group_id, version: changed.version };
    }),
});
