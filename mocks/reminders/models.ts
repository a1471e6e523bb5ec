/** The simulated API's records for reminders and calendar feeds (docs/decisions/038), joined in db/index.ts. */
import { primaryKey } from '@mswjs/data';
import { notificationModels } from '../notifications/models';

export const reminderModels = {
  reminderSetting: {
    childId: primaryKey(Number),
    /** The class reminder's switch (decision 038); the other events' follow (decision 090). */
    enabled: Boolean,
    channel: () => 'email',
    classNote: () => true,
    recordingAvailable: () => true,
    makeupConfirmed: () => true,
    waitlistSeat: () => true,
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
    /** The outbox row sent (an e-mail or a WhatsApp message); '' when the parent had switched it off. */
    emailId: String,
    /** How many times the key was posted (support and tests see replays). */
    posts: Number,
    createdAt: String,
  },
  ...notificationModels,
};
