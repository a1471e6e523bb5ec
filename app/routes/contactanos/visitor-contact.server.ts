/** The visitors' contact form: POST → contact.sendAsVisitor → redirect back with its answer beside it. */
import { json } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@kernel/texts/contact';
import { logger } from '@server/log/logger';
import { getSession, redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { VisitorContactInputSchema } from '@server/validation/visitor-contact';
import { VISITOR_CONTACT_SENT_ID } from '~/components/contact/contact-messages';
import { parseSubmission } from '~/lib/forms/submission.server';
import { errorCode, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

export interface VisitorContactView {
  result?: SubmissionResult<string[]>;
}

/** Every text cut above the longest field (the message's 2000 characters), which the schema reports. */
const LIMITS = { maxLength: 2100 };

export async function visitorContactAction(request: Request) {
  const submission = parseSubmission(await request.formData(), VisitorContactInputSchema, LIMITS);
  if (submission.status !== 'success')
    return json({ result: submission.reply() } satisfies VisitorContactView, { status: 400 });
  const session = await getSession(request);
  const caller = await getCaller(request, session);
  try {
    await caller.contact.sendAsVisitor(submission.value);
  } catch (error) {
    throwIfStoreOutage(error);
    const throttled = expectedOutcome(error)?.kind === 'throttled';
    if (!throttled) logger.error(`[contact] a visitor's question failed: ${errorCode(error) ?? 'unknown'}`);
    // Spec §8: any failure of a contact form (a throttled client too) is the catalogue's text.
    return json(
      { result: submission.reply({ formErrors: [CONTACT_FAILURE] }) } satisfies VisitorContactView,
      { status: throttled ? 429 : 502 },
    );
  }
  session.flash('formStatus', { form: 'visitor-contact', message: CONTACT_SUCCESS });
  return redirectWithSession(`/contactanos#${VISITOR_CONTACT_SENT_ID}`, session, { status: 303 });
}
