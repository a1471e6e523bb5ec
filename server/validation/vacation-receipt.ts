/**
 * Who the vacation purchase's receipt is for (issues 55 and 75): the 'Comprobante de pago' fields
 * checked against the price this server computed for the buyer, never a price the form could
 * carry, and against where the family is. Every card purchase gets a Peruvian receipt, wherever
 * the family is; a subscription gets its provider's: no buyer travels.
 */
import { z } from 'zod';
import { usdPenRate } from '../business/sale-settings';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';
import type { PurchaseContext } from '../vacation-purchase/types';
import {
  checkReceiptFields,
  RECEIPT_FIELDS,
  receiptBuyerOf,
  ReceiptRefusedError,
  receiptSaleOf,
  type ReceiptFields,
  type ReceiptSale,
} from './receipt-buyer';

/** The fields as the form posts them (each may be missing: a boleta for a final consumer then). */
export const ReceiptFieldsInputSchema = z.object(RECEIPT_FIELDS);
export type ReceiptFieldsInput = z.input<typeof ReceiptFieldsInputSchema>;

type Priced = Pick<PurchaseContext, 'isSubscription' | 'guardian_country' | 'price' | 'currencyCode'>;

/**
 * Whether 'Comprobante de pago' is asked, and what it is checked against: the page shows it, the
 * procedure checks it, by this rule. Null for a subscription.
 */
export function vacationReceiptSale(purchase: Priced, rate = usdPenRate()): ReceiptSale | null {
  if (purchase.isSubscription) return null;
  return receiptSaleOf(
    { amount: purchase.price, currency: purchase.currencyCode },
    purchase.guardian_country,
    rate,
  );
}

export function receiptBuyerFor(
  purchase: PurchaseContext,
  fields: ReceiptFieldsInput | undefined,
): ReceiptBuyer | null {
  const sale = vacationReceiptSale(purchase);
  if (!sale) return null;
  const checked = ReceiptFieldsInputSchema.superRefine((value: ReceiptFields, context) =>
    checkReceiptFields(value, context, sale),
  ).safeParse(fields ?? {});
  if (!checked.success) throw new ReceiptRefusedError(checked.error);
  return receiptBuyerOf(checked.data);
}

/** The same buyer: an open purchase is reused only for the receipt it was created with. */
export const sameReceiptBuyer = (a: ReceiptBuyer | null | undefined, b: ReceiptBuyer | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b);
