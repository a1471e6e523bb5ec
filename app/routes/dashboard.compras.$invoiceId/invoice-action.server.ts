// The invoice page's forms (decision 030). Amounts and card facts never come from the form: a
// card-brand promotion is checked on the card the provider tokenised (decision 070). Every way to
// pay waits for the terms (server/validation/terms.ts).
import { redirectWithSession } from '@server/session.server';
import { logger } from '@server/log/logger';
import { expectedOutcome } from '@server/trpc/outcomes';
import { parseSubmission } from '~/lib/forms/submission.server';
import { acceptTerms, termsRefused } from '~/lib/forms/terms.server';
import { reasonOf } from '~/lib/log-reason';
import { settleInvoiceRefusal } from '~/lib/checkout-access.server';
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
import { passedOn } from '~/lib/sale-refusals.server';

export const RETRY_FAILED =
  'Todavía no pudimos terminar de registrar tu compra. Inténtalo de nuevo en unos minutos.';

/** What every form of the invoice page is answered with: the pedido's page to the steps every sale shares. */
export type InvoiceStep = SalePage & { invoiceId: number };

/** Each form of the page by its `intent`; what a step cannot answer goes to the action's one catch. */
const STEPS = new Map<string, (step: InvoiceStep) => Promise<Response>>([
  ['apply-code', (step) => applyCode(step, 'code', CODE_REFUSED.unavailable)],
  ['remove-code', removeCode],
  ['choose-method', chooseMethod],
  ['pay', payByCard],
  ['intent-terms', acceptIntentTerms],
  ['confirm-local', confirmLocal],
  ['retry-follow-up', (step) => retryFollowUp(step, RETRY_FAILED)],
  // Decision 035: a referral code on the invoice, applied once by the referral router (store lock
  // per invoice); the invitation the parent arrived with is dropped once applied.
  ['apply-referral', (step) => applyCode(step, 'referral', REFERRAL_REFUSED.unavailable)],
  // The 'Validar tarjeta' form decision 070 removed, sent from a page opened before: back to the
  // invoice as it is now, the digits never read.
  ['check-card', (step) => step.go(step.path)],
  // Decision 085: Yape and Plin on the soles card step, as any sale's.
  ...[...WALLET_INTENTS].map((intent) => [intent, (step: InvoiceStep) => payByWallet(step, intent)] as const),
]);

export async function invoiceAction(request: Request, rawId: string | undefined) {
  const invoiceId = idFrom(rawId);
  if (invoiceId === null) throw notFound();
  // Signed out meanwhile (another tab, an expired session): the login dialog opens on this very
  // step, and signing in comes back to it (issue 52); nothing was sent on.
  const here = invoiceStepPath(invoiceId, new URL(request.url));
  const { session } = await requireParent(request, here, SESSION_ENDED_NOTHING_CHARGED);
  const form = await request.formData();
  const page = invoicePage({ request, session, caller: await getCaller(request, session), invoiceId, form });
  const answer = STEPS.get(String(form.get('intent') ?? ''));
  try {
    if (!answer) throw badRequest();
    return await answer(page);
  } catch (error) {
    // A 403 (its message flashed), a payment already made, or any step of a sale that is closed
    // (a stale second tab, the back button) or whose offer went stale: the invoice page says why.
    // A step sent here charges nothing when refused: the dialog says so (issue 76 point 7).
    if (await settleInvoiceRefusal(error, session, here, SESSION_ENDED_NOTHING_CHARGED))
      return page.go(page.path);
    throw toRouteErrorResponse(error);
  }
}

function codeRefusal(error: unknown, busy: string): string | null {
  const outcome = expectedOutcome(error);
  if (outcome?.kind === 'code-refused' || outcome?.kind === 'referral-refused') return outcome.message;
  return outcome?.kind === 'throttled' ? busy : null;
}

/**
 * 'Aplicar' a discount code or 'Usar invitación': a refusal beside the field (`busy` when the API
 * is too busy to check it), the invoice again once applied.
 */
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
    const message = codeRefusal(error, busy);
    if (message) return formAnswer(name, submission.reply({ fieldErrors: { code: [message] } }));
    throw error;
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

// Who the receipt is for is checked against the pedido's total as the API answers it, and saved
// before any payment starts (issue 55); a buyer the API refuses comes back beside its field.
async function chooseMethod(step: InvoiceStep) {
  const { request, caller, invoiceId, sale, go } = step;
  // Checked against the pedido, so that the way to pay and the receipt's fields are refused at once.
  const choice = (await caller.invoices.byId({ invoiceId })).receiptChoice;
  const submission = parseSubmission(step.form, methodSchemaFor(choice?.sale ?? null), METHOD_LIMITS);
  if (submission.status !== 'success') return formAnswer('method', submission.reply());
  const { method } = submission.value;
  try {
    if (choice) {
      const buyer = receiptBuyerOf(submission.value);
      const saved = await caller.invoices.setReceiptBuyer({ invoiceId, buyer });
      if (saved.status === 'refused')
        return formAnswer('method', submission.reply({ fieldErrors: listed(saved.fieldErrors) }));
    }
    // The step opened is its offer in the ledger: the page's `?paso=` reads it back.
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
    return stepFailed(error, step);
  }
}

const listed = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message ? [message] : []]));

// The steps that wait for the terms (spec §4, §5; server/validation/terms.ts): the dollar card,
// whose secret and hosted checkout are handed out only once the terms are recorded (decision 032),
// and a cash or transfer code, asked for only with the terms accepted.

const STEP_FAILED = 'No pudimos abrir el pago en este momento. Inténtalo de nuevo en unos minutos.';

/** A payment step that could not open: refusals the page explains go on, anything else is flashed. */
async function stepFailed(error: unknown, step: InvoiceStep) {
  await step.refused(error);
  logger.error({ event: 'checkout', reason: reasonOf(error) }, '[checkout] payment step failed');
  step.session.flash('paymentError', STEP_FAILED);
  return step.go(step.path);
}

/** 'PAGAR' on the dollar step: embedded (JavaScript) answers the secret, plain goes to the hosted checkout. */
async function acceptIntentTerms(step: InvoiceStep) {
  const { request, caller, invoiceId, sale } = step;
  const intent = await caller.invoices.openedIntent({ invoiceId, origin: returnOrigin(request) });
  const opened = intent && { ...intent, keep: () => caller.invoices.acceptTerms({ sale, method: 'intent' }) };
  // Paid, closed or replaced meanwhile: the invoice page says where it stands.
  return acceptTerms(step, opened, { path: step.path, message: INTENT_TERMS_FAILED });
}

const LOCAL_LIMITS = { maxLength: 40 };

/** 'Generar código de pago': the code, the same one while the invoice's total is unchanged. */
async function confirmLocal(step: InvoiceStep) {
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

/** The invoice page to the steps every sale shares: what they cannot answer goes to the one catch above. */
function invoicePage(
  step: Pick<SalePage, 'request' | 'session' | 'caller' | 'form'> & { invoiceId: number },
) {
  const path = invoicePath(step.invoiceId);
  return {
    ...step,
    sale: invoiceSale(step.invoiceId),
    path,
    stepPath: `${path}?paso=tarjeta`,
    resultPath: path,
    go: (to: string) => redirectWithSession(to, step.session, { status: 303 }),
    refused: async (error: unknown) => {
      if (passedOn(error)) throw error;
      return null;
    },
    // The ledger keeps the outcome and has spent the card offer with it.
    record: () => undefined,
  } satisfies InvoiceStep;
}
