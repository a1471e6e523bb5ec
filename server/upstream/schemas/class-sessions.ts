/**
 * Each class afterwards (issue 56 points 1 and 2): attendance, the teacher's note, the homework
 * link and the recording, per enrolment and paged newest first, so a course of 48 sessions costs
 * the same one call as one of 8. The API answers only the family's (or the student's own)
 * enrolments; anyone else's id is a 404. The mock parses its queries with the same schemas.
 */
import { z } from 'zod';
import { MakeUpSchema } from './make-ups';
import { optionalSafeUrl } from './safe-url';

/** Our page shows the latest page only; the API refuses more than this per page. */
export const CLASS_SESSIONS_PAGE_SIZE = 10;
export const CLASS_SESSIONS_MAX_PAGE_SIZE = 50;

export const AttendanceSchema = z.enum(['attended', 'absent', 'excused']);
export type Attendance = z.infer<typeof AttendanceSchema>;

const Instant = z.iso.datetime({ offset: true });

export const ClassSessionSchema = z.object({
  id: z.number().int().positive(),
  starts_at: Instant,
  attendance: AttendanceSchema,
  /** The teacher's short note, when there is one. */
  teacher_note: z.string().trim().max(500).nullable(),
  homework_url: optionalSafeUrl('class homework'),
  /**
   * On the provider's player, null once the retention has passed; kept only when it is on the
   * player origin we were configured with (server/upstream/class-sessions.ts).
   */
  recording_url: z.url().max(2048).nullable(),
  /** The upstream's retention: 90 days after the class. Stays after expiry, to say it is gone. */
  recording_expires_at: Instant.nullable(),
  /** A family's class only (decision 091): its make-up request, and whether one may be asked. */
  make_up: MakeUpSchema.nullable().optional(),
  can_make_up: z.boolean().optional(),
});
export type ClassSession = z.infer<typeof ClassSessionSchema>;

export const ClassSessionPageSchema = z.object({
  enrollment_id: z.number().int().positive(),
  /** Every session of the enrolment, on every page. */
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  results: z.array(ClassSessionSchema),
});
export type ClassSessionPage = z.infer<typeof ClassSessionPageSchema>;

/** GET /api/enrollments/{id}/sessions/?page=&page_size= */
export const ClassSessionPageAnswerSchema = z.object({ data: ClassSessionPageSchema });

/** GET /api/class-sessions/latest/?student=&page_size=: the first page of each enrolment. */
export const LatestClassSessionsAnswerSchema = z.object({ data: z.array(ClassSessionPageSchema) });

const WholeParam = z.coerce.number().int();

/** The query both calls send; the API answers 400 outside it. */
export const ClassSessionsQuerySchema = z.object({
  page: WholeParam.min(1).max(10_000).default(1),
  page_size: WholeParam.min(1).max(CLASS_SESSIONS_MAX_PAGE_SIZE).default(CLASS_SESSIONS_PAGE_SIZE),
  /** A parent names the child; a student's own enrolments need none. */
  student: WholeParam.positive().max(9_999_999_999).optional(),
});
export type ClassSessionsQuery = z.infer<typeof ClassSessionsQuerySchema>;
