/** The trial-class form (decision 036); its one-time token makes a second post book nothing. */
import { z } from 'zod';
import { sitePath } from '@kernel/site-path';
import { WEEKDAYS } from '@kernel/texts/trial-class';
import { isPhoneCountry, normalizePhone } from '../forms/options/phone';
import { AgeRangeNameSchema } from '../upstream/schemas/content';
import { passed, personName, phoneText } from './fields';

export const TRIAL_CLASS_LIMITS = { name: 80, phone: 30 } as const;

export const TrialClassFormSchema = z
  .object({
    parentName: personName('Ingresa tu nombre', TRIAL_CLASS_LIMITS.name),
    phoneCountry: z
      .string({ error: 'Elige el país de tu teléfono' })
      .refine(isPhoneCountry, 'Elige el país de tu teléfono'),
    phone: phoneText('Ingresa tu número de celular', TRIAL_CLASS_LIMITS.phone),
    ageRange: z.enum(AgeRangeNameSchema.options, { error: 'Elige la edad de tu hijo o hija' }),
    days: z
      .array(z.enum(WEEKDAYS, { error: 'Elige días de la lista' }))
      .min(1, 'Elige al menos un día')
      .max(WEEKDAYS.length),
    token: z.uuid({ error: 'El formulario caducó: vuelve a enviarlo.' }),
  })
  .superRefine(
    (value, ctx) => {
      if (passed(ctx.issues)('phone', 'phoneCountry') && !normalizePhone(value.phone, value.phoneCountry))
        ctx.addIssue({
          code: 'custom',
          path: ['phone'],
          message: 'Ingresa un número de celular válido para el país elegido',
        });
    },
    { when: () => true },
  )
  .transform((value) => ({
    ...value,
    phone: normalizePhone(value.phone, value.phoneCountry) ?? value.phone,
    days: WEEKDAYS.filter((day) => value.days.includes(day)),
  }));
export type TrialClassRequest = z.output<typeof TrialClassFormSchema>;

/** 'Ahora no' leads back to a path of this site, percent-encoded; anything else goes home. */
export const TrialBannerDismissSchema = z.object({
  volver: z
    .string()
    .catch('/')
    .transform((path) => sitePath(path)),
});
