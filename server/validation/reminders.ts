/** The forms of /dashboard/recordatorios/{hijo}, told apart by `intent`. */
import { z } from 'zod';
import { REMINDERS_TEXT } from '@kernel/texts/reminders';
import { NOTIFICATION_CHANNELS } from '../upstream/schemas/reminders';

// A checkbox posts 'on' or nothing: nothing is off.
const Switch = z.boolean().default(false);

export const PreferencesFormSchema = z.object({
  intent: z.literal('reminders'),
  // Nothing chosen or a forged value: one Spanish message for both.
  channel: z.enum(NOTIFICATION_CHANNELS, { error: REMINDERS_TEXT.channelRequired }),
  class_reminder: Switch,
  class_note: Switch,
  recording_available: Switch,
  makeup_confirmed: Switch,
  waitlist_seat: Switch,
});
export type PreferencesForm = z.infer<typeof PreferencesFormSchema>;

export const RemindersFormSchema = z.discriminatedUnion('intent', [
  PreferencesFormSchema,
  z.object({ intent: z.literal('create-feed') }),
  z.object({ intent: z.literal('rotate-feed') }),
  z.object({ intent: z.literal('revoke-feed') }),
]);
export type RemindersForm = z.infer<typeof RemindersFormSchema>;
