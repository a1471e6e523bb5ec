/** The sign-up's two steps (decision 019): one schema per step, together auth.register's input. */
import { z } from 'zod';
import { isCountryCode } from '../forms/options/countries';
import { documentNumberError, isDocumentTypeOf, DOCUMENT_TYPES } from '../forms/options/documents';
import {
  CHILD_AGE_OPTIONS,
  EXPERIENCES,
  GUARDIAN_RELATIONS,
  MARKETING_SOURCES,
} from '../forms/options/family';
import { OPERATING_SYSTEMS } from '../forms/options/operating-systems';
import { normalizePhone } from '../forms/options/phone';
import {
  crossChecked,
  documentNumber,
  emailAddress,
  mobileError,
  mobileFields,
  newPassword,
  oneLineText,
} from './fields';
import { ChildDataConsentField, ConsentInputSchema } from './consent';

export const MAX_CHILDREN = 6;

/** Shared with the session's draft (sign-up-draft.ts). */
export const SIGN_UP_LIMITS = {
  text: 80,
  email: 200,
  password: 200,
  phone: 30,
  documentNumber: 20,
  childName: 60,
} as const;

/** Names and the city: one line each, no control character (a child's name too, here and later). */
const text = (message: string, max: number = SIGN_UP_LIMITS.text) => oneLineText(message, max);

export const GuardianStepSchema = crossChecked(
  z.object({
    firstName: text('Ingresa tu nombre'),
    lastName: text('Ingresa tus apellidos'),
    email: emailAddress(SIGN_UP_LIMITS.email),
    password: newPassword(SIGN_UP_LIMITS.password),
    ...mobileFields(SIGN_UP_LIMITS.phone),
    country: z.string({ error: 'Elige tu país' }).refine(isCountryCode, 'Elige tu país'),
    city: text('Ingresa tu ciudad'),
    relation: z.enum(GUARDIAN_RELATIONS, { error: 'Elige tu relación con el estudiante' }),
    documentType: z.enum(DOCUMENT_TYPES, { error: 'Elige tu tipo de documento' }),
    documentNumber: documentNumber('Ingresa tu número de documento', SIGN_UP_LIMITS.documentNumber),
    source: z.enum(MARKETING_SOURCES, { error: 'Cuéntanos cómo te enteraste de Kodea' }),
    acceptTerms: z.literal(true, { error: 'Debes aceptar los términos y condiciones' }),
  }),
  (value, add, ok) => {
    const phoneError = ok('phone', 'phoneCountry') && mobileError(value);
    if (phoneError) add('phone', phoneError);
    if (!ok('country', 'documentType')) return;
    if (!isDocumentTypeOf(value.country, value.documentType))
      return add('documentType', 'Ese documento no corresponde a tu país');
    const numberError =
      ok('documentNumber') && documentNumberError(value.documentType, value.country, value.documentNumber);
    if (numberError) add('documentNumber', numberError);
  },
).transform((value) => ({
  ...value,
  phone: normalizePhone(value.phone, value.phoneCountry) ?? value.phone,
}));
export type GuardianStep = z.infer<typeof GuardianStepSchema>;

export const ChildSchema = z.object({
  firstName: text('Ingresa el nombre de tu hijo o hija', SIGN_UP_LIMITS.childName),
  age: z.enum(CHILD_AGE_OPTIONS, { error: 'Elige su rango de edad' }),
  experience: z.enum(EXPERIENCES, { error: 'Elige su experiencia previa' }),
  operatingSystem: z.enum(OPERATING_SYSTEMS, { error: 'Elige el sistema operativo de su computadora' }),
});
export type ChildEntry = z.infer<typeof ChildSchema>;

export const ChildrenStepSchema = z.object({
  children: z
    .array(ChildSchema)
    .min(1, 'Agrega al menos un hijo o hija')
    .max(MAX_CHILDREN, `Puedes registrar hasta ${MAX_CHILDREN} hijos a la vez`),
});
export type ChildrenStep = z.infer<typeof ChildrenStepSchema>;

/** 'Crear cuenta': the rows and the parent's consent for their data (only 'Revisar datos' skips it). */
export const ChildrenFinishSchema = ChildrenStepSchema.extend({ childDataConsent: ChildDataConsentField });

export const RegisterInputSchema = z.object({
  guardian: GuardianStepSchema,
  children: ChildrenStepSchema.shape.children,
  consent: ConsentInputSchema,
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;
