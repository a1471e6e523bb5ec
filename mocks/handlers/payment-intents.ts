/** Dollar invoices' payment intents and our server's notifications of their outcome. */
import { MOCK_API_URL, MOCK_GLOBAL_PROVIDER } from '../config';
import { badRequest, conflict, notFound, jsonAnswer, requireUser } from '../http/api-answers';
import {
  EmptyBodySchema,
  NotificationBodySchema,
  PaymentIntentBodySchema,
} from '../../server/upstream/schemas/invoices';
import { requireBody } from '../checkout/body';
import {
  intentAnswer,
  openIntent,
  ownIntent,
  succeededIntent,
  updateIntent,
  type IntentRecord,
} from '../checkout/intents';
import {
  markPaid,
  ownInvoice,
  requiredBrand,
  settleExpiry,
  totals,
  type InvoiceRecord,
} from '../checkout/invoice-records';
import { notOpen, requireInvoice, route } from '../checkout/routes';
import { notPaid } from './invoice-follow-up';
import { denyInvoice } from '../checkout/outbox';
import { unnamedBuyerRefusal } from '../receipts/invoice-receipt';
import { acceptArrival, chargeRefusal, isSaleRefusal, refusalAnswer } from '../checkout/sale-rules';
import { invoiceSaleOf, receivedByReference, recordReceived } from '../checkout/sales';
import { refundOfReceived } from '../refunds/refund';
import { keepInvoiceSeats } from '../waitlist/invoice-seat';
import { holdUntil } from '../waitlist/seat-holds';

const base = `${MOCK_API_URL}/api/${MOCK_GLOBAL_PROVIDER}`;

/** Our server's notification of an intent of the caller's invoice: 401, 400 or 404 thrown. */
async function notified(request: Request) {
  const user = requireUser(request);
  const body = await requireBody(request, NotificationBodySchema);
  const invoice = ownInvoice(user.id, body.invoice_id);
  const intent = ownIntent(user.id, body.intent_id);
  if (!invoice || !intent) throw notFound();
  if (intent.invoiceId !== invoice.id) throw badRequest({ intent_id: ['El pago no es de este pedido.'] });
  return { invoice, intent };
}

function wrongBrand(invoice: InvoiceRecord, intent: IntentRecord): string | null {
  const brand = requiredBrand(invoice);
  return brand !== null && intent.brand !== brand ? brand : null;
}

const brandRefusal = (brand: string) =>
  badRequest({ card: [`La promoción de este pedido es solo para tarjetas ${brand}.`] });

/** The caller's intent `id` and its invoice, expiry settled: 401, 400 or 404 thrown. */
async function pathIntent(request: Request, id: unknown) {
  const user = requireUser(request);
  await requireBody(request, EmptyBodySchema);
  const intent = ownIntent(user.id, String(id));
  const found = intent && ownInvoice(user.id, intent.invoiceId);
  if (!intent || !found) throw notFound();
  return { intent, invoice: settleExpiry(found) };
}

export const paymentIntentHandlers = [
  ...route('post', `${base}/payment-intent/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await requireBody(request, PaymentIntentBodySchema);
    const invoice = requireInvoice(user.id, body.invoice_id);
    if (invoice.currency !== 'USD')
      return badRequest({ invoice_id: ['Solo los pedidos en dólares se pagan con este proveedor.'] });
    // Paid through the provider already: the intent that paid it, never a second charge.
    const succeeded = succeededIntent(invoice.id);
    if (succeeded && (invoice.status === 'open' || invoice.status === 'paid'))
      return jsonAnswer({ data: intentAnswer(succeeded) });
    if (invoice.status !== 'open') return notOpen();
    const unnamed = unnamedBuyerRefusal(invoice, totals(invoice).total);
    if (unnamed) return unnamed;
    const captureMethod = body.capture_method ?? 'automatic';
    // A card-brand promotion's total must not be taken before the card's brand is known.
    if (requiredBrand(invoice) !== null && captureMethod !== 'manual')
      return badRequest({
        capture_method: ['Este pedido tiene una promoción de marca: usa captura manual.'],
      });
    // Its seats, taken again if their hold ran out, before an amount is offered (issue 74).
    const sale = invoiceSaleOf(invoice);
    const refusal = chargeRefusal(sale, { amount: totals(invoice).total });
    if (refusal) return refusalAnswer(sale, refusal);
    const { intent, created } = openIntent(invoice, captureMethod);
    keepInvoiceSeats(invoice, holdUntil(new Date()));
    return jsonAnswer({ data: intentAnswer(intent) }, { status: created ? 201 : 200 });
  }),

  ...route('post', `${base}/payment-intent/:id/capture/`, async ({ request, params }) => {
    const { intent, invoice } = await pathIntent(request, params.id);
    if (intent.status === 'succeeded') return jsonAnswer({ data: intentAnswer(intent) });
    if (intent.status !== 'requires_capture')
      return conflict('El pago no tiene una tarjeta retenida para capturar.');
    if (invoice.status !== 'open') return notOpen();
    if (intent.amount !== totals(invoice).total)
      return badRequest({ amount: ['El monto retenido ya no es el total del pedido.'] });
    const brand = wrongBrand(invoice, intent);
    if (brand !== null) return brandRefusal(brand);
    // A held card is not taken for a sale whose seat is gone (issue 74): it stays held until released.
    const sale = invoiceSaleOf(invoice);
    const refusal = chargeRefusal(sale, { amount: intent.amount });
    if (refusal) return refusalAnswer(sale, refusal);
    const captured = updateIntent(intent, { status: 'succeeded', amountReceived: intent.amount });
    recordReceived(sale, { method: 'global_card', amount: intent.amount, reference: intent.id });
    return jsonAnswer({ data: intentAnswer(captured) });
  }),

  ...route('post', `${base}/payment-intent/:id/cancel/`, async ({ request, params }) => {
    const { intent } = await pathIntent(request, params.id);
    if (intent.status === 'succeeded' || intent.status === 'refunded')
      return conflict('El proveedor ya cobró este pago.');
    const canceled = intent.status === 'canceled' ? intent : updateIntent(intent, { status: 'canceled' });
    return jsonAnswer({ data: intentAnswer(canceled) });
  }),

  ...route('get', `${base}/payment-intent/:id/`, ({ request, params }) => {
    const user = requireUser(request);
    const intent = ownIntent(user.id, String(params.id));
    return intent ? jsonAnswer({ data: intentAnswer(intent) }) : notFound();
  }),

  ...route('post', `${base}/payment/notification/success/`, async ({ request }) => {
    const { invoice, intent } = await notified(request);
    const sale = invoiceSaleOf(invoice);
    // Sent back before (issue 74): the same refusal again, nothing new.
    const earlier =
      intent.status === 'refunded' ? refundOfReceived(receivedByReference(intent.id)?.id ?? '') : null;
    if (earlier?.automatic && isSaleRefusal(earlier.reason)) return refusalAnswer(sale, earlier.reason, true);
    if (intent.status !== 'succeeded') return notPaid('El proveedor no confirmó este pago.');
    if (invoice.status === 'paid' && invoice.paymentReference === intent.id)
      return jsonAnswer({ data: { invoice_id: invoice.id, status: invoice.status } });
    // Defence in depth: never paid at a brand promotion's total with another brand's card.
    if (invoice.status === 'open' && wrongBrand(invoice, intent) !== null)
      return notPaid('La tarjeta no es de la marca de la promoción de este pedido.');
    // The money arrived: the pedido takes it only at its total, open and with its seats (issue 74).
    const arrival = { method: 'global_card' as const, amount: intent.amount, reference: intent.id };
    const refusal = acceptArrival(sale, arrival, { amount: intent.amount });
    if (refusal) return refusalAnswer(sale, refusal, true);
    const paid = markPaid(invoice, 'global_card', intent.id);
    return jsonAnswer({ data: { invoice_id: paid.id, status: paid.status } });
  }),

  ...route('post', `${base}/payment/notification/error/`, async ({ request }) => {
    const { invoice, intent } = await notified(request);
    if (intent.status === 'succeeded' || intent.status === 'refunded')
      return conflict('El proveedor confirmó este pago: no se puede denegar.');
    const left = invoice.status === 'open' ? denyInvoice(invoice) : invoice;
    return jsonAnswer({ data: { invoice_id: left.id, status: left.status } });
  }),
];
