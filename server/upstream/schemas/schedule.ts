/** Changing a class schedule (docs/decisions/037); the mock validates the same shapes. */
import { z } from 'zod';
import { EnrolmentGroupSchema, GroupSlotSchema } from './parents';

/** `seats_left` 0 means full. */
export const ScheduleGroupSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  frequency: z.array(GroupSlotSchema),
  frequency_numeric: z.number().int().nonnegative(),
  seats_left: z.number().int().nonnegative(),
});
export type ScheduleGroup = z.infer<typeof ScheduleGroupSchema>;

/** Decided upstream: never computed by the page. */
export const ScheduleChangeRuleSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['started', 'closed']).nullable(),
  /** Null when there is no start date yet. */
  deadline: z.iso.datetime({ offset: true }).nullable(),
  cutoff_hours: z.number().int().positive(),
});

/** Hidden endpoint. */
export const ScheduleOptionsSchema = z.object({
  data: z.object({
    enrollment: z.object({
      id: z.number().int(),
      course: z.object({ id: z.number().int(), name: z.string() }),
      student: z.object({ id: z.number().int(), full_name: z.string() }),
      /** learning_path_details id; null for an individual course. */
      learning_path_id: z.number().int().nullable(),
      group_id: z.number().int().positive().nullable(),
      group: EnrolmentGroupSchema.nullable(),
      /** Sent back with a change: a change made meanwhile (another tab, instance) is refused. */
      version: z.number().int().nonnegative(),
    }),
    change: ScheduleChangeRuleSchema,
    /** Groups starting after the cut-off, full ones included. */
    groups: z.array(ScheduleGroupSchema),
  }),
});
export type ScheduleOptions = z.infer<typeof ScheduleOptionsSchema>['data'];

export const ScheduleChangeBodySchema = z
  .object({
    group_id: z.number().int().positive(),
    version: z.number().int().nonnegative(),
  })
  .strict();
export type ScheduleChangeBody = z.infer<typeof ScheduleChangeBodySchema>;

export const ScheduleChangeAnswerSchema = z.object({
  data: z.object({
    id: z.number().int(),
    group_id: z.number().int().positive(),
    version: z.number().int().nonnegative(),
    group: EnrolmentGroupSchema,
  }),
});
export type ScheduleChangeAnswer = z.infer<typeof ScheduleChangeAnswerSchema>['data'];

/** 409 `{detail, code}`, 400 `{group_id: […], code}`. */
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
