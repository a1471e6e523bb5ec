/** 'Pedir recuperación': the chosen class's id only; window, limit and seats are the API's. */
import { z } from 'zod';
import { MAKE_UP_TEXT } from '@kernel/texts/make-ups';

export const MakeUpFormSchema = z.object({
  classId: z
    .string({ error: MAKE_UP_TEXT.chooseOne })
    .regex(/^\d{1,10}$/, MAKE_UP_TEXT.chooseOne)
    .transform(Number)
    .refine((id) => id > 0, MAKE_UP_TEXT.chooseOne),
});
