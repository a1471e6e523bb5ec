/** Refunds of paid sales (issue 55 point 4): the API's record and the card network's devolución. */
import { nullable, primaryKey } from '@mswjs/data';
import type { InvoicePaymentMethod } from './checkout-models';

export const refundModels = {
  /** One per sale (a pedido or a vacation purchase): asking again answers this one. */
  saleRefund: {
    /** 'invoice:90001' or 'purchase:1027000001', as receipts key their buyer. */
    id: primaryKey(String),
    userId: Number,
    invoiceId: nullable(Number),
    purchaseId: nullable(String),
    /** The child whose enrolment was removed: Mis compras still names them. */
    studentId: nullable(Number),
    reason: String,
    detail: String,
    providerRefundId: String,
    /** The nota de crédito's serie-número, null for a sale without a Peruvian receipt. */
    creditNoteId: nullable(String),
    emailId: nullable(String),
    createdAt: String,
  },
  /** A devolución against one amount received: same amount, same method, once. */
  providerRefund: {
    id: primaryKey(String),
    userId: Number,
    /** The sale's key, as paymentReceived writes it. */
    sale: String,
    purchaseNumber: String,
    /** The paymentReceived row it returns; null only for a sale paid before the simulator started. */
    receivedId: nullable(String),
    /** Sent back by the API itself (issue 74): money that arrived for a sale that could not take it. */
    automatic: Boolean,
    /** 'requested' (the family's refund) or the rule that refused the money: amount_mismatch… */
    reason: String,
    method: () => 'card' as InvoicePaymentMethod,
    /** The original authorization's transaction id, or the intent's id. */
    originalReference: String,
    amount: Number,
    currency: () => 'PEN' as 'PEN' | 'USD',
    status: () => 'succeeded' as 'succeeded' | 'refused',
    createdAt: String,
  },
};
