/** Refunds of paid pedidos (issue 55 point 4): the API's record and the card network's devolución. */
import { nullable, primaryKey } from '@mswjs/data';
import type { InvoicePaymentMethod } from './checkout-models';

export const refundModels = {
  /** One per pedido: asking again answers this one. */
  invoiceRefund: {
    invoiceId: primaryKey(Number),
    userId: Number,
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
