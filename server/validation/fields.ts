/**
 * The field schemas several forms share (sign-in, sign-up, complaints book), so an e-mail, a name
 * or a document number is checked, normalised and worded the same everywhere. The form schemas in
 * this folder are built from these; routers and route actions both parse with those schemas.
 */
import { z } from 'zod';

const maxMessage = (max: number) => `Escribe como máximo ${max} caracteres`;

/** A required text, trimmed: `message` when missing or blank, the limit's message when too long. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage(max));

/** A person's name (a first name, last names, a guardian's name). */
export const personName = requiredText;

/** A document number: required, trimmed, upper case (DNI, CE, pasaporte, CURP…). */
export const documentNumber = (message: string, max: number) =>
  requiredText(message, max).transform((number) => number.toUpperCase());

/**
 * An e-mail address: trimmed, checked, lower case. `max` bounds what a form keeps (sign-up,
 * complaints); the sign-in takes any length, as the account was created with a bounded one.
 */
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

/** A phone number as typed: required and bounded; each form checks it for its country. */
export const phoneText = requiredText;

/**
 * Whether none of the given top-level fields has an issue yet: the rules across fields run even
 * when other fields failed (zod skips refinements after failures by default), so every message
 * shows at once; each rule checks only fields that passed.
 */
export function passed(issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }>) {
  const failed = new Set(issues.map((issue) => String(issue.path?.[0])));
  return (...fields: string[]) => fields.every((field) => !failed.has(field));
}
