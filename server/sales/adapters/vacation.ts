/**
 * A vacation purchase (spec §4) as a sale: the API's purchase, read from the family's list
 * (`GET /api/purchases/`); another family's number is not in it, so it is not found.
 */
import { UpstreamError } from '../../upstream/errors';
import { listPurchases, sendPurchaseEmail } from '../../upstream/purchases';
import { requestPurchaseRefund } from '../../upstream/refunds';
import type { ListedPurchase } from '../../upstream/schemas/invoices';
import type { Sale, SaleAdapter, SaleStatus } from '../sale';

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
