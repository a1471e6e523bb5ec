/** 'Cambiar horario': ids only; groups, seats and the cut-off are the upstream's to check. */
import { z } from 'zod';
import { SCHEDULE_TEXT } from '@kernel/texts/schedule';

const ID = /^\d{1,9}$/;

export const ScheduleChangeFormSchema = z.object({
  groupId: z
    .string()
    .regex(ID, SCHEDULE_TEXT.chooseOne)
    .transform(Number)
    .refine((id) => id > 0, SCHEDULE_TEXT.chooseOne),
  // Anything but a number is a stale or forged form, refused like a change made meanwhile.
  version: z.string().regex(ID).transform(Number),
});

export const ScheduleChangeInputSchema = z.object({
  enrolmentId: z.number().int().positive(),
  groupId: z.number().int().positive(),
  version: z.number().int().nonnegative(),
});
