/** The reminders' and calendar feed's calls (hidden endpoints, docs/decisions/038). */
import { z } from 'zod';
import { callService } from './client';
import {
  CalendarFeedSchema,
  ClassReminderAnswerSchema,
  FeedClassesSchema,
  ReminderSettingSchema,
  ReminderSubscriptionListSchema,
  type ClassReminderBody,
} from './schemas/reminders';
import { apiService } from './services';

const childPath = (childId: number, leaf: string) => `/api/parents/children/${childId}/${leaf}/`;

export async function readReminderSetting(bearer: string, childId: number) {
  const { data } = await callService(apiService(), {
    path: childPath(childId, 'reminders'),
    bearer,
    schema: ReminderSettingSchema,
  });
  return data;
}

export async function writeReminderSetting(bearer: string, childId: number, enabled: boolean) {
  const { data } = await callService(apiService(), {
    method: 'PUT',
    path: childPath(childId, 'reminders'),
    bearer,
    body: { enabled },
    schema: ReminderSettingSchema,
  });
  return data;
}

export async function readCalendarFeed(bearer: string, childId: number) {
  const { data } = await callService(apiService(), {
    path: childPath(childId, 'calendar-feed'),
    bearer,
    schema: CalendarFeedSchema,
  });
  return data;
}

/** The old token stops working. */
export async function rotateCalendarFeed(bearer: string, childId: number) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: childPath(childId, 'calendar-feed'),
    bearer,
    schema: CalendarFeedSchema,
    okStatuses: [200, 201],
  });
  return data;
}

export async function revokeCalendarFeed(bearer: string, childId: number): Promise<void> {
  await callService(apiService(), {
    method: 'DELETE',
    path: childPath(childId, 'calendar-feed'),
    bearer,
    schema: z.unknown(),
    okStatuses: [204],
  });
}

/**
 * The feed token travels as the bearer: never in the logged path, never cached, so a revoked
 * token stops working at once.
 */
export async function readFeedClasses(feedToken: string) {
  const { data } = await callService(apiService(), {
    path: '/api/calendar-feeds/',
    bearer: feedToken,
    schema: FeedClassesSchema,
  });
  return data.data;
}

export async function listReminderSubscriptions(serviceToken: string) {
  const { data } = await callService(apiService(), {
    path: '/api/reminders/subscriptions/',
    bearer: serviceToken,
    schema: ReminderSubscriptionListSchema,
  });
  return data.data;
}

export async function sendClassReminder(serviceToken: string, body: ClassReminderBody) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: '/api/notifications/class-reminders/',
    bearer: serviceToken,
    body,
    schema: ClassReminderAnswerSchema,
    okStatuses: [200, 201],
  });
  return data;
}
