/** After the payment: …/done (enrolments, once), …/paid-email (receipt, once), …/email. */
import { MOCK_API_URL } from '../config';
import { EmptyBodySchema, InvoiceDoneBodySchema } from '../../server/upstream/schemas/invoices';
import { markDone } from '../checkout/enrol';
import { invoiceAnswer } from '../checkout/invoice-records';
import { sendInvoiceEmail, sendReceipt } from '../checkout/outbox';
import { route, requireOwnInvoice } from '../checkout/routes';
import { jsonAnswer } from '../http/api-answers';
import { requireBody } from '../checkout/body';

const base = `${MOCK_API_URL}/api/invoices`;

export const notPaid = (detail: string) =>
  jsonAnswer({ error_code: 'not_paid' as const, detail }, { status: 409 });

export const invoiceFollowUpHandlers = [
  ...route('patch', `${base}/:id/done`, async ({ request, params }) => {
    requireOwnInvoice(request, params.id);
    const { payment_method, reference } = await requireBody(request, InvoiceDoneBodySchema);
    const invoice = requireOwnInvoice(request, params.id);
    if (
      invoice.status !== 'paid' ||
      invoice.paymentMethod !== payment_method ||
      invoice.paymentReference !== reference
    )
      return notPaid('El proveedor no confirmó un pago con esa referencia para este pedido.');
    return jsonAnswer({ data: invoiceAnswer(markDone(invoice)) });
  }),

  ...route('post', `${base}/:id/paid-email`, async ({ request, params }) => {
    const invoice = requireOwnInvoice(request, params.id);
    await requireBody(request, EmptyBodySchema);
    if (invoice.status !== 'paid') return notPaid('El pedido no está pagado: no hay comprobante.');
    const email = sendReceipt(invoice);
    return jsonAnswer({ data: { email_id: email.id, to: email.to } });
  }),

  ...route('post', `${base}/:id/email`, async ({ request, params }) => {
    const invoice = requireOwnInvoice(request, params.id);
    await requireBody(request, EmptyBodySchema);
    const email = sendInvoiceEmail(invoice, 'invoice');
    return jsonAnswer({ data: { email_id: email.id, to: email.to } });
  }),
];
