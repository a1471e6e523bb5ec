/**
 * Waitlists of full vacation programs and courses (decisions 092, 093): a program's or a course's
 * seats and the family's own entries, joining either list (server only), and every entry of the
 * family for the parents' zone.
 */
import { z } from 'zod';
import { createUserCache } from '../../cache/user-cache';
import { SlugSchema } from '../../upstream/schemas/slug';
import { waitlistEntryView } from '../../waitlist/entry-view';
import { waitlistStates } from '../../waitlist/entry-states';
import { seatStates } from '../../waitlist/seat-states';
import { joinWaitlistOf } from '../../waitlist/join';
import {
  getCourseSeats,
  getProgramSeats,
  listProgramSeats,
  listWaitlistEntries,
} from '../../upstream/waitlist';
import { AgeRangeNameSchema } from '../../upstream/schemas/content';
import type { ProgramSeats, WaitlistEntry } from '../../upstream/schemas/waitlist';
import { authedProcedure, callerOnly, publicProcedure, router } from '../init';

const ProgramId = z.string().trim().min(1).max(80);
const Id = z.number().int().positive().max(9_999_999_999);

/** The family's entries, shown on every view of the parents' zone; joining one is a mutation. */
const familyEntriesCache = createUserCache<WaitlistEntry[]>();

const seatsView = (seats: Omit<ProgramSeats, 'program_id'>, timeZone: string) => ({
  full: seats.full,
  groups: seats.groups.map((group) => ({ id: group.id, seatsLeft: group.seats_left })),
  entries: seats.entries.map((entry) => waitlistEntryView(entry, timeZone)),
});

export const waitlistRouter = router({
  program: publicProcedure
    .input(z.object({ programId: ProgramId }))
    .query(async ({ ctx, input }) =>
      seatsView(await getProgramSeats(ctx.auth?.refreshToken || undefined, input.programId), ctx.timeZone),
    ),

  course: publicProcedure
    .input(z.object({ course: SlugSchema }))
    .query(async ({ ctx, input }) =>
      seatsView(await getCourseSeats(ctx.auth?.refreshToken || undefined, input.course), ctx.timeZone),
    ),

  /**
   * Each schedule's seat state and whether the program is full, for /vacaciones' first render and
   * its live refresh over /api/trpc (issue 77): one source for both.
   */
  programSeats: publicProcedure
    .input(z.object({ programId: ProgramId }))
    .query(async ({ ctx, input }) =>
      seatStates(await getProgramSeats(ctx.auth?.refreshToken || undefined, input.programId)),
    ),

  /** Every program of an age range, by its id, as programSeats: /vacaciones' first render. */
  ageRangeSeats: publicProcedure
    .input(z.object({ ageRange: AgeRangeNameSchema }))
    .query(async ({ ctx, input }) => {
      const answers = await listProgramSeats(ctx.auth?.refreshToken || undefined, input.ageRange);
      return Object.fromEntries(answers.map((answer) => [answer.program_id, seatStates(answer)]));
    }),

  /** A course's groups on /pagar, as programSeats. */
  courseSeats: publicProcedure
    .input(z.object({ course: SlugSchema }))
    .query(async ({ ctx, input }) =>
      seatStates(await getCourseSeats(ctx.auth?.refreshToken || undefined, input.course)),
    ),

  join: authedProcedure
    .use(callerOnly)
    .input(
      z.union([
        z.object({ programId: ProgramId, childId: Id }),
        z.object({ course: SlugSchema, childId: Id }),
      ]),
    )
    .mutation(async ({ ctx, input }) => {
      const body =
        'course' in input
          ? { course: input.course, student_id: input.childId }
          : { program_id: input.programId, student_id: input.childId };
      return waitlistEntryView(await joinWaitlistOf(ctx.auth.refreshToken, body), ctx.timeZone);
    }),

  /**
   * `live`: as the parents' zone shows them (issue 77), afresh while a place can still move
   * without the family doing anything, so its 'Actualizar' shows the move; else the kept copy.
   */
  mine: authedProcedure
    .input(z.object({ live: z.boolean().optional() }).optional())
    .query(async ({ ctx, input }) => {
      const ask = () => listWaitlistEntries(ctx.auth.refreshToken);
      const entries = input?.live
        ? await familyEntriesCache.getUnlessPending(ctx.auth.user.id, 'all', ask, (kept) =>
            kept.some((entry) => entry.state === 'waiting' || entry.state === 'held'),
          )
        : await familyEntriesCache.get(ctx.auth.user.id, 'all', ask);
      return entries.map((entry) => waitlistEntryView(entry, ctx.timeZone));
    }),

  /**
   * The live waitlist places (issue 77, also over /api/trpc): a child's (the parents' zone) or a
   * program's or course's (/enrollment, /pagar) entries that can still change, and their words.
   * Read afresh past the user cache — a family ahead leaving is another party's change — and
   * kept, so the page then rendered (`mine`) agrees. Another family's child has none here.
   */
  states: authedProcedure
    .input(
      z.object({ childId: Id.optional(), programId: ProgramId.optional(), course: SlugSchema.optional() }),
    )
    .query(async ({ ctx, input }) => {
      const entries = await familyEntriesCache.renew(ctx.auth.user.id, 'all', () =>
        listWaitlistEntries(ctx.auth.refreshToken),
      );
      return waitlistStates(
        entries.map((entry) => waitlistEntryView(entry, ctx.timeZone)),
        input,
      );
    }),
});
