/** The simulated API's records for reminders and calendar feeds (docs/decisions/038), joined in db/index.ts. */
import { primaryKey } from '@mswjs/data';

export const reminderModels = {
  /** A parent's opt-in for one child (PUT /api/parents/children/{id}/reminders/). */
  reminderSetting: {
    childId: primaryKey(Number),
    enabled: Boolean,
    updatedAt: String,
  },
  /** The child's current feed token; one per child, replaced on rotation, deleted on revoke. */
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
