/**
 * Seats and waitlists of vacation programs and courses (issue 56 point 4, decisions 092 and 093).
 * The API counts each schedule's or group's seats (6 per class), keeps a waitlist per program and
 * per course, and gives the first family a 24-hour hold when a seat frees. The mock parses its
 * bodies with the same schemas.
 */
import { z } from 'zod';
import { WAITLIST_REFUSAL_CODES } from '@kernel/texts/waitlist';
import { AgeRangeNameSchema } from './content';
import { SlugSchema as CourseSlug } from './slug';

const Id = z.number().int().positive().max(9_999_999_999);
const Instant = z.iso.datetime({ offset: true });
const ProgramId = z.string().trim().min(1).max(80);
const Name = z.string().trim().min(1).max(200);

export const WaitlistStateSchema = z.enum(['waiting', 'held', 'expired', 'bought']);
export type WaitlistState = z.infer<typeof WaitlistStateSchema>;

/** One child on one program's or course's list: exactly one of `program_id` and `course` is set. */
export const WaitlistEntrySchema = z
  .object({
    id: Id,
    /** Null on a course's list. */
    program_id: ProgramId.nullable(),
    program_name: Name.nullable(),
    /** Null on a program's list. */
    course: z.object({ slug: CourseSlug, name: Name }).nullable(),
    age_range: AgeRangeNameSchema,
    /** Held: the schedule or group with the freed seat, to pay; null otherwise. */
    group_id: z.string().min(1).max(80).nullable(),
    child: z.object({ id: Id, first_name: z.string().trim().min(1).max(100) }),
    state: WaitlistStateSchema,
    /** 1 for the next family to get a seat; null unless waiting. */
    position: z.number().int().positive().nullable(),
    /** Until when the freed seat is kept for this family; null unless held. */
    held_until: Instant.nullable(),
  })
  .refine((entry) => (entry.program_id === null) !== (entry.course === null), {
    message: "An entry is on a program's list or on a course's.",
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
/** GET /api/waitlist/programs/?age_range=: every program of an age range, asked beside its campaign. */
export const ProgramSeatsListAnswerSchema = z.object({ data: z.array(ProgramSeatsSchema) });

/** GET /api/waitlist/courses/{slug}/: each group's seats, and the caller's own entries. */
export const CourseSeatsSchema = ProgramSeatsSchema.omit({ program_id: true }).extend({ course: CourseSlug });
export type CourseSeats = z.infer<typeof CourseSeatsSchema>;
export const CourseSeatsAnswerSchema = z.object({ data: CourseSeatsSchema });

/** GET /api/waitlist/: the parent's entries, every program and course. */
export const WaitlistEntriesAnswerSchema = z.object({ data: z.array(WaitlistEntrySchema) });

/** POST /api/waitlist/: a program's list or a course's. */
export const JoinWaitlistBodySchema = z.union([
  z.strictObject({ program_id: ProgramId, student_id: Id }),
  z.strictObject({ course: CourseSlug, student_id: Id }),
]);
export type JoinWaitlistBody = z.infer<typeof JoinWaitlistBodySchema>;
export const JoinWaitlistAnswerSchema = z.object({ data: WaitlistEntrySchema });

/** 409 `{ detail, code }`: why the API refused to list the child. */
export const WaitlistRefusalCodeSchema = z.enum(WAITLIST_REFUSAL_CODES);
export const WaitlistRefusalSchema = z.object({ code: WaitlistRefusalCodeSchema, detail: z.string() });

/** 409 of POST /api/purchases/ when the schedule has no seat for this buyer: nothing is charged. */
export const SCHEDULE_FULL = 'schedule_full';
export const ScheduleFullSchema = z.object({ code: z.literal(SCHEDULE_FULL), detail: z.string() });
