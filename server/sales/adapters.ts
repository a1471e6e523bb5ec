/**
 * One adapter per upstream resource a sale can be (server/sales/sale.ts): a pedido of the online
 * checkout (decision 030), `GET /api/invoices/{id}/`; a vacation purchase (spec §4), read from the
 * family's list (`GET /api/purchases/`), where another family's number is not found.
 */
import { UpstreamError } from '../upstream/errors';
import { getInvoice, sendInvoiceEmail } from '../upstream/invoices';
import { listPurchases, sendPurchaseEmail } from '../upstream/purchases';
import { requestPurchaseRefund, requestRefund } from '../upstream/refunds';
import type { Invoice, ListedPurchase } from '../upstream/schemas/invoices';
import type { Sale, SaleAdapter, SaleStatus } from './sale';
import type { SaleKind, SaleRef } from './sale-ref';

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

const STATUS: Record<ListedPurchase['status'], SaleStatus> = {
  pending: 'open',
  paid: 'paid',
  denied: 'denied',
  refunded: 'refunded',
};

export function purchaseAsSale(purchase: ListedPurchase): Sale {
  return {
    ref: { kind: 'vacation', id: purchase.purchase_id },
    number: purchase.purchase_id,
    status: STATUS[purchase.status],
    total: purchase.amount,
    currency: purchase.currency,
    requiredBrand: null,
    child: purchase.student ? { id: purchase.student.id, firstName: purchase.student.first_name } : null,
    items: purchase.description,
    description: purchase.description,
    refund: purchase.refund ?? null,
    documents: purchase.documents ?? [],
    createdAt: purchase.created_at,
    source: { kind: 'vacation', purchase },
  };
}

async function listed(bearer: string, id: string): Promise<ListedPurchase> {
  const purchase = (await listPurchases(bearer)).find((candidate) => candidate.purchase_id === id);
  if (!purchase)
    throw new UpstreamError('not-found', `api GET /api/purchases/: ${id} not listed`, { status: 404 });
  return purchase;
}

export const vacationAdapter: SaleAdapter = {
  load: async (bearer, id) => purchaseAsSale(await listed(bearer, String(id))),
  refund: (bearer, id, body) => requestPurchaseRefund(bearer, String(id), body),
  sendCopy: async (bearer, id) => ({ to: (await sendPurchaseEmail(bearer, String(id))).to }),
};

const ADAPTERS: Record<SaleKind, SaleAdapter> = { invoice: invoiceAdapter, vacation: vacationAdapter };

export const adapterOf = (ref: SaleRef): SaleAdapter => ADAPTERS[ref.kind];

/** The family's own sale as the API answers it now; another family's is the API's 404. */
export const loadSale = (bearer: string, ref: SaleRef): Promise<Sale> => adapterOf(ref).load(bearer, ref.id);
