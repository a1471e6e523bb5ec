/** POST /api/{local}/payment-information/: a payment code for the invoice's total. */
import { MOCK_API_URL, MOCK_LOCAL_PROVIDER } from '../config';
import { authenticatedUser, badRequest, conflict, notFound, unauthorized } from '../http/api-answers';
import { LocalPaymentBodySchema } from '../../server/upstream/schemas/invoices';
import { parseBody } from '../checkout/body';
import { succeededIntent } from '../checkout/intents';
import {
  localMethods,
  localPaymentAnswer,
  ownInvoice,
  requiredBrand,
  settleExpiry,
} from '../checkout/invoice-records';
import { issueLocalPayment } from '../checkout/local-payment';
import { NOT_OPEN, route } from '../checkout/routes';
import { jsonAnswer } from '../http/json-answer';

export const LOCAL_PAYMENT_PATH = `${MOCK_API_URL}/api/${MOCK_LOCAL_PROVIDER}/payment-information/`;

/** Shared with the `local-payment-expired` scenario, which asks for codes already expired. */
export async function localPaymentInformation(request: Request, options: { alreadyExpired?: boolean } = {}) {
  const user = authenticatedUser(request);
  if (!user) return unauthorized();
  const parsed = await parseBody(request, LocalPaymentBodySchema);
  if (!parsed.ok) return parsed.response;
  const found = ownInvoice(user.id, parsed.data.invoice_id);
  if (!found) return notFound();
  const invoice = settleExpiry(found);
  if (!localMethods(invoice.country, invoice.currency).includes(parsed.data.method))
    return badRequest({ method: ['Este medio de pago no está disponible para esta factura.'] });
  if (invoice.status !== 'open' || succeededIntent(invoice.id)) return conflict(NOT_OPEN);
  // A card-brand promotion's total holds only for a card of its brand (decision 070): cash never shows one.
  if (requiredBrand(invoice) !== null)
    return badRequest({ method: ['La promoción de esta factura es solo para pagos con tarjeta.'] });
  const { record, created } = issueLocalPayment(invoice, parsed.data.method, options);
  return jsonAnswer({ data: localPaymentAnswer(record) }, { status: created ? 201 : 200 });
}

export const localPaymentHandlers = [
  ...route('post', LOCAL_PAYMENT_PATH, ({ request }) => localPaymentInformation(request)),
];
