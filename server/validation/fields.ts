/** Field schemas several forms share, so each field is checked and worded the same everywhere. */
import { z } from 'zod';

const maxMessage = (max: number) => `Escribe como máximo ${max} caracteres`;

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage(max));

export const personName = requiredText;

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

/** Each form checks it for its country. */
export const phoneText = requiredText;

/** Cross-field rules run even when fields failed, so every message shows at once; each checks only passed fields. */
export function passed(issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }>) {
  const failed = new Set(issues.map((issue) => String(issue.path?.[0])));
  return (...fields: string[]) => fields.every((field) => !failed.has(field));
}
