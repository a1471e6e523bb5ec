/** A vacation purchase's start (spec §4): created at the API at the server's price, its card offer opened. */
import { foreignSalesTreatment } from '../business/sale-settings';
import { merchantFor } from '../card-provider/adapter';
import { readPayment } from '../sales/ledger';
import { openCardOffer } from '../sales/offers';
import { vacationSale } from '../sales/sale-ref';
import { createPurchase } from '../upstream/purchases';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';
import { sameReceiptBuyer } from '../validation/vacation-receipt';
import { refusingFullSchedule } from '../waitlist/schedule-full';
import { alreadyPaid, paidPurchaseOf } from './already-paid';
import { getOpenPayment, samePrice, startOnce } from './purchase-registry';
import type { PaymentState, PurchaseChild, PurchaseContext } from './types';

export function purchaseDescription(purchase: PurchaseContext): string {
  return `${purchase.name_product} · ${purchase.schedule}`;
}

/** One open purchase per buyer, program, schedule and child; concurrent starts reuse the first. */
export function openPayment(
  bearer: string,
  userId: number,
  purchase: PurchaseContext,
  child: PurchaseChild | null,
  receiptBuyer: ReceiptBuyer | null,
) {
  return startOnce<PaymentState>('payment', userId, purchase, child?.id ?? null, async (open) => {
    if (await paidPurchaseOf(bearer, userId, purchase, child)) throw alreadyPaid(child);
    const recorded = open ? await readPayment(vacationSale(open.purchaseNumber), userId) : null;
    if (recorded?.status === 'approved') throw alreadyPaid(child);
    // Reused only at today's price and with its receipt: another receipt is another purchase at the API.
    const reused =
      open && !recorded && samePrice(open, purchase) && sameReceiptBuyer(open.receiptBuyer, receiptBuyer)
        ? open
        : null;
    // A new purchase: the API takes the schedule's seat here, before any charge; a full schedule is refused.
    const number =
      reused?.purchaseNumber ??
      (await refusingFullSchedule(() =>
        createPurchase(bearer, {
          MERCHANT_ID: merchantFor(purchase.currencyCode),
          amount: purchase.price,
          currency: purchase.currencyCode,
          description: purchaseDescription(purchase),
          program_id: purchase.program_id,
          group_id: purchase.id_group,
          receipt_buyer: receiptBuyer,
          foreign_sales: foreignSalesTreatment(),
        }),
      ));
    const target = {
      ref: vacationSale(number),
      number,
      total: purchase.price,
      currency: purchase.currencyCode,
    };
    // A reused purchase's offer may have closed (expired, too many wrong wallet codes): a new one.
    const offer = await openCardOffer(bearer, userId, target, { purchase, child });
    if (reused?.sessionKey === offer.sessionKey) return reused;
    const { merchantId, amount, currency, sessionKey } = offer;
    return {
      purchaseNumber: number,
      merchantId,
      amount,
      currency,
      sessionKey,
      outcome: null,
      child,
      receiptBuyer,
    };
  });
}

/** Reading only: the payment opened for this program, schedule and child, unpaid and at today's price. */
export async function findOpenPayment(
  userId: number,
  purchase: PurchaseContext,
  childId: number | null,
): Promise<PaymentState | null> {
  const open = await getOpenPayment(userId, purchase, childId);
  if (!open || !samePrice(open, purchase)) return null;
  return (await readPayment(vacationSale(open.purchaseNumber), userId)) ? null : open;
}
