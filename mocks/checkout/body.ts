/** Checkout request bodies parsed with the contract's schemas: a failure is a 400 `{ field: ['msg'] }`. */
import type { z } from 'zod';
import { badRequest } from '../http/api-answers';

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, 'Campo no permitido.');
    } else add(base || 'non_field_errors', issue.message);
  }
  return errors;
}

/** The body as the schema outputs it; anything else is answered 400 (msw answers a thrown Response). */
export async function requireBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest({ non_field_errors: ['El cuerpo no es JSON válido.'] });
  }
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(fieldErrors(result.error));
  return result.data;
}
