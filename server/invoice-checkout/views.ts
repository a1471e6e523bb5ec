/** The checkout pages' view models: every text and amount ready to print; the browser never prices. */
import type { SALE_STATUS_LABEL } from '@kernel/texts/checkout';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { LocalPaymentMethod } from '../upstream/schemas/invoices';
import type { localPaymentView, toInvoiceView } from './invoice-view';
import type { CreditNoteLink } from '../refunds/refund-view';
import type { ReceiptStatusView } from './receipt-status';
import type { DocumentFileLinks } from './receipt-links';

/** `?curso=`, `?ruta=&curso=` (next course of a path), `?ruta=`. */
export type ProductRef =
  | { type: 'course'; course: string }
  | { type: 'path-course'; path: string; course: string }
  | { type: 'path'; path: string };

export interface CheckoutChildOption {
  id: number;
  firstName: string;
  disabledReason: string | null;
  /** Refused for another age: the child's own range, so the page can show courses for it. */
  ownAgeRange?: AgeRangeName;
}

export type InvoiceStatusLabel = (typeof SALE_STATUS_LABEL)[keyof typeof SALE_STATUS_LABEL];

export type LocalPaymentView = ReturnType<typeof localPaymentView>;

export type PaymentMethodView =
  /** `wallets`: Yape or Plin takes this total (issue 75), named beside the card. */
  | { kind: 'card-soles'; label: string; wallets: boolean }
  | { kind: 'card-dollars'; label: string }
  | { kind: 'local'; method: LocalPaymentMethod; label: string };

export type InvoiceView = ReturnType<typeof toInvoiceView>;

export interface PurchaseRowView {
  kind: 'invoice' | 'vacation';
  id: string;
  number: string;
  childName: string | null;
  items: string;
  amount: string;
  currency: 'PEN' | 'USD';
  method: string | null;
  statusLabel: InvoiceStatusLabel;
  date: string;
  href: string | null;
  /** The PDF of its receipt, named by `receipt.download`. */
  receiptHref: string | null;
  /** Issue 55: the boleta or factura issued for it, or the provider's receipt; null unpaid. */
  receipt: ReceiptStatusView | null;
  /** Issue 75: the valid receipt's XML and CDR. */
  receiptFiles: DocumentFileLinks | null;
  localPayment: LocalPaymentView | null;
  /** Issue 55: 'Solicitar reembolso' while the API allows it; the nota de crédito once refunded. */
  refundHref?: string | null;
  creditNote?: CreditNoteLink | null;
}

export interface IntentPaymentView {
  intentId: string;
  clientSecret: string;
  amountText: string;
  publishableKey: string;
  scriptUrl: string;
  brandCondition: string | null;
  /** The hosted checkout for JavaScript off, already carrying the return address. */
  hostedUrl: string;
  returnUrl: string;
}

/** What the page gets of a dollar intent: never what confirms it, before the terms (decision 032). */
export type IntentStepView = Omit<IntentPaymentView, 'clientSecret' | 'hostedUrl'>;

/** The step where the parent accepts the terms before a cash or transfer code is made. */
export interface LocalStepView {
  method: LocalPaymentMethod;
  label: string;
  amountText: string;
  /** The step's own address: a refusal answers there, with the step open. */
  href: string;
}

export interface ReceiptView {
  number: string;
  issuedAt: string;
  payerName: string;
  payerEmail: string;
  childName: string | null;
  /** `itemId`: the product's own page (decision 076), where the upstream names the product. */
  items: { itemId?: string; name: string; detail: string; amount: string }[];
  subtotal: string;
  discount: string | null;
  /** The invitation's credit, when the invoice had one. */
  referral: { description: string; amount: string } | null;
  total: string;
  method: string;
  reference: string;
  paidAt: string;
}
