/** The checkout's records (decision 030); the rules that change them are in mocks/checkout/. */
import { nullable, primaryKey } from '@mswjs/data';
import type {
  InvoiceStatus,
  LocalPaymentMethod,
  PaymentIntent,
} from '../../server/upstream/schemas/invoices';

/** What an e-mail of the simulated API is about (mocks/outbox/). */
export type OutboxKind =
  | 'receipt'
  | 'invoice'
  | 'reminder'
  | 'denied'
  | 'sign-up'
  | 'payment-code'
  | 'complaint'
  | 'password-reset'
  | 'password-changed'
  | 'contact'
  | 'refund'
  | 'data-request';

export type InvoiceCurrency = 'PEN' | 'USD';
export type LocalPaymentState = 'pending' | 'paid' | 'expired' | 'canceled';
export type InvoicePaymentMethod = 'card' | 'global_card' | 'local' | 'yape' | 'plin';

export const checkoutModels = {
  invoice: {
    id: primaryKey(Number),
    userId: Number,
    studentId: Number,
    status: () => 'open' as InvoiceStatus,
    currency: () => 'PEN' as InvoiceCurrency,
    country: String,
    discountCode: nullable(String),
    paymentMethod: nullable<InvoicePaymentMethod>(() => null),
    paymentReference: nullable(String),
    createdAt: String,
    paidAt: nullable(String),
    doneAt: nullable(String),
    /** When POST …/paid-email first sent the receipt (outbox.ts: sent once, answered again). */
    receiptSentAt: nullable(String),
    /** Until when an open pedido holds its seats (mocks/waitlist/sale-seats.ts); null: none taken. */
    seatHeldUntil: nullable(String),
    /** The last change of the sale: card sessions opened before it are void for it (sale-rules.ts). */
    offersVoidedSeq: Number,
  },
  invoiceItem: {
    id: primaryKey(String),
    invoiceId: Number,
    position: Number,
    product_type: () => 'course' as 'course' | 'learning_path',
    product_id: String,
    learning_path: nullable(String),
    name: String,
    amount: Number,
    detail: String,
  },
  invoiceEnrolment: {
    id: primaryKey(String),
    invoiceId: Number,
    position: Number,
    course: String,
    learning_path: nullable(String),
    group_id: nullable(String),
  },
  discountCode: {
    code: primaryKey(String),
    kind: () => 'coupon' as 'coupon' | 'promotion_code',
    currency: () => 'PEN' as InvoiceCurrency,
    description: String,
    percent: Number,
    expiresAt: nullable(String),
    appliesTo: () => 'any' as 'any' | 'learning_path',
    cardBrand: nullable(String),
    maxUses: nullable(Number),
    timesUsed: Number,
    oncePerFamily: Boolean,
  },
  paymentIntent: {
    id: primaryKey(String),
    invoiceId: Number,
    userId: Number,
    clientSecret: String,
    amount: Number,
    currency: () => 'USD' as InvoiceCurrency,
    /** manual: confirming only holds the card; our server captures it (decision 070). */
    captureMethod: () => 'automatic' as PaymentIntent['capture_method'],
    status: () => 'requires_payment_method' as PaymentIntent['status'],
    lastErrorCode: nullable(String),
    lastErrorMessage: nullable(String),
    card: nullable(String),
    brand: nullable(String),
    /** What the provider took, once the intent succeeds. */
    amountReceived: nullable(Number),
    createdAt: String,
  },
  localPayment: {
    code: primaryKey(String),
    invoiceId: Number,
    method: () => 'agent' as LocalPaymentMethod,
    amount: Number,
    currency: () => 'PEN' as InvoiceCurrency,
    expiresAt: String,
    instructions: () => [] as string[],
    /** canceled: voided by a change of the sale or a newer code (issue 74), no longer payable. */
    status: () => 'pending' as LocalPaymentState,
    createdAt: String,
  },
  outboxEmail: {
    id: primaryKey(String),
    invoiceId: nullable(Number),
    /** A vacation purchase's number or a subscription's id, when the e-mail is about one. */
    purchaseId: nullable(String),
    kind: () => 'receipt' as OutboxKind,
    to: String,
    subject: String,
    text: String,
    createdAt: String,
  },
};
