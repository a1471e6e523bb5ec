/** After the payment: …/done (enrolments, once), …/paid-email (receipt, once), …/email. */
import { MOCK_API_URL } from '../config';
import { EmptyBodySchema, InvoiceDoneBodySchema } from '../../server/upstream/schemas/invoices';
import { parseBody } from '../checkout/body';
import { markDone } from '../checkout/complete';
import { invoiceAnswer } from '../checkout/invoice-records';
import { sendInvoiceCopy, sendReceipt } from '../checkout/outbox';
import { callerInvoice, route } from '../checkout/routes';
import { jsonAnswer } from '../http/json-answer';

const base = `${MOCK_API_URL}/api/invoices`;

export const notPaid = (detail: string) =>
  jsonAnswer({ error_code: 'not_paid' as const, detail }, { status: 409 });

export const invoiceFollowUpHandlers = [
  ...route('patch', `${base}/:id/done`, async ({ request, params }) => {
    const found = callerInvoice(request, params.id);
    if (!found.ok) return found.response;
    const parsed = await parseBody(request, InvoiceDoneBodySchema);
    if (!parsed.ok) return parsed.response;
    const { invoice } = found;
    const { payment_method, reference } = parsed.data;
    if (
      invoice.status !== 'paid' ||
      invoice.paymentMethod !== payment_method ||
      invoice.paymentReference !== reference
    )
      return notPaid('El proveedor no confirmó un pago con esa referencia para esta factura.');
    return jsonAnswer({ data: invoiceAnswer(markDone(invoice)) });
  }),

  ...route('post', `${base}/:id/paid-email`, async ({ request, params }) => {
    const found = callerInvoice(request, params.id);
    if (!found.ok) return found.response;
    const parsed = await parseBody(request, EmptyBodySchema);
    if (!parsed.ok) return parsed.response;
    if (found.invoice.status !== 'paid') return notPaid('La factura no está pagada: no hay comprobante.');
    const email = sendReceipt(found.invoice);
    return jsonAnswer({ data: { email_id: email.id, to: email.to } });
  }),

  ...route('post', `${base}/:id/email`, async ({ request, params }) => {
    const found = callerInvoice(request, params.id);
    if (!found.ok) return found.response;
    const parsed = await parseBody(request, EmptyBodySchema);
    if (!parsed.ok) return parsed.response;
    const email = sendInvoiceCopy(found.invoice);
    return jsonAnswer({ data: { email_id: email.id, to: email.to } });
  }),
];
