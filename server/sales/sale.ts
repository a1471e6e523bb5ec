/** A sale as the pipeline reads it, whatever its kind, answered by its adapter (adapters.ts). */
import { formatMoney, type Currency } from '@kernel/money';
import { SALE_STATUS_LABEL } from '@kernel/texts/checkout';
import type { ReceiptStatusView } from '../invoice-checkout/receipt-status';
import type { ElectronicDocument } from '../upstream/schemas/electronic-receipts';
import type { Invoice } from '../upstream/schemas/invoices';
import type { Refund, RefundBody, RefundOffer } from '../upstream/schemas/refunds';
import type { PurchaseChild } from '../vacation-purchase/types';
import type { SaleRef } from './sale-ref';

/** All but 'open' are final (rules.ts requireOpen). */
export type SaleStatus = 'open' | 'paid' | 'denied' | 'expired' | 'void' | 'refunded';

export interface Sale {
  ref: SaleRef;
  /** The number the card provider charges it under (PED-… or the API's purchase number). */
  number: string;
  status: SaleStatus;
  total: number;
  currency: Currency;
  /** A one-brand promotion: only that brand's card pays the total (decision 070). */
  requiredBrand: string | null;
  /** Null for a student's own purchase, or a vacation purchase before its enrolment. */
  child: PurchaseChild | null;
  /** What was bought, as a list names it ('Curso A + Curso B', the program and schedule). */
  items: string;
  /** What the payment was for, as the result screen and the provider's records say it. */
  description: string;
  /** How it was paid, as every view says it ('Yape 9****123'); null while nothing paid it. */
  method: string | null;
  refund: RefundOffer | null;
  documents: ElectronicDocument[];
  /** Its receipt as every view says it (Mis compras, the PDF); null while it has none. */
  receipt: ReceiptStatusView | null;
  createdAt: string;
  paidAt: string | null;
  /** A pedido's own answer (its lines, codes, cash methods); null for a vacation purchase. */
  invoice: Invoice | null;
}

/** What differs between the kinds of sale; every step of the pipeline is written once over it. */
export interface SaleAdapter {
  /** Another family's sale is the API's 404 (an UpstreamError 'not-found'). */
  load(bearer: string, id: SaleRef['id']): Promise<Sale>;
  /** A refusal of the API (cut-off, not paid, provider) is its 409, read in rules.ts. */
  refund(
    bearer: string,
    id: SaleRef['id'],
    body: RefundBody,
  ): Promise<Pick<Refund, 'number' | 'amount' | 'credit_note'>>;
  sendCopy(bearer: string, id: SaleRef['id']): Promise<{ to: string }>;
}

/** What every view says of a sale, any kind: Mis compras' rows and the refund page read it here. */
export const saleFacts = (sale: Sale) => ({
  kind: sale.ref.kind,
  id: String(sale.ref.id),
  number: sale.number,
  amount: formatMoney(sale.total, sale.currency),
  childName: sale.child?.firstName ?? null,
  items: sale.items,
  method: sale.method,
  statusLabel: SALE_STATUS_LABEL[sale.status],
});
