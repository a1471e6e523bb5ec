/**
 * Dollar invoices through the global provider (decision 030): the outcome is recorded before the
 * report, so a replayed return never charges again. A brand promotion captures only that brand.
 */
import { formatMoney } from '@kernel/money';
import { brandCondition, INVOICE_NOT_PAYABLE, METHOD_UNAVAILABLE } from '@kernel/texts/checkout';
import { denialMessage } from '@kernel/texts/payments';
import { getEnv } from '../env';
import { withLock } from '../store/lock';
import { getInvoice } from '../upstream/invoices';
import {
  cancelPaymentIntent,
  capturePaymentIntent,
  createPaymentIntent,
  getPaymentIntent,
  notifyPaymentError,
} from '../upstream/payment-intents';
import type { UserData } from '../upstream/schemas/auth';
import type { Invoice, PaymentIntent } from '../upstream/schemas/invoices';
import { heldCardRefusal, requiredBrand } from './card-brand';
import { ItemAlreadyPaidError, NotPayableError, StepMismatchError } from './errors';
import { runFollowUp } from './follow-up';
import { nowForResult } from './format';
import { invoiceDescription } from './invoice-text';
import { logInvoicePayment } from './payment-log';
import {
  getInvoicePayment,
  getOpenIntentId,
  saveInvoicePayment,
  saveOpenIntentId,
  type InvoicePayment,
} from './records';
import { invoiceHref } from './urls';
import type { IntentPaymentView } from './views';

export const returnPath = (invoiceId: number) => `${invoiceHref(invoiceId)}/retorno`;

/** Relative when the provider is served by this same site (mock mode). */
function providerUrl(origin: string, base: string, params: Record<string, string>) {
  const url = new URL(base, origin);
  url.search = new URLSearchParams(params).toString();
  return url.origin === origin ? url.pathname + url.search : url.toString();
}

/** PUBLIC_URL when configured, else the origin the request came in on. */
function siteOrigin(requestOrigin: string) {
  const env = getEnv();
  return env.publicUrlConfigured ? env.publicOrigin : requestOrigin;
}

function requireDollarsOpen(invoice: Invoice) {
  if (invoice.currency !== 'USD') throw new NotPayableError(METHOD_UNAVAILABLE);
  if (invoice.status !== 'open') throw new NotPayableError(INVOICE_NOT_PAYABLE);
}

export async function startIntent(
  bearer: string,
  invoiceId: number,
  requestOrigin: string,
): Promise<IntentPaymentView> {
  const invoice = await getInvoice(bearer, invoiceId);
  // An intent that succeeded (even if our report failed) is never followed by another one.
  const recorded = await getInvoicePayment(invoiceId);
  if (recorded?.status === 'approved')
    throw new ItemAlreadyPaidError({ id: invoice.student.id, firstName: invoice.student.first_name });
  if (recorded) throw new NotPayableError(INVOICE_NOT_PAYABLE);
  requireDollarsOpen(invoice);
  const brand = requiredBrand(invoice);
  const intent = await createPaymentIntent(bearer, invoiceId, brand === null ? 'automatic' : 'manual');
  await saveOpenIntentId(invoiceId, intent.intent_id);
  return intentView(intent, invoice, requestOrigin);
}

/**
 * Reading only: the dollar step opened before, while its intent still waits for a card at the
 * invoice's current total, so a parent who signed in again comes back to it; else null.
 */
export async function openedIntent(
  bearer: string,
  invoiceId: number,
  requestOrigin: string,
): Promise<IntentPaymentView | null> {
  const invoice = await getInvoice(bearer, invoiceId);
  if (invoice.currency !== 'USD' || invoice.status !== 'open') return null;
  if (await getInvoicePayment(invoiceId)) return null;
  const intentId = await getOpenIntentId(invoiceId);
  if (!intentId) return null;
  const intent = await getPaymentIntent(bearer, intentId);
  const waiting = intent.status === 'requires_payment_method' && intent.last_error === null;
  if (!waiting || intent.invoice_id !== invoiceId || intent.amount !== invoice.total) return null;
  return intentView(intent, invoice, requestOrigin);
}

function intentView(intent: PaymentIntent, invoice: Invoice, requestOrigin: string): IntentPaymentView {
  const brand = requiredBrand(invoice);
  const env = getEnv();
  const returnUrl = `${siteOrigin(requestOrigin)}${returnPath(invoice.invoice_id)}`;
  return {
    intentId: intent.intent_id,
    clientSecret: intent.client_secret,
    amountText: formatMoney(intent.amount, 'USD'),
    brandCondition: brand === null ? null : brandCondition(brand),
    publishableKey: env.GLOBAL_CARD_PROVIDER_KEY,
    scriptUrl: env.GLOBAL_CARD_PROVIDER_SCRIPT_URL,
    hostedUrl: providerUrl(requestOrigin, env.GLOBAL_CARD_PROVIDER_HOSTED_URL, {
      client_secret: intent.client_secret,
      return_url: returnUrl,
    }),
    returnUrl,
  };
}

export interface CompleteIntentInput {
  bearer: string;
  invoiceId: number;
  intentId: string;
  payer: Pick<UserData, 'firstName' | 'lastName'>;
  timeZone: string;
}

/** Null: nothing to report. */
export async function completeIntent(input: CompleteIntentInput): Promise<InvoicePayment | null> {
  return withLock(`invoice-intent:${input.invoiceId}`, { ttlMs: 60_000, waitMs: 30_000 }, async () => {
    // Another family's invoice is a 404 before its recorded payment is read back.
    const [recorded, invoice] = await Promise.all([
      getInvoicePayment(input.invoiceId),
      getInvoice(input.bearer, input.invoiceId),
    ]);
    if (recorded) return recorded.status === 'approved' ? runFollowUp(input.bearer, recorded) : recorded;
    const read = await getPaymentIntent(input.bearer, input.intentId);
    if (read.invoice_id !== invoice.invoice_id) throw new StepMismatchError('intent');
    const intent = read.status === 'requires_capture' ? await captureHeld(input.bearer, invoice, read) : read;
    const dateTime = nowForResult(input.timeZone);
    if (intent.status === 'succeeded') {
      const approved = approvedPayment(invoice, intent, input, dateTime);
      // Recorded before the report: a failed report is retried, the payment never repeated.
      await saveInvoicePayment(approved);
      logInvoicePayment(approved, 'USD');
      return runFollowUp(input.bearer, approved);
    }
    if (intent.status === 'requires_payment_method' && intent.last_error) {
      await notifyPaymentError(input.bearer, {
        invoice_id: invoice.invoice_id,
        intent_id: intent.intent_id,
        error_code: intent.last_error.code,
      });
      const denied: InvoicePayment = {
        status: 'denied',
        invoiceId: invoice.invoice_id,
        number: invoice.number,
        method: 'global_card',
        reference: intent.intent_id,
        dateTime,
        message: denialMessage(''),
      };
      await saveInvoicePayment(denied);
      logInvoicePayment(denied, 'USD');
      return denied;
    }
    return null;
  });
}

/** Captured only while the invoice is open, the amount equals its total and the brand matches. */
async function captureHeld(bearer: string, invoice: Invoice, intent: PaymentIntent): Promise<PaymentIntent> {
  const refusal =
    invoice.status !== 'open' || intent.amount !== invoice.total
      ? new StepMismatchError('held intent')
      : heldCardRefusal(invoice, intent);
  if (refusal) {
    await cancelPaymentIntent(bearer, intent.intent_id);
    throw refusal;
  }
  return capturePaymentIntent(bearer, intent.intent_id);
}

function approvedPayment(
  invoice: Invoice,
  intent: PaymentIntent,
  input: CompleteIntentInput,
  dateTime: string,
): InvoicePayment & { status: 'approved' } {
  return {
    status: 'approved',
    invoiceId: invoice.invoice_id,
    number: invoice.number,
    method: 'global_card',
    reference: intent.intent_id,
    dateTime,
    amount: intent.amount,
    currency: 'USD',
    card: intent.card?.number ?? null,
    brand: intent.card?.brand ?? null,
    payerName: `${input.payer.firstName} ${input.payer.lastName}`.trim(),
    description: invoiceDescription(invoice),
    reported: false,
    followUp: { done: 'pending', email: 'pending' },
  };
}
