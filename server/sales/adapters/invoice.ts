/** A pedido of the online checkout (decision 030) as a sale: `GET /api/invoices/{id}/`. */
import { getInvoice, sendInvoiceEmail } from '../../upstream/invoices';
import { requestRefund } from '../../upstream/refunds';
import type { Invoice } from '../../upstream/schemas/invoices';
import type { Sale, SaleAdapter } from '../sale';

export function invoiceAsSale(invoice: Invoice): Sale {
  const items = invoice.items.map((item) => item.name).join(' + ');
  return {
    ref: { kind: 'invoice', id: invoice.invoice_id },
    number: invoice.number,
    status: invoice.status,
    total: invoice.total,
    currency: invoice.currency,
    requiredBrand: invoice.discount_code?.card_brand ?? null,
    child: { id: invoice.student.id, firstName: invoice.student.first_name },
    items,
    description: `${items} · ${invoice.student.first_name}`,
    refund: invoice.refund ?? null,
    documents: invoice.documents ?? [],
    createdAt: invoice.created_at,
    source: { kind: 'invoice', invoice },
  };
}

const asId = (id: number | string) => Number(id);

export const invoiceAdapter: SaleAdapter = {
  load: async (bearer, id) => invoiceAsSale(await getInvoice(bearer, asId(id))),
  refund: (bearer, id, body) => requestRefund(bearer, asId(id), body),
  sendCopy: async (bearer, id) => ({ to: (await sendInvoiceEmail(bearer, asId(id))).to }),
};
