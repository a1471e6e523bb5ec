/** POST /api/{local}/payment-information/: a payment code for the invoice's total. */
import { MOCK_API_URL, MOCK_LOCAL_PROVIDER } from '../config';
import { badRequest, jsonAnswer, requireUser } from '../http/api-answers';
import { LocalPaymentBodySchema } from '../../server/upstream/schemas/invoices';
import { succeededIntent } from '../checkout/intents';
import { localMethods, localPaymentAnswer, requiredBrand, totals } from '../checkout/invoice-records';
import { issueLocalPayment } from '../checkout/local-payment';
import { notOpen, requireInvoice, route } from '../checkout/routes';
import { requireBody } from '../checkout/body';
import { unnamedBuyerRefusal } from '../receipts/invoice-receipt';
import { chargeRefusal, refusalAnswer } from '../checkout/sale-rules';
import { invoiceSaleOf } from '../checkout/sales';
import { keepInvoiceSeats } from '../waitlist/invoice-seat';

export const LOCAL_PAYMENT_PATH = `${MOCK_API_URL}/api/${MOCK_LOCAL_PROVIDER}/payment-information/`;

/** Shared with the `local-payment-expired` scenario, which asks for codes already expired. */
export async function localPaymentInformation(request: Request, options: { alreadyExpired?: boolean } = {}) {
  const user = requireUser(request);
  const body = await requireBody(request, LocalPaymentBodySchema);
  const invoice = requireInvoice(user.id, body.invoice_id);
  if (!localMethods(invoice.country, invoice.currency).includes(body.method))
    return badRequest({ method: ['Este medio de pago no está disponible para este pedido.'] });
  if (invoice.status !== 'open' || succeededIntent(invoice.id)) return notOpen();
  // A card-brand promotion's total holds only for a card of its brand (decision 070): cash never shows one.
  if (requiredBrand(invoice) !== null)
    return badRequest({ method: ['La promoción de este pedido es solo para pagos con tarjeta.'] });
  const unnamed = unnamedBuyerRefusal(invoice, totals(invoice).total);
  if (unnamed) return unnamed;
  // Its seats, taken again if their hold ran out, then kept for as long as the code can be paid.
  const sale = invoiceSaleOf(invoice);
  const refusal = chargeRefusal(sale, { amount: totals(invoice).total });
  if (refusal) return refusalAnswer(sale, refusal);
  const { record, created } = issueLocalPayment(invoice, body.method, options);
  if (record.status === 'pending') keepInvoiceSeats(invoice, record.expiresAt);
  return jsonAnswer({ data: localPaymentAnswer(record) }, { status: created ? 201 : 200 });
}

export const localPaymentHandlers = [
  ...route('post', LOCAL_PAYMENT_PATH, ({ request }) => localPaymentInformation(request)),
];
