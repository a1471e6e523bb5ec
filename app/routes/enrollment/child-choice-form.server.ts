/**
 * The checkout's child choice ('¿Para quién es?', a parent buying for one of their children),
 * read with the one form protocol (~/lib/forms/parse-form.server). The form only reads a whole
 * number or nothing: whether a child is needed, and which ones may be chosen, is the payment
 * procedure's to say (a ChildChoiceError), shown beside the radio group with the value sent.
 */
import { json } from '@remix-run/node';
import { z } from 'zod';
import { parseForm, readForm, type FormFields } from '~/lib/forms/parse-form.server';

const WHOLE_ID = /^[1-9]\d{0,14}$/;

/** Anything but a whole number is no choice at all (the procedure then says one is needed). */
const ChildChoiceSchema = z.object({
  childId: z.string().transform((raw) => (WHOLE_ID.test(raw) ? Number(raw) : undefined)),
});

const CHILD_CHOICE_FORM: FormFields<'childId'> = { fields: ['childId'], maxLength: 20 };

/** The child chosen on the form: a whole number, or nothing. */
export function childIdOf(form: FormData): number | undefined {
  const parsed = parseForm(ChildChoiceSchema, form, CHILD_CHOICE_FORM);
  return parsed.ok ? parsed.value.childId : undefined;
}

/** The form again, with the message beside the child choice and the value sent (spec-style field error). */
export const childChoiceError = (message: string, form: FormData) =>
  json(
    { fieldErrors: { childId: message }, values: readForm(form, CHILD_CHOICE_FORM).values },
    { status: 400 },
  );
