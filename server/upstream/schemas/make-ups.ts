/**
 * Make-up classes (issue 56 point 3, decision 091): for an absence, a class of another group of the
 * same course with a free seat. The API keeps the window and the limit (its settings), counts the
 * seats (never a 7th student, never the same child twice in a class) and answers refusals with a
 * `code`. The mock parses its bodies with the same schemas.
 */
import { z } from 'zod';
import { MAKE_UP_REFUSAL_CODES } from '@kernel/texts/make-ups';

const Id = z.number().int().positive().max(9_999_999_999);
const Instant = z.iso.datetime({ offset: true });

export const MakeUpStatusSchema = z.enum(['solicitada', 'confirmada', 'rechazada']);
export type MakeUpStatus = z.infer<typeof MakeUpStatusSchema>;

/** A request as the class history shows it, on the missed class. */
export const MakeUpSchema = z.object({
  id: Id,
  status: MakeUpStatusSchema,
  /** The make-up class's start. */
  starts_at: Instant,
  /** The academy's reason, only when rejected. */
  reason: z.string().trim().max(300).nullable(),
});
export type MakeUp = z.infer<typeof MakeUpSchema>;

/** A class of another group of the course, in the coming days. */
export const MakeUpClassSchema = z.object({
  id: Id,
  group_name: z.string().trim().min(1).max(120),
  starts_at: Instant,
  seats_left: z.number().int().nonnegative(),
});
export type MakeUpClass = z.infer<typeof MakeUpClassSchema>;

/** GET /api/class-sessions/{id}/make-up/: the missed class, the API's settings and the classes. */
export const MakeUpOptionsSchema = z.object({
  session: z.object({ id: Id, starts_at: Instant, attendance: z.enum(['attended', 'absent', 'excused']) }),
  enrollment: z.object({ id: Id, learning_path_id: Id.nullable() }),
  course_name: z.string().trim().min(1).max(200),
  child: z.object({ id: Id, first_name: z.string().trim().min(1).max(100) }),
  settings: z.object({
    window_days: z.number().int().positive(),
    max_per_course: z.number().int().positive(),
  }),
  /** Until when a request is accepted. */
  request_until: Instant,
  /** Requests of this child in this course that were not rejected. */
  used: z.number().int().nonnegative(),
  make_up: MakeUpSchema.nullable(),
  classes: z.array(MakeUpClassSchema),
});
export type MakeUpOptions = z.infer<typeof MakeUpOptionsSchema>;
export const MakeUpOptionsAnswerSchema = z.object({ data: MakeUpOptionsSchema });

/** POST /api/class-sessions/{id}/make-up/ */
export const MakeUpRequestBodySchema = z.object({ class_id: Id });
export type MakeUpRequestBody = z.infer<typeof MakeUpRequestBodySchema>;
export const MakeUpRequestAnswerSchema = z.object({ data: MakeUpSchema });

/** 409 `{ detail, code }`: why the API refused. */
export const MakeUpRefusalCodeSchema = z.enum(MAKE_UP_REFUSAL_CODES);
export type MakeUpRefusalCode = z.infer<typeof MakeUpRefusalCodeSchema>;
export const MakeUpRefusalSchema = z.object({ code: MakeUpRefusalCodeSchema, detail: z.string() });
