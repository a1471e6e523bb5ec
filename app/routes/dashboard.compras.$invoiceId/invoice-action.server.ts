// The invoice page's forms (decision 030): amounts and card facts never come from the form
// (server/invoice-checkout/codes.ts); every way to pay waits for the terms (server/validation/terms.ts).
import { redirectWithSession } from '@server/session.server';
import { logger } from '@server/log/logger';
import { expectedOutcome } from '@server/trpc/outcomes';
import { parseSubmission, procedureFieldErrors } from '~/lib/forms/submission.server';
import { acceptTerms, termsRefused } from '~/lib/forms/terms.server';
import { reasonOf } from '~/lib/log-reason';
import { passedOn, settleInvoiceRefusal } from '~/lib/sale-refusals.server';
import { CODE_REFUSED, INTENT_TERMS_FAILED } from '@kernel/texts/checkout';
import { SESSION_ENDED_NOTHING_CHARGED } from '@kernel/texts/login';
import { REFERRAL_REFUSED } from '@kernel/texts/referral';
import { idFrom, requireParent } from '~/lib/parents-access.server';
import { dropReferralCode } from '~/lib/referral-cookie.server';
import { badRequest, notFound, toRouteErrorResponse } from '~/lib/route-errors.server';
import { returnOrigin } from '~/lib/return-origin.server';
import { payByCard } from '~/lib/sale-steps/card-step.server';
import { retryFollowUp, type SalePage } from '~/lib/sale-steps/sale-page.server';
import { payByWallet, WALLET_INTENTS } from '~/lib/sale-steps/wallet-step.server';
import { getCaller } from '~/lib/trpc.server';
import { CODE_LIMITS, formAnswer, METHOD_LIMITS, methodSchemaFor } from './invoice-forms.server';
import { CodeFormSchema, LocalConfirmFormSchema } from '@server/validation/checkout';
import { ReferralFormSchema } from '@server/validation/referral';
import { receiptBuyerOf } from '@server/validation/receipt-buyer';
import { invoicePath, invoiceStepPath, localStepPath } from './invoice-view.server';
import { invoiceSale } from '@server/sales/sale-ref';

const RETRY_FAILED =
  'Todavía no pudimos terminar de registrar tu compra. Inténtalo de nuevo en unos minutos.';

type InvoiceStep = SalePage & { invoiceId: number };

/** Each form of the page by its `intent`; what a step cannot answer goes to the action's one catch. */
const STEPS = new Map<string, (step: InvoiceStep) => Promise<Response>>([
  ['apply-code', (step) => applyCode(step, 'code', CODE_REFUSED.unavailable)],
  ['remove-code', removeCode],
  ['choose-method', chooseMethod],
  ['pay', payByCard],
  ['intent-terms', acceptIntentTerms],
  ['confirm-local', confirmLocal],
  ['retry-follow-up', (step) => retryFollowUp(step, RETRY_FAILED)],
  // Decision 035: applied once per invoice by the referral router, under its store lock.
  ['apply-referral', (step) => applyCode(step, 'referral', REFERRAL_REFUSED.unavailable)],
  // The 'Validar tarjeta' form decision 070 removed, from a page opened before: its digits unread.
  ['check-card', (step) => step.go(step.path)],
  ...[...WALLET_INTENTS].map((intent) => [intent, (step: InvoiceStep) => payByWallet(step, intent)] as const),
]);

export async function invoiceAction(request: Request, rawId: string | undefined) {
  const invoiceId = idFrom(rawId);
  if (invoiceId === null) throw notFound();
  // Signed out meanwhile: the login dialog opens on this very step, and signing in comes back (issue 52).
  const here = invoiceStepPath(invoiceId, new URL(request.url));
  const { session } = await requireParent(request, here, SESSION_ENDED_NOTHING_CHARGED);
  const form = await request.formData();
  const path = invoicePath(invoiceId);
  const page: InvoiceStep = {
    request,
    session,
    caller: await getCaller(request, session),
    form,
    invoiceId,
    sale: invoiceSale(invoiceId),
    path,
    stepPath: `${path}?paso=tarjeta`,
    resultPath: path,
    go: (to) => redirectWithSession(to, session, { status: 303 }),
    // What the page explains goes to the catch below; any other error is the step's own to answer.
    refused: async (error) => {
      if (passedOn(error)) throw error;
      return null;
    },
    // The ledger keeps the outcome and has spent the card offer with it.
    record: () => undefined,
  };
  const answer = STEPS.get(String(form.get('intent') ?? ''));
  try {
    if (!answer) throw badRequest();
    return await answer(page);
  } catch (error) {
    // Signed out, the login dialog says a step sent here charged nothing (issue 76 point 7).
    if (await settleInvoiceRefusal(error, session, here, SESSION_ENDED_NOTHING_CHARGED)) return page.go(path);
    throw toRouteErrorResponse(error);
  }
}

/** 'Aplicar' a discount code or 'Usar invitación': a refusal beside the field, else the invoice again. */
async function applyCode(
  { session, caller, invoiceId, form, path }: InvoiceStep,
  name: 'code' | 'referral',
  busy: string,
) {
  const schema = name === 'code' ? CodeFormSchema : ReferralFormSchema;
  const submission = parseSubmission(form, schema, CODE_LIMITS);
  if (submission.status !== 'success') return formAnswer(name, submission.reply());
  const { code } = submission.value;
  try {
    if (name === 'code') await caller.invoices.applyCode({ invoiceId, code });
    else await caller.referral.applyToInvoice({ invoiceId, code });
  } catch (error) {
    const outcome = expectedOutcome(error);
    const refused = outcome?.kind === 'code-refused' || outcome?.kind === 'referral-refused';
    if (!refused && outcome?.kind !== 'throttled') throw error;
    const message = refused ? outcome.message : busy;
    return formAnswer(name, submission.reply({ fieldErrors: { code: [message] } }));
  }
  const headers = name === 'referral' ? { 'Set-Cookie': await dropReferralCode() } : undefined;
  return redirectWithSession(path, session, { status: 303, headers });
}

async function removeCode({ caller, invoiceId, go, path }: InvoiceStep) {
  try {
    await caller.invoices.removeCode({ invoiceId });
  } catch (error) {
    if (expectedOutcome(error)?.kind !== 'purchase-unavailable') throw error;
  }
  return go(path);
}

// Who the receipt is for is checked with the way to pay against the pedido's total as the API answers
// it, and saved before any payment starts (issue 55); a buyer the API refuses comes back beside its field.
async function chooseMethod(step: InvoiceStep) {
  const { request, caller, invoiceId, sale, go } = step;
  const choice = (await caller.invoices.byId({ invoiceId })).receiptChoice;
  const submission = parseSubmission(step.form, methodSchemaFor(choice?.sale ?? null), METHOD_LIMITS);
  if (submission.status !== 'success') return formAnswer('method', submission.reply());
  const { method } = submission.value;
  try {
    if (choice) await caller.invoices.setReceiptBuyer({ invoiceId, buyer: receiptBuyerOf(submission.value) });
    if (method === 'card-soles') {
      await caller.cardProvider.offer({ sale });
      return go(step.stepPath);
    }
    if (method === 'card-dollars') {
      // The provider returns the browser to the address it came from (localhost or 127.0.0.1 alike).
      await caller.invoices.startIntent({ invoiceId, origin: returnOrigin(request) });
      return go(`${step.path}?paso=dolares`);
    }
    // A cash or transfer code ('local:agent'…) is made once the parent accepts the terms on its step.
    return go(localStepPath(invoiceId, method.slice('local:'.length)));
  } catch (error) {
    const fieldErrors = procedureFieldErrors(error);
    if (fieldErrors) return formAnswer('method', submission.reply({ fieldErrors }));
    return stepFailed(error, step);
  }
}

const STEP_FAILED = 'No pudimos abrir el pago en este momento. Inténtalo de nuevo en unos minutos.';

/** A payment step that could not open: refusals the page explains go on, anything else is flashed. */
async function stepFailed(error: unknown, step: InvoiceStep) {
  await step.refused(error);
  logger.error({ event: 'checkout', reason: reasonOf(error) }, '[checkout] payment step failed');
  step.session.flash('paymentError', STEP_FAILED);
  return step.go(step.path);
}

/** 'PAGAR' on the dollar step: its secret and hosted checkout only once the terms are kept (decision 032). */
async function acceptIntentTerms(step: InvoiceStep) {
  const { request, caller, invoiceId, sale } = step;
  const intent = await caller.invoices.openedIntent({ invoiceId, origin: returnOrigin(request) });
  const opened = intent && { ...intent, keep: () => caller.invoices.acceptTerms({ sale, method: 'intent' }) };
  // Paid, closed or replaced meanwhile: the invoice page says where it stands.
  return acceptTerms(step, opened, { path: step.path, message: INTENT_TERMS_FAILED });
}

const LOCAL_LIMITS = { maxLength: 40 };

/** 'Generar código de pago', with the terms accepted: the same code while the total is unchanged. */
async function confirmLocal(step: InvoiceStep) {
  const submission = parseSubmission(step.form, LocalConfirmFormSchema, LOCAL_LIMITS);
  if (submission.status !== 'success') return termsRefused(submission.reply());
  try {
    const { method } = submission.value;
    await step.caller.invoices.startLocalPayment({ invoiceId: step.invoiceId, method });
  } catch (error) {
    return stepFailed(error, step);
  }
  return step.go(step.path);
}
