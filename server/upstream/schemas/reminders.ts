/** Reminders before class and the private calendar feed (hidden endpoints, docs/decisions/038). */
import { z } from 'zod';
import { CourseEnrolmentSchema } from './parents';

/** What a family can be told about a child (decision 090); `class_reminder` is decision 038's. */
export const NOTIFICATION_EVENTS = [
  'class_reminder',
  'class_note',
  'recording_available',
  'makeup_confirmed',
  'waitlist_seat',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'whatsapp'] as const;
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannelSchema>;

const NotificationEventsSchema = z.object({
  class_reminder: z.boolean(),
  class_note: z.boolean(),
  recording_available: z.boolean(),
  makeup_confirmed: z.boolean(),
  waitlist_seat: z.boolean(),
});
export type NotificationEvents = z.infer<typeof NotificationEventsSchema>;

/** The child's notification preferences; `whatsapp_phone` is the parent's phone in E.164, if any. */
export const ReminderSettingSchema = z.object({
  child_id: z.number().int(),
  channel: NotificationChannelSchema,
  events: NotificationEventsSchema,
  whatsapp_phone: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/)
    .nullable(),
  updated_at: z.string().nullable(),
});
export type ReminderSetting = z.infer<typeof ReminderSettingSchema>;

/** WhatsApp without a phone on the account is refused with a 400 on `channel`. */
export const ReminderSettingBodySchema = z.object({
  channel: NotificationChannelSchema,
  events: NotificationEventsSchema,
});
export type ReminderSettingBody = z.infer<typeof ReminderSettingBodySchema>;

/** The child's feed token: it serves the child's classes without a session; POST rotates it. */
export const FeedTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'a feed token is 32–128 URL-safe characters');

export const CalendarFeedSchema = z.object({
  child_id: z.number().int(),
  token: FeedTokenSchema.nullable(),
  created_at: z.string().nullable(),
});

/** A confirmed make-up class still ahead (decision 091): in the feed and the reminders. */
const MakeUpClassSchema = z.object({
  id: z.number().int().positive(),
  /** The child's own enrolment in the course the class makes up for. */
  enrolment_id: z.number().int().positive(),
  course_name: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
});
export type MakeUpClass = z.infer<typeof MakeUpClassSchema>;

/** The feed token is the bearer, never in the path (which logs and caches key on). */
export const FeedClassesSchema = z.object({
  data: z.object({
    child: z.object({ id: z.number().int(), first_name: z.string() }),
    enrolments: z.array(CourseEnrolmentSchema),
    /** Confirmed make-up classes still ahead (decision 091): one event each. */
    make_ups: z.array(MakeUpClassSchema).default([]),
  }),
});
export type FeedClasses = z.infer<typeof FeedClassesSchema>['data'];

/** Every opted-in child with the family's country and enrolments; the job runs without a session. */
export const ReminderSubscriptionSchema = z.object({
  child: z.object({ id: z.number().int(), first_name: z.string() }),
  /** Decides the zone the e-mail's hours are in. */
  country_code: z.string().nullable(),
  enrolments: z.array(CourseEnrolmentSchema),
  /** Each gets its reminder too, as its own class. */
  make_ups: z.array(MakeUpClassSchema).default([]),
});
export type ReminderSubscription = z.infer<typeof ReminderSubscriptionSchema>;
export const ReminderSubscriptionListSchema = z.object({ data: z.array(ReminderSubscriptionSchema) });

/** The idempotency key makes a repeated call answer the first notification instead of a second. */
export const ClassReminderBodySchema = z.object({
  idempotency_key: z
    .string()
    .regex(/^reminder:(?:recuperacion-)?\d+:\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  child_id: z.number().int(),
  enrolment_id: z.number().int(),
  /** A make-up class in another group (decision 091), else null: a class of the child's own group. */
  make_up_id: z.number().int().positive().nullable().default(null),
  class_start: z.string(),
  class_end: z.string(),
  /** The hours already written in the parent's zone, in Spanish. */
  time_zone: z.string(),
  local_start_text: z.string().min(1).max(200),
});
export type ClassReminderBody = z.infer<typeof ClassReminderBodySchema>;

export const ClassReminderAnswerSchema = z.object({
  id: z.string(),
  idempotency_key: z.string(),
  /** False when the key had been sent before (a replay). */
  created: z.boolean(),
});
