/** Field schemas several forms share, so each field is checked and worded the same everywhere. */
import { z } from 'zod';
import { isPhoneCountry, normalizePhone } from '../forms/options/phone';

export const maxMessage = (max: number) => `Escribe como máximo ${max} caracteres`;

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage(max));

/**
 * Line breaks and other control characters (C0, DEL, C1), and the invisible marks that reorder
 * text (bidi embeddings, overrides, isolates and marks, line and paragraph separators). A name
 * holding one travels on to e-mails, receipts, CSV rows and other systems' screens, where it
 * breaks a header or a row, or reads as something else (issue 74).
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const CONTROL_CHARACTERS_MESSAGE =
  'Escríbelo en una sola línea, sin saltos de línea ni caracteres invisibles o de control';

/** One line a person types: a name (a parent's, a child's), a city. */
export const oneLineText = (message: string, max: number) =>
  requiredText(message, max).refine((text) => !CONTROL_CHARACTERS.test(text), CONTROL_CHARACTERS_MESSAGE);

/** Upper case (DNI, CE, pasaporte, CURP…). */
export const documentNumber = (message: string, max: number) =>
  requiredText(message, max).transform((number) => number.toUpperCase());

/** The sign-in takes any length: the account was created with a bounded one. */
export function emailAddress(max?: number) {
  const required = z
    .string({ error: 'Ingresa tu correo electrónico' })
    .trim()
    .min(1, 'Ingresa tu correo electrónico');
  const bounded = max === undefined ? required : required.max(max, maxMessage(max));
  return bounded
    .pipe(z.email('Ingresa un correo electrónico válido'))
    .transform((email) => email.toLowerCase());
}

/** The rule of every password a person creates: at sign-up and when resetting a forgotten one. */
export const newPassword = (max: number) =>
  z
    .string({ error: 'Crea una contraseña' })
    .min(8, 'La contraseña debe tener al menos 8 caracteres')
    .max(max, maxMessage(max))
    .regex(/[A-Za-zÁÉÍÓÚÑáéíóúñ]/, 'La contraseña debe tener al menos una letra')
    .regex(/\d/, 'La contraseña debe tener al menos un número');

/** A mobile number and its country; `mobileError` checks them together. */
export const mobileFields = (max: number) => ({
  phoneCountry: z
    .string({ error: 'Elige el país de tu teléfono' })
    .refine(isPhoneCountry, 'Elige el país de tu teléfono'),
  phone: requiredText('Ingresa tu número de celular', max),
});

export const mobileError = (value: { phone: string; phoneCountry: string }) =>
  normalizePhone(value.phone, value.phoneCountry)
    ? null
    : 'Ingresa un número de celular válido para el país elegido';

type AddIssue = (field: string, message: string) => void;
type Passed = (...fields: string[]) => boolean;

/**
 * Cross-field rules run even when fields failed, so every message shows at once; `ok` tells which
 * fields passed, and each rule checks only those.
 */
export function crossChecked<S extends z.ZodType>(
  schema: S,
  check: (value: z.output<S>, add: AddIssue, ok: Passed) => void,
): S {
  return schema.superRefine(
    (value, ctx) => {
      const failed = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
      check(
        value,
        (field, message) => ctx.addIssue({ code: 'custom', path: [field], message }),
        (...fields) => fields.every((field) => !failed.has(field)),
      );
    },
    { when: () => true },
  );
}
