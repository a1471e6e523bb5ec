/**
 * One form protocol for the page forms (sign-in, sign-up, complaints book, the dashboard contact
 * form, the checkout's child choice). An action reads the posted fields as text and parses them
 * with the zod schema its procedure uses too (server/validation/*, field schemas shared in
 * server/validation/fields.ts). It gets either the parsed value, or the field errors — one
 * message per field, keyed by the field's path ('email', 'children.1.age') — and, either way,
 * the values as typed, to render the form again (never a secret such as a password).
 */
import { TRPCError } from '@trpc/server';
import { ZodError, type z } from 'zod';

/** What the user typed, by field name: what a form renders again. */
export type FormValues<F extends string = string> = Record<F, string>;
/** One message per field path; a schema's own (root) issue is under 'form'. */
export type FieldErrors = Record<string, string>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };
export type FormResult<T, F extends string = string> = Parsed<T> & { values: FormValues<F> };

export interface FormFields<F extends string = string> {
  /** The fields read and given back to the form. */
  fields: readonly F[];
  /** Fields read for the schema but never given back (passwords); never cut: the schema bounds them. */
  secret?: readonly string[];
  /** Checkboxes: 'on' when ticked, '' otherwise, whatever else was posted. */
  checkboxes?: readonly F[];
  /**
   * Each given-back field is cut to this many characters before parsing, so an anonymous post can
   * make the page echo only so much. Leave it out when the schema's own limit must be reported.
   */
  maxLength?: number;
  /** The text values → the schema's input (checkboxes to booleans, rows to lists). Default: as read. */
  toInput?: (values: FormValues<F>, secrets: FormValues) => unknown;
}

function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** The fields as typed (cut to `maxLength`) and, apart, the secrets. A missing field reads ''. */
export function readForm<F extends string>(
  formData: FormData,
  { fields, secret = [], checkboxes = [], maxLength }: FormFields<F>,
): { values: FormValues<F>; secrets: FormValues } {
  const values: FormValues = {};
  for (const field of fields) {
    const text = textOf(formData, field);
    if (checkboxes.includes(field)) values[field] = text === 'on' ? 'on' : '';
    else values[field] = maxLength === undefined ? text : text.slice(0, maxLength);
  }
  const secrets: FormValues = {};
  for (const field of secret) secrets[field] = textOf(formData, field);
  return { values, secrets };
}

/** A zod error as one message per field path, the first one found. */
export function fieldErrorsOfIssues(error: ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    result[key] ??= issue.message;
  }
  return result;
}

/** An input already read (the sign-up's children rows) parsed the same way. */
export function parseValues<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, fieldErrors: fieldErrorsOfIssues(parsed.error) };
}

/** Reads the form's fields and parses them with `schema`: the value, or the field errors; the values typed either way. */
export function parseForm<S extends z.ZodType, F extends string>(
  schema: S,
  formData: FormData,
  form: FormFields<F>,
): FormResult<z.output<S>, F> {
  const { values, secrets } = readForm(formData, form);
  const input = form.toInput ? form.toInput(values, secrets) : { ...values, ...secrets };
  return { ...parseValues(schema, input), values };
}

/**
 * The field errors of a procedure whose input its schema rejected (BAD_REQUEST caused by a zod
 * error), read as parseForm reads its own; null for any other failure.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof TRPCError) || error.code !== 'BAD_REQUEST' || !(error.cause instanceof ZodError))
    return null;
  return fieldErrorsOfIssues(error.cause);
}
