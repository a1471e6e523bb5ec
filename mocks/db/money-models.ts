/**
 * What the payment network delivered for each sale (issue 74): one row per amount received, by the
 * card provider's authorization, the global provider's intent, a cash code or a wallet. Refunds are
 * the providers' devoluciones (refund-models.ts), each naming the row it returns.
 */
import { primaryKey } from '@mswjs/data';
import type { InvoicePaymentMethod } from './checkout-models';

export const moneyModels = {
  paymentReceived: {
    id: primaryKey(String),
    /** 'invoice:90001' or 'purchase:1027000001', as receipts and refunds key a sale. */
    sale: String,
    userId: Number,
    /** The purchase number the provider charged under: PED-… or the vacation purchase's. */
    purchaseNumber: String,
    method: () => 'card' as InvoicePaymentMethod,
    amount: Number,
    currency: () => 'PEN' as 'PEN' | 'USD',
    /** The authorization's transaction id, the intent's id, or the cash code. */
    reference: String,
    createdAt: String,
  },
};
