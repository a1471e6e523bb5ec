/**
 * 'Cambiar horario' (decision 037): the chosen group and the version of the enrolment the page
 * showed. Ids only: which groups exist, their seats and the cut-off are the upstream's to check.
 */
import { z } from 'zod';
import { SCHEDULE_TEXT } from '@kernel/texts/schedule';

const ID = /^\d{1,9}$/;

export const ScheduleChangeFormSchema = z.object({
  groupId: z
    .string()
    .regex(ID, SCHEDULE_TEXT.chooseOne)
    .transform(Number)
    .refine((id) => id > 0, SCHEDULE_TEXT.chooseOne),
  // A page always sends it; anything else is a stale or forged form, refused like a change made meanwhile.
  version: z.string().regex(ID).transform(Number),
});

export const ScheduleChangeInputSchema = z.object({
  enrolmentId: z.number().int().positive(),
  groupId: z.number().int().positive(),
  version: z.number().int().nonnegative(),
});
