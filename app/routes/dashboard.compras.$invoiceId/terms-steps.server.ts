// The invoice's steps that wait for the terms (spec §4, §5; server/validation/terms.ts): the
// dollar card, whose secret and hosted checkout are handed out only once the terms are recorded
// (decision 032), and a cash or transfer code, asked for only with the terms accepted.
import { INTENT_TERMS_FAILED } from '@kernel/texts/checkout';
import { logger } from '@server/log/logger';
import { commitSession } from '@server/session.server';
import { LocalConfirmFormSchema } from '@server/validation/checkout';
import { parseSubmission } from '~/lib/forms/submission.server';
import { parseTerms, termsAnswer, termsRefused } from '~/lib/forms/terms.server';
import { reasonOf } from '~/lib/log-reason';
import { passedOn } from '~/lib/sale-refusals.server';
import type { InvoiceStep } from './invoice-action.server';
import { keptIntent } from './invoice-view.server';

export const STEP_FAILED = 'No pudimos abrir el pago en este momento. Inténtalo de nuevo en unos minutos.';

/** A payment step that could not open: refusals the page explains go on, anything else is flashed. */
export function stepFailed(error: unknown, { session, go, path }: InvoiceStep) {
  if (passedOn(error)) throw error;
  logger.error({ event: 'checkout', reason: reasonOf(error) }, '[checkout] payment step failed');
  session.flash('paymentError', STEP_FAILED);
  return go(path);
}

/** 'PAGAR' on the dollar step: embedded (JavaScript) answers the secret, plain goes to the hosted checkout. */
export async function acceptIntentTerms(step: InvoiceStep) {
  const { session, invoiceId, form, go } = step;
  const embedded = form.get('embedded') === '1';
  const submission = parseTerms(form);
  // Signed in again since the step opened (a new session): the intent opened before, if it still waits.
  const intent = await keptIntent(step);
  if (!intent) {
    // Paid, closed or replaced meanwhile: the invoice page says where it stands.
    if (!embedded) return go(step.path);
    const result = submission.reply({ fieldErrors: { terms: [INTENT_TERMS_FAILED] } });
    return termsAnswer({ form: 'terms', result, clientSecret: null }, { status: 409 });
  }
  if (submission.status !== 'success') return termsRefused(submission.reply());
  const termsAcceptedAt = intent.termsAcceptedAt ?? new Date().toISOString();
  session.set('checkoutIntent', { ...intent, termsAcceptedAt });
  logger.info({ event: 'payment', invoiceId, termsAcceptedAt }, '[checkout] terms accepted (dollar card)');
  if (!embedded) return go(intent.view.hostedUrl);
  return termsAnswer(
    { form: 'terms', result: submission.reply(), clientSecret: intent.view.clientSecret },
    { headers: { 'Set-Cookie': await commitSession(session) } },
  );
}

const LOCAL_LIMITS = { maxLength: 40 };

/** 'Generar código de pago': the code, the same one while the invoice's total is unchanged. */
export async function confirmLocal(step: InvoiceStep) {
  const submission = parseSubmission(step.form, LocalConfirmFormSchema, LOCAL_LIMITS);
  if (submission.status !== 'success') return termsRefused(submission.reply());
  try {
    await step.caller.invoices.startLocalPayment({
      invoiceId: step.invoiceId,
      method: submission.value.method,
    });
  } catch (error) {
    return stepFailed(error, step);
  }
  return step.go(step.path);
}
