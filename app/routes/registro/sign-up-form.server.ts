/** The sign-up's forms; the password is never given back (`hideFields`). */
import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';
import type { GuardianDraft } from '@server/validation/sign-up-draft';

export const CHILD_FIELDS = ['firstName', 'age', 'experience', 'operatingSystem'] as const;

export interface GuardianValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneCountry?: string;
  phone?: string;
  country?: string;
  city?: string;
  relation?: string;
  documentType?: string;
  documentNumber?: string;
  source?: string;
  acceptTerms?: true;
}
export type ChildValues = Partial<Record<(typeof CHILD_FIELDS)[number], string>>;

/** What the sign-up keeps of any field it echoes: far above every schema limit. */
const MAX_LENGTH = 500;
export const GUARDIAN_LIMITS = { maxLength: MAX_LENGTH };
/** Step 2's rows are a Conform list: 'Agregar otro hijo' and 'Quitar' are its intent buttons. */
export const CHILDREN_LIMITS = { maxLength: MAX_LENGTH, lists: ['children'] };

export function valuesOfGuardian(
  guardian: Omit<GuardianDraft, 'sealedPassword'> & { password?: string; sealedPassword?: string },
): GuardianValues {
  const { password: _password, sealedPassword: _sealed, ...rest } = guardian;
  return rest;
}

const PostedRowSchema = z
  .object({
    firstName: z.string().optional().catch(undefined),
    age: z.string().optional().catch(undefined),
    experience: z.string().optional().catch(undefined),
    operatingSystem: z.string().optional().catch(undefined),
  })
  .catch({});
const PostedRowsSchema = z.array(PostedRowSchema.or(z.undefined().transform(() => ({})))).catch([]);

export function rowsOf(payload: Record<string, unknown>): ChildValues[] {
  return PostedRowsSchema.parse(payload.children ?? []);
}

export function guardianResult(
  values: GuardianValues,
  fieldErrors: Record<string, string>,
  formError?: string,
): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(fieldErrors)) error[name] = [message];
  if (formError) error[''] = [formError];
  // As a form posts them: texts, and 'on' for the box ticked.
  const initialValue: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string') initialValue[name] = value;
  if (values.acceptTerms) initialValue.acceptTerms = 'on';
  return { status: 'error', initialValue, error };
}
