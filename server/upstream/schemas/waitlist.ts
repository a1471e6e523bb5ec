/**
 * Seats and waitlists of vacation programs (issue 56 point 4, decision 092). The API counts each
 * schedule's seats (6 per class), keeps the waitlist per program, and gives the first family a
 * 24-hour hold when a seat frees. The mock parses its bodies with the same schemas.
 */
import { z } from 'zod';
import { WAITLIST_REFUSAL_CODES } from '@kernel/texts/waitlist';
import { AgeRangeNameSchema } from './content';

const Id = z.number().int().positive().max(9_999_999_999);
const Instant = z.iso.datetime({ offset: true });
const ProgramId = z.string().trim().min(1).max(80);

export const WaitlistStateSchema = z.enum(['waiting', 'held', 'expired', 'bought']);
export type WaitlistState = z.infer<typeof WaitlistStateSchema>;

/** One child on one program's list. */
export const WaitlistEntrySchema = z.object({
  id: Id,
  program_id: ProgramId,
  program_name: z.string().trim().min(1).max(200),
  age_range: AgeRangeNameSchema,
  /** Held: the schedule with the freed seat, to pay; null otherwise. */
  group_id: z.string().min(1).max(80).nullable(),
  child: z.object({ id: Id, first_name: z.string().trim().min(1).max(100) }),
  state: WaitlistStateSchema,
  /** 1 for the next family to get a seat; null unless waiting. */
  position: z.number().int().positive().nullable(),
  /** Until when the freed seat is kept for this family; null unless held. */
  held_until: Instant.nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** GET /api/waitlist/programs/{id}/: each schedule's seats, and the caller's own entries. */
export const ProgramSeatsSchema = z.object({
  program_id: ProgramId,
  groups: z.array(
    z.object({
      id: z.string().min(1).max(80),
      capacity: z.number().int().positive(),
      seats_left: z.number().int().nonnegative(),
    }),
  ),
  /** No seat for a family without a hold: every schedule full, or the free ones held. */
  full: z.boolean(),
  entries: z.array(WaitlistEntrySchema),
});
export type ProgramSeats = z.infer<typeof ProgramSeatsSchema>;
export const ProgramSeatsAnswerSchema = z.object({ data: ProgramSeatsSchema });

/** GET /api/waitlist/: the parent's entries, every program. */
export const WaitlistEntriesAnswerSchema = z.object({ data: z.array(WaitlistEntrySchema) });

/** POST /api/waitlist/ */
export const JoinWaitlistBodySchema = z.object({ program_id: ProgramId, student_id: Id });
export type JoinWaitlistBody = z.infer<typeof JoinWaitlistBodySchema>;
export const JoinWaitlistAnswerSchema = z.object({ data: WaitlistEntrySchema });

/** 409 `{ detail, code }`: why the API refused to list the child. */
export const WaitlistRefusalCodeSchema = z.enum(WAITLIST_REFUSAL_CODES);
export const WaitlistRefusalSchema = z.object({ code: WaitlistRefusalCodeSchema, detail: z.string() });

/** 409 of POST /api/purchases/ when the schedule has no seat for this buyer: nothing is charged. */
export const SCHEDULE_FULL = 'schedule_full';
export const ScheduleFullSchema = z.object({ code: z.literal(SCHEDULE_FULL), detail: z.string() });
