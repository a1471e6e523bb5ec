/** 'Usar invitación': applied once by the referral router (store lock per invoice). */
import { redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { ReferralFormSchema } from '@server/validation/referral';
import { REFERRAL_REFUSED } from '@kernel/texts/referral';
import { parseSubmission } from '~/lib/forms/submission.server';
import { dropReferralCode } from '~/lib/referral-cookie.server';
import type { InvoiceStep } from './invoice-action.server';
import { formAnswer } from './invoice-forms.server';
import { invoicePath } from './invoice-view.server';

const REFERRAL_LIMITS = { maxLength: 60 };

export async function applyReferralStep({ session, caller, invoiceId, form }: InvoiceStep) {
  const submission = parseSubmission(form, ReferralFormSchema, REFERRAL_LIMITS);
  if (submission.status !== 'success') return formAnswer('referral', submission.reply());
  const refused = (message: string) =>
    formAnswer('referral', submission.reply({ fieldErrors: { code: [message] } }));
  try {
    await caller.referral.applyToInvoice({ invoiceId, code: submission.value.code });
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (outcome?.kind === 'referral-refused') return refused(outcome.message);
    if (outcome?.kind === 'throttled') return refused(REFERRAL_REFUSED.unavailable);
    throw error;
  }
  return redirectWithSession(invoicePath(invoiceId), session, {
    status: 303,
    headers: { 'Set-Cookie': await dropReferralCode() },
  });
}
