/** Field errors of a rejected tRPC input, first message per field, for re-rendering a form. */
import { TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';

export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof TRPCError) || error.code !== 'BAD_REQUEST' || !(error.cause instanceof ZodError))
    return null;
  const flat = z.flattenError(error.cause).fieldErrors as Record<string, string[] | undefined>;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(flat)) if (messages?.[0]) result[field] = messages[0];
  return result;
}
