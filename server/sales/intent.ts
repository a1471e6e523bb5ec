/** Dollar pedidos' payment intents (decision 030): completed for an open sale's total, else given back. */
import { formatMoney } from '@kernel/money';
import { brandCondition } from '@kernel/texts/checkout';
import { denialMessage } from '@kernel/texts/payments';
import { AMOUNT_RETURNED, OFFER_STALE } from '@kernel/texts/sales';
import { globalHostedFormUrl } from '../card-provider/hosted-forms';
import { getEnv } from '../env';
import { brandRefusal } from '../invoice-checkout/codes';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import {
  cancelPaymentIntent,
  capturePaymentIntent,
  createPaymentIntent,
  getPaymentIntent,
  notifyPaymentError,
  notifyPaymentSuccess,
} from '../upstream/global-card-provider';
import type { PaymentIntent } from '../upstream/schemas/invoices';
import { loadSale } from './adapters';
import { payOnce } from './follow-up';
import { recordOutcome, saveOffer } from './ledger';
import { salePath } from './sale-path';
import { logReturned } from './log';
import { offerFacts, standingOffer, withOpenSale } from './offers';
import { paymentOf, type PayInput, type SalePayment } from './payment';
import { receivedIsTotal, refusingSaleConflicts, requireOffered } from './rules';
import type { Sale } from './sale';
import type { SaleRef } from './sale-ref';

/** `origin`: where the parent comes back, as the route resolved it (app/lib/return-origin.server.ts). */
export function intentView(intent: PaymentIntent, sale: Sale, origin: string) {
  const env = getEnv();
  const returnUrl = `${origin}${salePath(sale.ref, 'retorno')}`;
  return {
    intentId: intent.intent_id,
    clientSecret: intent.client_secret,
    amountText: formatMoney(intent.amount, 'USD'),
    brandCondition: sale.requiredBrand === null ? null : brandCondition(sale.requiredBrand),
    publishableKey: env.GLOBAL_CARD_PROVIDER_KEY,
    scriptUrl: env.GLOBAL_CARD_PROVIDER_SCRIPT_URL,
    /** The hosted checkout for JavaScript off, already carrying the return address. */
    hostedUrl: globalHostedFormUrl(origin, intent.client_secret, returnUrl),
    returnUrl,
  };
}

/** A dollar pedido's intent for its total; a one-brand promotion holds the card before capture. */
export function startIntent(bearer: string, ownerId: number, ref: SaleRef, origin: string) {
  return withOpenSale(bearer, ownerId, ref, async (sale) => {
    requireOffered(sale.invoice !== null && sale.currency === 'USD');
    const intent = await refusingSaleConflicts(bearer, ref, () =>
      createPaymentIntent(bearer, Number(ref.id), sale.requiredBrand === null ? 'automatic' : 'manual'),
    );
    await saveOffer({ method: 'intent', ...offerFacts(sale, ownerId), intentId: intent.intent_id });
    return intentView(intent, sale, origin);
  });
}

/** Reading only: the intent opened before, still waiting for a card at the sale's total; else null. */
export async function openedIntent(bearer: string, ownerId: number, ref: SaleRef, origin: string) {
  const sale = await loadSale(bearer, ref);
  const offer = await standingOffer(ownerId, sale, 'intent');
  if (!offer) return null;
  const intent = await getPaymentIntent(bearer, offer.intentId);
  const waiting = intent.status === 'requires_payment_method' && intent.last_error === null;
  if (!waiting || intent.amount !== sale.total || intent.invoice_id !== ref.id) return null;
  return intentView(intent, sale, origin);
}

type CompleteIntentInput = PayInput & { intentId: string };

/** The provider took money that cannot pay the sale as it is now: the API refuses it and gives it back. */
async function giveBack(bearer: string, sale: Sale, intent: PaymentIntent): Promise<never> {
  logReturned(sale, intent.amount, sale.status === 'open' ? 'amount_mismatch' : `sale_${sale.status}`);
  try {
    await notifyPaymentSuccess(bearer, { invoice_id: intent.invoice_id, intent_id: intent.intent_id });
  } catch (error) {
    if (!(error instanceof UpstreamError && error.status === 409)) throw error;
  }
  throw new OutcomeError({ kind: 'offer-stale' }, AMOUNT_RETURNED);
}

/** Captured only while the sale is open, the amount is its total and the brand the promotion's. */
async function captureHeld(bearer: string, sale: Sale, intent: PaymentIntent): Promise<PaymentIntent> {
  const refusal =
    sale.status !== 'open' || !receivedIsTotal(intent, sale)
      ? new OutcomeError({ kind: 'offer-stale' }, OFFER_STALE)
      : brandRefusal(sale, intent.card?.brand ?? null);
  if (refusal) {
    await cancelPaymentIntent(bearer, intent.intent_id);
    throw refusal;
  }
  return refusingSaleConflicts(bearer, sale.ref, () => capturePaymentIntent(bearer, intent.intent_id));
}

/** What the intent says now as a payment of the sale; null while there is nothing to report. */
async function outcomeOf(input: CompleteIntentInput, sale: Sale, intent: PaymentIntent) {
  if (intent.status === 'succeeded') {
    if (sale.status !== 'open' || !receivedIsTotal(intent, sale)) await giveBack(input.bearer, sale, intent);
    return paymentOf(input, sale, 'global_card', null, {
      status: 'approved',
      reference: intent.intent_id,
      amount: intent.amount,
      card: intent.card?.number ?? null,
      brand: intent.card?.brand ?? null,
      vacation: null,
    });
  }
  if (intent.status !== 'requires_payment_method' || !intent.last_error) return null;
  await notifyPaymentError(input.bearer, {
    invoice_id: intent.invoice_id,
    intent_id: intent.intent_id,
    error_code: intent.last_error.code,
  });
  return paymentOf(input, sale, 'global_card', null, {
    status: 'denied',
    reference: intent.intent_id,
    actionCode: null,
    message: denialMessage(''),
  });
}

/** Null: nothing to report yet (no card given, or still processing). */
export function completeIntent(input: CompleteIntentInput): Promise<SalePayment | null> {
  const { bearer, ref } = input;
  return payOnce(input, ref, async (sale) => {
    const read = await getPaymentIntent(bearer, input.intentId);
    if (read.invoice_id !== ref.id) throw new OutcomeError({ kind: 'offer-stale' }, OFFER_STALE);
    const intent = read.status === 'requires_capture' ? await captureHeld(bearer, sale, read) : read;
    const outcome = await outcomeOf(input, sale, intent);
    if (outcome) await recordOutcome(bearer, outcome, 'intent');
    return outcome;
  });
}
