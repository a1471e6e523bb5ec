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
  /** A devolución against the original charge: same amount, same method. */
  providerRefund: {
    id: primaryKey(String),
    userId: Number,
    purchaseNumber: String,
    method: () => 'card' as InvoicePaymentMethod,
    /** The original authorization's transaction id, or the intent's id. */
    originalReference: String,
    amount: Number,
    currency: () => 'PEN' as 'PEN' | 'USD',
    status: () => 'succeeded' as 'succeeded' | 'refused',
    createdAt: String,
  },
};
