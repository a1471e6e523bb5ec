/**
 * PUT /api/invoices/{id}/receipt-buyer/ (issue 55): who the pedido's receipt is for, saved before
 * any payment starts. The API checks the buyer with SUNAT's rules (the same kernel rules our
 * server uses) and the pedido's own total, and answers a refusal by field, in Spanish.
 */
import type { z } from 'zod';
import { buyerMustBeNamed, issuesPeruvianReceipt } from '../../kernel/tax-ids';
import { namedBoletaRequired } from '../../kernel/texts/receipts';
import { ReceiptBuyerBodySchema } from '../../server/upstream/schemas/invoices';
import { MOCK_API_URL } from '../config';
import { invoiceAnswer, totals } from '../checkout/invoice-records';
import { NOT_OPEN, requireOwnInvoice, route } from '../checkout/routes';
import { badRequest, conflict, jsonAnswer } from '../http/api-answers';
import { keepReceiptBuyer } from '../receipts/issue';

const FIELD_MESSAGE: Record<string, string> = {
  document_type: 'El tipo de documento no corresponde a este comprobante.',
  document_number: 'El documento del comprador no es válido.',
  name: 'Falta el nombre del comprador o la razón social.',
  address: 'Falta la dirección fiscal de la factura.',
};

/** The contract's check, each field's problem worded as the API words it. */
function refusalOf(error: z.ZodError): Response {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const [, field] = issue.path.map(String);
    const key = field && FIELD_MESSAGE[field] ? `receipt_buyer.${field}` : 'non_field_errors';
    errors[key] ??= [FIELD_MESSAGE[field ?? ''] ?? 'Los datos del comprobante no son válidos.'];
  }
  return badRequest(errors);
}

async function bodyOf(request: Request) {
  try {
    return ReceiptBuyerBodySchema.safeParse(JSON.parse(await request.text()));
  } catch {
    return null;
  }
}

export const receiptBuyerHandlers = [
  ...route('put', `${MOCK_API_URL}/api/invoices/:id/receipt-buyer/`, async ({ request, params }) => {
    const invoice = requireOwnInvoice(request, params.id);
    const body = await bodyOf(request);
    if (!body) return badRequest({ non_field_errors: ['El cuerpo no es JSON válido.'] });
    if (!body.success) return refusalOf(body.error);
    if (invoice.status !== 'open') return conflict(NOT_OPEN);
    if (!issuesPeruvianReceipt(invoice.country))
      return badRequest({
        receipt_buyer: ['Los pedidos de México reciben el comprobante del proveedor de pago.'],
      });
    const buyer = body.data.receipt_buyer;
    if (buyer.kind === 'boleta' && buyer.document_number === null) {
      if (buyerMustBeNamed(totals(invoice).total, invoice.currency))
        return badRequest({ 'receipt_buyer.document_number': [namedBoletaRequired(invoice.currency)] });
    }
    keepReceiptBuyer({ invoiceId: invoice.id, purchaseId: null }, buyer);
    return jsonAnswer({ data: invoiceAnswer(invoice) });
  }),
];
