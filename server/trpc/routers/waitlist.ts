/**
 * Waitlists of full vacation programs (decision 092): a program's seats and the family's own
 * entries, joining (server only), and every entry of the family for the parents' zone.
 */
import { z } from 'zod';
import { waitlistEntryView } from '../../waitlist/entry-view';
import { joinProgramWaitlist } from '../../waitlist/join';
import { getProgramSeats, listWaitlistEntries } from '../../upstream/waitlist';
import { authedProcedure, callerOnly, publicProcedure, router } from '../init';

const ProgramId = z.string().trim().min(1).max(80);
const Id = z.number().int().positive().max(9_999_999_999);

export const waitlistRouter = router({
  program: publicProcedure.input(z.object({ programId: ProgramId })).query(async ({ ctx, input }) => {
    const seats = await getProgramSeats(ctx.auth?.refreshToken || undefined, input.programId);
    return {
      full: seats.full,
      groups: seats.groups.map((group) => ({ id: group.id, seatsLeft: group.seats_left })),
      entries: seats.entries.map((entry) => waitlistEntryView(entry, ctx.timeZone)),
    };
  }),

  join: authedProcedure
    .use(callerOnly)
    .input(z.object({ programId: ProgramId, childId: Id }))
    .mutation(async ({ ctx, input }) => {
      const result = await joinProgramWaitlist(ctx.auth.refreshToken, input.programId, input.childId);
      return result.ok ? { ok: true as const, entry: waitlistEntryView(result.entry, ctx.timeZone) } : result;
    }),

  mine: authedProcedure.query(async ({ ctx }) =>
    (await listWaitlistEntries(ctx.auth.refreshToken)).map((entry) => waitlistEntryView(entry, ctx.timeZone)),
  ),
});
