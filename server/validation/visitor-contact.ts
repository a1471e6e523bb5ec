/** The /contactanos form for visitors: the action and the procedure use this one schema. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { emailAddress, oneLineText, requiredText } from './fields';

export const VISITOR_CONTACT_LIMITS = { name: 80, email: 120, phone: 30, message: 2000 } as const;

const INVALID_PHONE = 'Ingresa un teléfono válido, por ejemplo 987654321';

/** Optional: an empty field is no phone; one written must be a number, read as Peru's by default. */
const optionalPhone = z
  .string()
  .trim()
  .max(VISITOR_CONTACT_LIMITS.phone, INVALID_PHONE)
  // Null too: the procedure reads again what the action parsed.
  .nullish()
  .transform((phone, context) => {
    if (!phone) return null;
    const parsed = parsePhoneNumberFromString(phone, 'PE');
    if (parsed?.isValid()) return parsed.number;
    context.addIssue({ code: 'custom', message: INVALID_PHONE });
    return z.NEVER;
  });

export const VisitorContactInputSchema = z.object({
  name: oneLineText('Ingresa tu nombre', VISITOR_CONTACT_LIMITS.name),
  email: emailAddress(VISITOR_CONTACT_LIMITS.email),
  phone: optionalPhone,
  message: requiredText('El mensaje es un campo obligatorio', VISITOR_CONTACT_LIMITS.message),
});
export type VisitorContactInput = z.infer<typeof VisitorContactInputSchema>;
