/** The forms of /dashboard/recordatorios/{hijo}, told apart by `intent`. */
import { z } from 'zod';

export const RemindersFormSchema = z.discriminatedUnion('intent', [
  // A checkbox posts 'on' or nothing: nothing is off.
  z.object({ intent: z.literal('reminders'), enabled: z.boolean().default(false) }),
  z.object({ intent: z.literal('create-feed') }),
  z.object({ intent: z.literal('rotate-feed') }),
  z.object({ intent: z.literal('revoke-feed') }),
]);
export type RemindersForm = z.infer<typeof RemindersFormSchema>;
