/**
 * One payments ledger per sale (issue 74): for each pedido and vacation purchase, every amount the
 * providers received for it and every amount they returned, by the family's request or by the
 * API itself. `salesLedger()` is what /__mocks/payments.json answers as `sales`, and what a
 * model-based test reads after every step; `moneyViolations()` states the money rules over it.
 */
import { db } from '../db';
import { round2 } from '../checkout/round';
import {
  invoiceSaleOf,
  saleCurrency,
  saleKeyOf,
  saleNumber,
  salePaid,
  saleTotal,
  type Sale,
} from '../checkout/sales';
import { purchaseRefundOf } from '../refunds/purchase-sale';
import { purchaseOpen } from '../waitlist/seats';

export interface LedgerFilter {
  /** One account's sales; null: everyone's. */
  userId?: number | null;
  /** One sale by its purchase number (PED-… or a purchase's id); '' or absent: all. */
  purchase?: string;
}

function purchaseStatus(sale: Extract<Sale, { kind: 'purchase' }>) {
  if (purchaseRefundOf(sale.purchase)) return 'refunded';
  if (salePaid(sale)) return 'paid';
  return purchaseOpen(sale.purchase) ? 'pending' : 'denied';
}

function entry(sale: Sale) {
  const key = saleKeyOf(sale);
  const received = db.paymentReceived
    .findMany({ where: { sale: { equals: key } } })
    .map(({ id, method, amount, currency, reference, createdAt }) => ({
      id,
      method,
      amount,
      currency,
      reference,
      at: createdAt,
    }));
  const refunded = db.providerRefund
    .findMany({ where: { sale: { equals: key }, status: { equals: 'succeeded' } } })
    .map(({ id, receivedId, method, amount, currency, automatic, reason, createdAt }) => ({
      id,
      receivedId,
      method,
      amount,
      currency,
      automatic,
      reason,
      at: createdAt,
    }));
  const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
  return {
    sale: key,
    kind: sale.kind,
    number: saleNumber(sale),
    userId: sale.kind === 'invoice' ? sale.invoice.userId : sale.purchase.userId,
    status: sale.kind === 'invoice' ? sale.invoice.status : purchaseStatus(sale),
    paid: salePaid(sale),
    total: saleTotal(sale),
    currency: saleCurrency(sale),
    received,
    refunded,
    /** What the providers kept: received less returned. */
    kept: round2(sum(received) - sum(refunded)),
  };
}

export type SaleLedger = ReturnType<typeof entry>;

export function salesLedger(filter: LedgerFilter = {}): SaleLedger[] {
  const mine = (owner: number) =>
    filter.userId === undefined || filter.userId === null || owner === filter.userId;
  const sales: Sale[] = [
    ...db.invoice
      .getAll()
      .filter((invoice) => mine(invoice.userId))
      .map(invoiceSaleOf),
    ...db.purchase
      .getAll()
      .filter((purchase) => mine(purchase.userId))
      .map((purchase) => ({ kind: 'purchase' as const, purchase })),
  ];
  return sales.filter((sale) => !filter.purchase || saleNumber(sale) === filter.purchase).map(entry);
}

/**
 * The money rules over the ledger, one line per breach for a test's message: a paid sale kept
 * exactly its total; a refunded one kept nothing; no amount received went back twice or above
 * itself. (An open sale may keep money for a while: a dollar intent taken and not yet reported.)
 */
export function moneyViolations(ledger: SaleLedger[] = salesLedger()): string[] {
  const found: string[] = [];
  for (const sale of ledger) {
    if (sale.paid && sale.kept !== sale.total)
      found.push(`${sale.number} paid: kept ${sale.kept}, total ${sale.total}`);
    for (const received of sale.received) {
      const back = sale.refunded.filter((refund) => refund.receivedId === received.id);
      if (back.length > 1) found.push(`${sale.number}: ${received.reference} refunded ${back.length} times`);
      if (back.some((refund) => refund.amount > received.amount))
        found.push(`${sale.number}: ${received.reference} refunded above the ${received.amount} received`);
    }
    if (sale.status === 'refunded' && sale.kept !== 0)
      found.push(`${sale.number} refunded: kept ${sale.kept}`);
  }
  return found;
}
