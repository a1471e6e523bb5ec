/**
 * Who the vacation purchase's receipt is for (issue 55): the 'Comprobante de pago' fields checked
 * against the price this server computed for the buyer, never a price the form could carry. A
 * Mexican family and a subscription get their provider's receipt: no buyer travels.
 */
import { z } from 'zod';
import { issuesPeruvianReceipt } from '@kernel/tax-ids';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';
import type { PurchaseContext } from '../vacation-purchase/types';
import { checkReceiptFields, RECEIPT_FIELDS, receiptBuyerOf, type ReceiptFields } from './receipt-buyer';

/** The fields as the form posts them (each may be missing: a boleta for a final consumer then). */
export const ReceiptFieldsInputSchema = z.object(RECEIPT_FIELDS);
export type ReceiptFieldsInput = z.input<typeof ReceiptFieldsInputSchema>;

/** Refused by field, the names the form uses; read by `procedureFieldErrors` through its cause. */
export class ReceiptRefusedError extends Error {
  constructor(readonly issues: z.ZodError) {
    super('receipt fields refused');
    this.name = 'ReceiptRefusedError';
  }
}

/** Whether 'Comprobante de pago' is asked: the page shows it, the procedure checks it, by this rule. */
export const asksForReceipt = (purchase: Pick<PurchaseContext, 'isSubscription' | 'guardian_country'>) =>
  !purchase.isSubscription && issuesPeruvianReceipt(purchase.guardian_country);

export function receiptBuyerFor(
  purchase: PurchaseContext,
  fields: ReceiptFieldsInput | undefined,
): ReceiptBuyer | null {
  if (!asksForReceipt(purchase)) return null;
  const sale = { amount: purchase.price, currency: purchase.currencyCode };
  const checked = ReceiptFieldsInputSchema.superRefine((value: ReceiptFields, context) =>
    checkReceiptFields(value, context, sale),
  ).safeParse(fields ?? {});
  if (!checked.success) throw new ReceiptRefusedError(checked.error);
  return receiptBuyerOf(checked.data);
}

/** The same buyer: an open purchase is reused only for the receipt it was created with. */
export const sameReceiptBuyer = (a: ReceiptBuyer | null | undefined, b: ReceiptBuyer | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b);
