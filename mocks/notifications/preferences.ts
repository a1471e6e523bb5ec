/**
 * A child's notification preferences in the simulated API (decision 090). Without a saved row the
 * class reminder is off (an opt-in, decision 038) and the other events are on: each answers
 * something the family asked for or needs to act on.
 */
import type {
  NotificationChannel,
  NotificationEvents,
  ReminderSettingBody,
} from '../../server/upstream/schemas/reminders';
import { db } from '../db';

export const DEFAULT_EVENTS: NotificationEvents = {
  class_reminder: false,
  class_note: true,
  recording_available: true,
  makeup_confirmed: true,
  waitlist_seat: true,
};

export interface Preferences {
  channel: NotificationChannel;
  events: NotificationEvents;
  updatedAt: string | null;
}

const isChannel = (value: string): value is NotificationChannel => value === 'email' || value === 'whatsapp';

export function preferencesOf(childId: number): Preferences {
  const row = db.reminderSetting.findFirst({ where: { childId: { equals: childId } } });
  if (!row) return { channel: 'email', events: DEFAULT_EVENTS, updatedAt: null };
  return {
    channel: isChannel(row.channel) ? row.channel : 'email',
    events: {
      class_reminder: row.enabled,
      class_note: row.classNote,
      recording_available: row.recordingAvailable,
      makeup_confirmed: row.makeupConfirmed,
      waitlist_seat: row.waitlistSeat,
    },
    updatedAt: row.updatedAt,
  };
}

export function savePreferences(childId: number, body: ReminderSettingBody, now = new Date()): void {
  db.reminderSetting.delete({ where: { childId: { equals: childId } } });
  db.reminderSetting.create({
    childId,
    // `enabled` is the class reminder: the job's subscription list reads it.
    enabled: body.events.class_reminder,
    channel: body.channel,
    classNote: body.events.class_note,
    recordingAvailable: body.events.recording_available,
    makeupConfirmed: body.events.makeup_confirmed,
    waitlistSeat: body.events.waitlist_seat,
    updatedAt: now.toISOString(),
  });
}
