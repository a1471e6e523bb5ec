/**
 * Changing a class schedule (issue 17, docs/decisions/037-changing-a-class-schedule.md):
 * `PATCH /api/enrollments/{id}/` (spec §7, body not shown) and the hidden
 * `GET /api/enrollments/{id}/groups/` that lists the groups it may move to and the cut-off rule.
 * The mock (mocks/handlers/schedule-changes.ts) validates the same shapes.
 */
import { z } from 'zod';
import { EnrolmentGroupSchema, GroupSlotSchema } from './parents';

/** One group of the course a child may move to; `seats_left` 0 means full. */
export const ScheduleGroupSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** ISO date 'YYYY-MM-DD'. */
  start_date: z.string(),
  end_date: z.string().nullable(),
  frequency: z.array(GroupSlotSchema),
  frequency_numeric: z.number().int().nonnegative(),
  seats_left: z.number().int().nonnegative(),
});
export type ScheduleGroup = z.infer<typeof ScheduleGroupSchema>;

/** The rule, decided upstream: never computed by the page. */
export const ScheduleChangeRuleSchema = z.object({
  allowed: z.boolean(),
  /** Why not: the course started, or the cut-off before the first class passed; null when allowed. */
  reason: z.enum(['started', 'closed']).nullable(),
  /** The last instant a change is accepted (ISO with offset); null when there is no start date yet. */
  deadline: z.iso.datetime({ offset: true }).nullable(),
  /** How long before the first class changes close. */
  cutoff_hours: z.number().int().positive(),
});

/** GET /api/enrollments/{id}/groups/ (hidden endpoint, decision 037). */
export const ScheduleOptionsSchema = z.object({
  data: z.object({
    enrollment: z.object({
      id: z.number().int(),
      course: z.object({ id: z.number().int(), name: z.string() }),
      student: z.object({ id: z.number().int(), full_name: z.string() }),
      /** The path the course belongs to (learning_path_details id); null for an individual course. */
      learning_path_id: z.number().int().nullable(),
      /** The group the child is in; null when the enrolment has no group record yet. */
      group_id: z.number().int().positive().nullable(),
      group: EnrolmentGroupSchema.nullable(),
      /** Sent back with a change: a change made meanwhile (another tab, instance) is refused. */
      version: z.number().int().nonnegative(),
    }),
    change: ScheduleChangeRuleSchema,
    /** The other groups of the same course that start after the cut-off, full ones included. */
    groups: z.array(ScheduleGroupSchema),
  }),
});
export type ScheduleOptions = z.infer<typeof ScheduleOptionsSchema>['data'];

/** PATCH /api/enrollments/{id}/ body. */
export const ScheduleChangeBodySchema = z
  .object({
    group_id: z.number().int().positive(),
    version: z.number().int().nonnegative(),
  })
  .strict();
export type ScheduleChangeBody = z.infer<typeof ScheduleChangeBodySchema>;

/** PATCH /api/enrollments/{id}/ answer (200). */
export const ScheduleChangeAnswerSchema = z.object({
  data: z.object({
    id: z.number().int(),
    group_id: z.number().int().positive(),
    version: z.number().int().nonnegative(),
    group: EnrolmentGroupSchema,
  }),
});
export type ScheduleChangeAnswer = z.infer<typeof ScheduleChangeAnswerSchema>['data'];

/** The refusal codes of PATCH /api/enrollments/{id}/: 409 `{detail, code}`, 400 `{group_id: […], code}`. */
export const SCHEDULE_REFUSAL_CODES = [
  'course_started',
  'change_closed',
  'group_full',
  'version_conflict',
  'other_course',
  'same_group',
] as const;
export const ScheduleRefusalSchema = z.object({ code: z.enum(SCHEDULE_REFUSAL_CODES) });
export type ScheduleRefusalCode = (typeof SCHEDULE_REFUSAL_CODES)[number];
