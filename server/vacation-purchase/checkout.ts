/** The payment steps (spec §4): amounts and currency always come from the server-side purchase context. */
import { authorizeCharge, merchantFor, openCardSession } from '../card-provider/adapter';
import { createPurchase } from '../upstream/purchases';
import type { UserData } from '../upstream/schemas/auth';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';
import { withLock } from '../store/lock';
import { refusingFullSchedule } from '../waitlist/schedule-full';
import { paidPurchaseOf } from './already-paid';
import { ownChild } from './child-choice';
import {
  closeOpenPayment,
  getOpenPayment,
  getOutcome,
  markPaid,
  programUnit,
  saveOpenPayment,
  saveOutcome,
} from './purchase-registry';
import { logAuthorization, logRefusedAsPaid } from './payment-logs';
import { sameReceiptBuyer } from '../validation/vacation-receipt';
import type { PaymentOutcome, PaymentState, PurchaseChild, PurchaseContext } from './types';

export function purchaseDescription(purchase: PurchaseContext): string {
  return `${purchase.name_product} · ${purchase.schedule}`;
}

export class AlreadyPaidError extends Error {
  constructor(readonly purchaseNumber: string | null, readonly child: PurchaseChild | null = null) {
    super('program already paid');
    this.name = 'AlreadyPaidError';
  }
}

/** One open purchase per buyer, program, schedule and child; concurrent starts reuse the first. */
export function openPayment(
  bearer: string,
  userId: number,
  purchase: PurchaseContext,
  child: PurchaseChild | null = null,
  receiptBuyer: ReceiptBuyer | null = null,
) {
  const childId = child?.id ?? null;
  const key = `payment-start:${programUnit(userId, purchase, childId)}`;
  return withLock(key, { ttlMs: 30_000, waitMs: 20_000 }, async () => {
    const paid = await paidPurchaseOf(bearer, userId, purchase, child);
    if (paid) throw new AlreadyPaidError(paid, child);
    const open = await getOpenPayment(userId, purchase, childId);
    const outcome = open ? await getOutcome(open.purchaseNumber) : null;
    // Reused only at the price this buyer pays now (the currency follows the buyer) and for the
    // receipt it was created with: another receipt choice is another purchase at the API.
    if (open && !outcome && samePrice(open, purchase) && sameReceiptBuyer(open.receiptBuyer, receiptBuyer))
      return open;
    if (outcome?.status === 'approved') throw new AlreadyPaidError(outcome.purchaseNumber, child);
    const started = await startPayment(bearer, purchase, child, receiptBuyer);
    await saveOpenPayment(userId, purchase, childId, started);
    return started;
  });
}

const samePrice = (open: PaymentState, purchase: PurchaseContext) =>
  open.amount === purchase.price && open.currency === purchase.currencyCode;

/**
 * Reading only: the payment this buyer opened for the program, schedule and child, still unpaid and
 * at the price they pay now. A session that ended mid-payment finds it again after signing in.
 */
export async function findOpenPayment(
  userId: number,
  purchase: PurchaseContext,
  childId: number | null,
): Promise<PaymentState | null> {
  const open = await getOpenPayment(userId, purchase, childId);
  if (!open || !samePrice(open, purchase) || (open.child?.id ?? null) !== childId) return null;
  return (await getOutcome(open.purchaseNumber)) ? null : open;
}

export async function startPayment(
  bearer: string,
  purchase: PurchaseContext,
  child: PurchaseChild | null = null,
  receiptBuyer: ReceiptBuyer | null = null,
): Promise<PaymentState> {
  const amount = purchase.price;
  // The API takes the schedule's seat here, before any charge; a full schedule is refused.
  const purchaseNumber = await refusingFullSchedule(() =>
    createPurchase(bearer, {
      MERCHANT_ID: merchantFor(purchase.currencyCode),
      amount,
      currency: purchase.currencyCode,
      description: purchaseDescription(purchase),
      program_id: purchase.program_id,
      group_id: purchase.id_group,
      receipt_buyer: receiptBuyer,
    }),
  );
  const card = await openCardSession(bearer, { currency: purchase.currencyCode, amount });
  return {
    purchaseNumber,
    merchantId: card.merchantId,
    amount,
    currency: purchase.currencyCode,
    providerToken: card.providerToken,
    sessionKey: card.sessionKey,
    termsAccepted: false,
    outcome: null,
    child,
    receiptBuyer,
  };
}

interface AuthorizeInput {
  bearer: string;
  userId: number;
  payment: PaymentState;
  purchase: PurchaseContext;
  transactionToken: string;
  user: UserData;
}

/** At most once: the lock covers the program for this child, so a second schedule's purchase is refused. */
export async function authorizePayment(input: AuthorizeInput): Promise<PaymentOutcome> {
  const { payment } = input;
  if (payment.outcome) return payment.outcome;
  const recorded = await getOutcome(payment.purchaseNumber);
  if (recorded) return recorded;
  const childId = payment.child?.id ?? null;
  const unit = programUnit(input.userId, input.purchase, childId);
  return withLock(`authorize:${unit}`, { ttlMs: 60_000, waitMs: 30_000 }, async () => {
    const settled = await getOutcome(payment.purchaseNumber);
    if (settled) return settled;
    // The child comes from the session: still one of this parent's children before any charge.
    if (payment.child) await ownChild(input.bearer, payment.child.id);
    // Paid meanwhile under another purchase number (another schedule, tab or instance): refused.
    const paid = await paidPurchaseOf(input.bearer, input.userId, input.purchase, payment.child);
    if (paid) {
      await closeOpenPayment(input.userId, input.purchase, childId);
      logRefusedAsPaid(payment.purchaseNumber, paid, payment.currency);
      throw new AlreadyPaidError(paid, payment.child);
    }
    const outcome = await authorizeOnce(input);
    logAuthorization(outcome, payment.currency);
    await saveOutcome(outcome);
    if (outcome.status === 'approved')
      await markPaid(input.userId, input.purchase, childId, outcome.purchaseNumber);
    // Approved or denied, this purchase number is spent: the next attempt opens a new one.
    await closeOpenPayment(input.userId, input.purchase, childId);
    return outcome;
  });
}

async function authorizeOnce(input: AuthorizeInput): Promise<PaymentOutcome> {
  const { payment } = input;
  const answer = await authorizeCharge(input.bearer, {
    ...payment,
    transactionToken: input.transactionToken,
  });
  if (answer.status === 'denied') {
    return {
      status: 'denied',
      purchaseNumber: answer.purchaseNumber,
      transactionDate: answer.transactionDate,
      actionCode: answer.actionCode,
    };
  }
  return {
    status: 'approved',
    purchaseNumber: answer.purchaseNumber,
    transactionDate: answer.transactionDate,
    transactionId: answer.transactionId,
    amount: answer.amount,
    currency: answer.currency,
    card: answer.card,
    brand: answer.brand,
    payerName: `${input.user.firstName} ${input.user.lastName}`.trim(),
    description: purchaseDescription(input.purchase),
    followUp: { enrollments: 'pending', purchaseUpdate: 'pending' },
  };
}
