/**
 * The checkout's records in the simulated database (decision 030): invoices, discount codes,
 * payment intents, local payment codes and the outbox of e-mails the API "sent". Spread into the
 * factory of index.ts; the rules that change them are in mocks/checkout/.
 */
import { nullable, primaryKey } from '@mswjs/data';
import type {
  InvoiceStatus,
  LocalPaymentMethod,
  PaymentIntent,
} from '../../server/upstream/schemas/invoices';

export type InvoiceCurrency = 'PEN' | 'USD';
export type InvoicePaymentMethod = 'card' | 'global_card' | 'local';

export const checkoutModels = {
  invoice: {
    id: primaryKey(Number),
    userId: Number,
    studentId: Number,
    status: () => 'open' as InvoiceStatus,
    currency: () => 'PEN' as InvoiceCurrency,
    country: String,
    // Its items and enrolments are the invoiceItem / invoiceEnrolment rows with its id.
    /** The code applied (fixtures/discount-codes.ts), or null. */
    discountCode: nullable(String),
    paymentMethod: nullable<InvoicePaymentMethod>(() => null),
    paymentReference: nullable(String),
    createdAt: String,
    paidAt: nullable(String),
    doneAt: nullable(String),
    /** The receipt of POST …/paid-email: sent once, answered again. */
    receiptEmailId: nullable(String),
    receiptSentAt: nullable(String),
  },
  /** What an invoice sells, priced by the API when the invoice was opened. */
  invoiceItem: {
    /** `{invoice id}:{position}` */
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
  /** The enrolments PATCH …/enrolments attached: created in the parents' zone once the invoice is done. */
  invoiceEnrolment: {
    /** `{invoice id}:{position}` */
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
    /** The confirmed card, masked ('424242******4242'), and its brand. */
    card: nullable(String),
    brand: nullable(String),
    /** What the provider took: set when the intent succeeds (captured), the ledger tests read. */
    amountReceived: nullable(Number),
    createdAt: String,
  },
  localPayment: {
    code: primaryKey(String),
    invoiceId: Number,
    userId: Number,
    method: () => 'agent' as LocalPaymentMethod,
    amount: Number,
    currency: () => 'PEN' as InvoiceCurrency,
    expiresAt: String,
    instructions: () => [] as string[],
    status: () => 'pending' as 'pending' | 'paid' | 'expired',
    createdAt: String,
  },
  outboxEmail: {
    id: primaryKey(String),
    invoiceId: nullable(Number),
    kind: () => 'receipt' as 'receipt' | 'invoice' | 'reminder',
    to: String,
    subject: String,
    text: String,
    createdAt: String,
  },
};
