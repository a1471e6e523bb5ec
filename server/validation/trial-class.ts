/** The trial-class form (decision 036); its one-time token makes a second post book nothing. */
import { z } from 'zod';
import { PROGRAM_RANGE_OF_AGE, STUDENT_AGES } from '@kernel/age-ranges';
import { sitePath } from '@kernel/site-path';
import { TRIAL_CLASS_TEXT, WEEKDAYS } from '@kernel/texts/trial-class';
import { normalizePhone } from '../forms/options/phone';
import { crossChecked, mobileError, mobileFields, oneLineText } from './fields';

export const TRIAL_CLASS_LIMITS = { name: 80, phone: 30 } as const;

export const TrialClassFormSchema = crossChecked(
  z.object({
    parentName: oneLineText('Ingresa tu nombre', TRIAL_CLASS_LIMITS.name),
    ...mobileFields(TRIAL_CLASS_LIMITS.phone),
    // Spec §3's second age list; its program range goes to the API with it.
    age: z
      .enum(STUDENT_AGES, { error: TRIAL_CLASS_TEXT.ageRequired })
      .refine((age) => PROGRAM_RANGE_OF_AGE[age] !== null, TRIAL_CLASS_TEXT.tooYoung),
    days: z
      .array(z.enum(WEEKDAYS, { error: 'Elige días de la lista' }))
      .min(1, 'Elige al menos un día')
      .max(WEEKDAYS.length),
    token: z.uuid({ error: 'El formulario caducó: vuelve a enviarlo.' }),
  }),
  (value, add, ok) => {
    const phoneError = ok('phone', 'phoneCountry') && mobileError(value);
    if (phoneError) add('phone', phoneError);
  },
).transform((value, ctx) => {
  const ageRange = PROGRAM_RANGE_OF_AGE[value.age];
  if (!ageRange) {
    ctx.addIssue({ code: 'custom', path: ['age'], message: TRIAL_CLASS_TEXT.tooYoung });
    return z.NEVER;
  }
  return {
    ...value,
    ageRange,
    phone: normalizePhone(value.phone, value.phoneCountry) ?? value.phone,
    days: WEEKDAYS.filter((day) => value.days.includes(day)),
  };
});
export type TrialClassRequest = z.output<typeof TrialClassFormSchema>;

/** 'Ahora no' leads back to a path of this site, percent-encoded; anything else goes home. */
export const TrialBannerDismissSchema = z.object({
  volver: z
    .string()
    .catch('/')
    .transform((path) => sitePath(path)),
});
