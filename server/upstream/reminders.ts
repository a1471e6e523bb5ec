/** The reminders' and calendar feed's calls (hidden endpoints, docs/decisions/038). */
import { z } from 'zod';
import {
  CalendarFeedSchema,
  ClassReminderAnswerSchema,
  FeedClassesSchema,
  ReminderSettingBodySchema,
  ReminderSettingSchema,
  ReminderSubscriptionListSchema,
  type ClassReminderBody,
  type ReminderSettingBody,
} from './schemas/reminders';
import { apiData, callApi, postApi } from './services';

const childPath = (childId: number, leaf: string) => `/api/parents/children/${childId}/${leaf}/`;

export const readReminderSetting = async (bearer: string, childId: number) =>
  callApi({ path: childPath(childId, 'reminders'), bearer, schema: ReminderSettingSchema });

export const writeReminderSetting = async (bearer: string, childId: number, body: ReminderSettingBody) =>
  callApi({
    method: 'PUT',
    path: childPath(childId, 'reminders'),
    bearer,
    body: ReminderSettingBodySchema.parse(body),
    schema: ReminderSettingSchema,
  });

export const readCalendarFeed = async (bearer: string, childId: number) =>
  callApi({ path: childPath(childId, 'calendar-feed'), bearer, schema: CalendarFeedSchema });

/** The old token stops working. */
export const rotateCalendarFeed = async (bearer: string, childId: number) =>
  postApi(childPath(childId, 'calendar-feed'), undefined, CalendarFeedSchema, {
    bearer,
    created: true,
  });

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
export const readFeedClasses = async (feedToken: string) =>
  apiData({ path: '/api/calendar-feeds/', bearer: feedToken, schema: FeedClassesSchema });

export const listReminderSubscriptions = async (serviceToken: string) =>
  apiData({
    path: '/api/reminders/subscriptions/',
    bearer: serviceToken,
    schema: ReminderSubscriptionListSchema,
  });

export const sendClassReminder = async (serviceToken: string, body: ClassReminderBody) =>
  postApi('/api/notifications/class-reminders/', body, ClassReminderAnswerSchema, {
    bearer: serviceToken,
    created: true,
  });
