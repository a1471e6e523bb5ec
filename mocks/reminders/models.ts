/** The simulated API's records for reminders and calendar feeds (docs/decisions/038), joined in db/index.ts. */
import { primaryKey } from '@mswjs/data';

export const reminderModels = {
  reminderSetting: {
    childId: primaryKey(Number),
    enabled: Boolean,
    updatedAt: String,
  },
  calendarFeed: {
    token: primaryKey(String),
    childId: Number,
    createdAt: String,
  },
  /** One row per idempotency key: a repeated POST answers this notification instead of e-mailing again. */
  classReminder: {
    idempotencyKey: primaryKey(String),
    id: String,
    childId: Number,
    enrolmentId: Number,
    emailId: String,
    /** How many times the key was posted (support and tests see replays). */
    posts: Number,
    createdAt: String,
  },
};
