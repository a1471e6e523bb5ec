import type { Currency } from '@kernel/money';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';
import type { OpenedSession } from '../sales/card-view';
import type { SalePayment } from '../sales/payment';
import type { buildPurchaseContext } from './purchase-context';

export interface PurchaseChild {
  id: number;
  firstName: string;
}

export type PurchaseContext = ReturnType<typeof buildPurchaseContext>;

/** The card offer (server/sales/ledger.ts) the step opened: its provider session and frozen total. */
export interface PaymentState extends OpenedSession {
  /** The sale's recorded payment (server/sales/ledger.ts), once charged. */
  outcome: SalePayment | null;
  /** Null for a student. */
  child: PurchaseChild | null;
  /** Who the receipt is for, as sent with the purchase (issue 55); null: Mexico, none. */
  receiptBuyer?: ReceiptBuyer | null;
}

export interface SubscriptionState {
  subscriptionId: string;
  clientSecret: string;
  amount: number;
  currency: Currency;
  /** Until then the page never receives the client secret: nothing is confirmed without consent. */
  termsAcceptedAt?: string;
}
