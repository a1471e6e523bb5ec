/** One adapter per kind of sale (sale.ts): a pedido (decision 030), a vacation purchase (spec §4). */
import { LOCAL_METHOD_LABEL, PAID_WITH_LABEL } from '@kernel/texts/checkout';
import { isWalletName, WALLET_LABEL } from '@kernel/texts/wallet';
import { receiptStatusView } from '../invoice-checkout/receipt-status';
import { UpstreamError } from '../upstream/errors';
import { getInvoice, sendInvoiceEmail } from '../upstream/invoices';
import { listPurchases, sendPurchaseEmail } from '../upstream/purchases';
import { requestPurchaseRefund, requestRefund } from '../upstream/refunds';
import type { Invoice, ListedPurchase } from '../upstream/schemas/invoices';
import type { Sale, SaleAdapter, SaleStatus } from './sale';
import type { SaleKind, SaleRef } from './sale-ref';

function invoiceMethodText(invoice: Pick<Invoice, 'payment_method' | 'local_payment'>): string | null {
  if (invoice.payment_method === 'local' || (!invoice.payment_method && invoice.local_payment))
    return invoice.local_payment ? LOCAL_METHOD_LABEL[invoice.local_payment.method] : PAID_WITH_LABEL.local;
  return invoice.payment_method ? PAID_WITH_LABEL[invoice.payment_method] : null;
}

function vacationMethodText(purchase: Pick<ListedPurchase, 'card' | 'brand'>): string | null {
  if (!purchase.card) return null;
  // Paid with Yape or Plin: the card is the wallet's masked phone (decision 085).
  if (isWalletName(purchase.brand)) return `${WALLET_LABEL[purchase.brand]} ${purchase.card}`;
  return [PAID_WITH_LABEL.card, purchase.brand?.toUpperCase(), purchase.card].filter(Boolean).join(' ');
}

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
    method: invoiceMethodText(invoice),
    refund: invoice.refund ?? null,
    documents: invoice.documents ?? [],
    receipt: receiptStatusView(invoice),
    createdAt: invoice.created_at,
    paidAt: invoice.paid_at,
    invoice,
  };
}

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
    method: vacationMethodText(purchase),
    refund: purchase.refund ?? null,
    documents: purchase.documents ?? [],
    receipt: receiptStatusView(purchase),
    createdAt: purchase.created_at,
    paidAt: purchase.paid_at,
    invoice: null,
  };
}

async function listed(bearer: string, id: string): Promise<ListedPurchase> {
  const purchase = (await listPurchases(bearer)).find((candidate) => candidate.purchase_id === id);
  if (!purchase)
    throw new UpstreamError('not-found', `api GET /api/purchases/: ${id} not listed`, { status: 404 });
  return purchase;
}

const ADAPTERS: Record<SaleKind, SaleAdapter> = {
  invoice: {
    load: async (bearer, id) => invoiceAsSale(await getInvoice(bearer, Number(id))),
    refund: (bearer, id, body) => requestRefund(bearer, Number(id), body),
    sendCopy: async (bearer, id) => ({ to: (await sendInvoiceEmail(bearer, Number(id))).to }),
  },
  vacation: {
    load: async (bearer, id) => purchaseAsSale(await listed(bearer, String(id))),
    refund: (bearer, id, body) => requestPurchaseRefund(bearer, String(id), body),
    sendCopy: async (bearer, id) => ({ to: (await sendPurchaseEmail(bearer, String(id))).to }),
  },
};

export const adapterOf = (ref: SaleRef): SaleAdapter => ADAPTERS[ref.kind];

export const loadSale = (bearer: string, ref: SaleRef): Promise<Sale> => adapterOf(ref).load(bearer, ref.id);
