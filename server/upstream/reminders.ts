/** The reminders' and calendar feed's calls (hidden endpoints, docs/decisions/038). */
import { z } from 'zod';
import {
  CalendarFeedSchema,
  ClassReminderAnswerSchema,
  FeedClassesSchema,
  ReminderSettingSchema,
  ReminderSubscriptionListSchema,
  type ClassReminderBody,
} from './schemas/reminders';
import { apiData, callApi, postApi } from './services';

const childPath = (childId: number, leaf: string) => `/api/parents/children/${childId}/${leaf}/`;

export async function readReminderSetting(bearer: string, childId: number) {
  return callApi({ path: childPath(childId, 'reminders'), bearer, schema: ReminderSettingSchema });
}

export async function writeReminderSetting(bearer: string, childId: number, enabled: boolean) {
  return callApi({
    method: 'PUT',
    path: childPath(childId, 'reminders'),
    bearer,
    body: { enabled },
    schema: ReminderSettingSchema,
  });
}

export async function readCalendarFeed(bearer: string, childId: number) {
  return callApi({ path: childPath(childId, 'calendar-feed'), bearer, schema: CalendarFeedSchema });
}

/** The old token stops working. */
export async function rotateCalendarFeed(bearer: string, childId: number) {
  return postApi(childPath(childId, 'calendar-feed'), undefined, CalendarFeedSchema, {
    bearer,
    created: true,
  });
}

export async function revokeCalendarFeed(bearer: string, childId: number): Promise<void> {
  await callApi({
    method: 'DELETE',
    path: childPath(childId, 'calendar-feed'),
    bearer,
    schema: z.unknown(),
    okStatuses: [204],
  });
}

/** The feed token is the bearer: never logged, never cached, so a revoked token stops at once. */
export async function readFeedClasses(feedToken: string) {
  return apiData({ path: '/api/calendar-feeds/', bearer: feedToken, schema: FeedClassesSchema });
}

export async function listReminderSubscriptions(serviceToken: string) {
  return apiData({
    path: '/api/reminders/subscriptions/',
    bearer: serviceToken,
    schema: ReminderSubscriptionListSchema,
  });
}

export async function sendClassReminder(serviceToken: string, body: ClassReminderBody) {
  return postApi('/api/notifications/class-reminders/', body, ClassReminderAnswerSchema, {
    bearer: serviceToken,
    created: true,
  });
}
