/**
 * PUT /api/invoices/{id}/receipt-buyer/ (issue 55): who the pedido's receipt is for, saved before
 * any payment starts. The API checks the buyer with SUNAT's rules (the same kernel rules our
 * server uses, mocks/receipts/buyer-rules.ts) and the pedido's own total, and answers a refusal
 * by field, in Spanish.
 */
import { MOCK_API_URL } from '../config';
import { invoiceAnswer, totals } from '../checkout/invoice-records';
import { notOpen, requireOwnInvoice, route } from '../checkout/routes';
import { badRequest, jsonAnswer, jsonBody } from '../http/api-answers';
import { asRecord } from '../http/text';
import { checkReceiptBuyer } from '../receipts/buyer-rules';
import { keepReceiptBuyer } from '../receipts/sale-receipt';

export const receiptBuyerHandlers = [
  ...route('put', `${MOCK_API_URL}/api/invoices/:id/receipt-buyer/`, async ({ request, params }) => {
    requireOwnInvoice(request, params.id);
    const raw = asRecord(await jsonBody(request))?.receipt_buyer;
    const invoice = requireOwnInvoice(request, params.id);
    if (raw === undefined || raw === null) return badRequest({ receipt_buyer: ['Este campo es requerido.'] });
    if (invoice.status !== 'open') return notOpen();
    const sale = { amount: totals(invoice).total, currency: invoice.currency };
    const check = checkReceiptBuyer(raw, sale, invoice.country);
    if (!check.ok) return badRequest(check.errors);
    keepReceiptBuyer({ invoiceId: invoice.id, purchaseId: null }, check.buyer);
    return jsonAnswer({ data: invoiceAnswer(invoice) });
  }),
];
