/**
 * Reminders before class and the private calendar feed (issue 17, docs/decisions/038). None of
 * these calls is in the spec's §7: they are hidden endpoints (docs/decisions/003), designed in the
 * style of the others (snake_case JSON, DRF-like errors) and validated on both sides.
 */
import { z } from 'zod';
import { CourseEnrolmentSchema } from './parents';

/** GET / PUT /api/parents/children/{id}/reminders/ — the parent's opt-in for one child. */
export const ReminderSettingSchema = z.object({
  child_id: z.number().int(),
  enabled: z.boolean(),
  /** ISO instant of the last change; null while never set. */
  updated_at: z.string().nullable(),
});

/** PUT body: only the switch; the child is the path's. */
export const ReminderSettingBodySchema = z.object({ enabled: z.boolean() });

/**
 * GET / POST /api/parents/children/{id}/calendar-feed/ — the child's feed token: the capability
 * that serves the child's classes without a session. null while there is none (never created, or
 * revoked). POST creates one, or replaces the current one (rotation: the old one stops working).
 */
export const FeedTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'a feed token is 32–128 URL-safe characters');

export const CalendarFeedSchema = z.object({
  child_id: z.number().int(),
  token: FeedTokenSchema.nullable(),
  created_at: z.string().nullable(),
});

/**
 * GET /api/calendar-feeds/ with `Authorization: Bearer <feed token>`: the token is the credential,
 * sent where credentials go (never in the path, which logs and caches key on). The child's course
 * enrolments, paths' courses included, in the shape the calendar code already reads.
 */
export const FeedClassesSchema = z.object({
  data: z.object({
    child: z.object({ id: z.number().int(), first_name: z.string() }),
    enrolments: z.array(CourseEnrolmentSchema),
  }),
});
export type FeedClasses = z.infer<typeof FeedClassesSchema>['data'];

/**
 * GET /api/reminders/subscriptions/ with the service token (REMINDERS_SERVICE_TOKEN): every child
 * whose parent opted in, the family's country (for the child's time zone) and the child's
 * enrolments. No parent's session is involved: the job runs on its own.
 */
export const ReminderSubscriptionSchema = z.object({
  child: z.object({ id: z.number().int(), first_name: z.string() }),
  /** ISO 3166 alpha-2 of the family ('PE', 'MX'…); decides the zone the e-mail's hours are in. */
  country_code: z.string().nullable(),
  enrolments: z.array(CourseEnrolmentSchema),
});
export type ReminderSubscription = z.infer<typeof ReminderSubscriptionSchema>;
export const ReminderSubscriptionListSchema = z.object({ data: z.array(ReminderSubscriptionSchema) });

/**
 * POST /api/notifications/class-reminders/ (service token): the upstream e-mails the parent. The
 * idempotency key `reminder:{enrolment}:{class start ISO}` makes a repeated call answer the first
 * notification (200) instead of sending a second (201).
 */
export const ClassReminderBodySchema = z.object({
  idempotency_key: z.string().regex(/^reminder:\d+:\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  child_id: z.number().int(),
  enrolment_id: z.number().int(),
  /** ISO instants (UTC). */
  class_start: z.string(),
  class_end: z.string(),
  /** IANA zone the parent reads the hours in, and the hours already written in it (Spanish). */
  time_zone: z.string(),
  local_start_text: z.string().min(1).max(200),
});
export type ClassReminderBody = z.infer<typeof ClassReminderBodySchema>;

export const ClassReminderAnswerSchema = z.object({
  id: z.string(),
  idempotency_key: z.string(),
  /** true when this call sent it; false when the key had been sent before (a replay). */
  created: z.boolean(),
});
