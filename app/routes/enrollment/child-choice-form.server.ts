/** The form reads only a whole number: which children may be chosen is the procedure's to say. */
import { json } from '@remix-run/node';
import { z } from 'zod';
import { parseSubmission } from '~/lib/forms/submission.server';

const WHOLE_ID = /^[1-9]\d{0,14}$/;

/** Anything but a whole number is no choice at all (the procedure then says one is needed). */
const ChildChoiceSchema = z.object({
  childId: z.string().transform((raw) => (WHOLE_ID.test(raw) ? Number(raw) : undefined)),
});

const LIMITS = { maxLength: 20 };

const parseChoice = (form: FormData) => parseSubmission(form, ChildChoiceSchema, LIMITS);

export function childIdOf(form: FormData): number | undefined {
  const submission = parseChoice(form);
  return submission.status === 'success' ? submission.value.childId : undefined;
}

export const childChoiceError = (message: string, form: FormData) =>
  json(
    { form: 'child' as const, result: parseChoice(form).reply({ fieldErrors: { childId: [message] } }) },
    { status: 400 },
  );
