/**
 * The payment steps (spec §4 "Card payment modal"): start (purchase, provider token, session),
 * authorize (once per purchase), then enrollments and the purchase update. Amounts and currency
 * always come from the server-side purchase context.
 */
import { getEnv } from '../env';
import { authorizeTransaction, createProviderSession, createProviderToken } from '../upstream/card-provider';
import { UpstreamError } from '../upstream/errors';
import { getCourseEntry } from '../upstream/content';
import { createEnrollment, createPurchase, updatePurchase } from '../upstream/purchases';
import { listEnrollments } from '../upstream/student';
import type { UserData } from '../upstream/schemas/auth';
import { withLock } from '../store/lock';
import { buildEnrollmentBodies } from './enrollment-bodies';
import {
  closeOpenPayment,
  findPaid,
  getOpenPayment,
  getOutcome,
  markPaid,
  saveOpenPayment,
  saveOutcome,
} from './purchase-registry';
import type { Currency, PaymentOutcome, PaymentState, PurchaseContext, StepStatus } from './types';

/** Spec §4: currency PEN uses one merchant id, any other currency another. */
export function merchantFor(currency: Currency): string {
  const env = getEnv();
  return currency === 'PEN' ? env.MERCHANT_ID_PEN : env.MERCHANT_ID_USD;
}

export function purchaseDescription(purchase: PurchaseContext): string {
  return `${purchase.name_product} · ${purchase.schedule}`;
}

export class AlreadyPaidError extends Error {
  constructor(readonly purchaseNumber: string | null) {
    super('program already paid');
    this.name = 'AlreadyPaidError';
  }
}

/**
 * True when the parent already paid this program: our record of the approval, or, should the
 * store have lost it, enrollments from a purchase in every course of the program upstream.
 */
export async function paidPurchaseOf(
  bearer: string,
  userId: number,
  purchase: PurchaseContext,
): Promise<string | null> {
  const paid = await findPaid(userId, purchase.program_id);
  if (paid) return paid.purchaseNumber;
  const enrollments = await listEnrollments(bearer);
  const bought = enrollments.filter((e) => e.purchase && purchase.courses_in_path.includes(e.course_id));
  const covered = purchase.courses_in_path.every((id) => bought.some((e) => e.course_id === id));
  return covered && bought[0]?.purchase ? bought[0].purchase : null;
}

/**
 * 'Finalizar Pago': one open purchase per parent, program and schedule across sessions and
 * instances. Concurrent starts wait for the lock and reuse what the first one created; a denied
 * attempt starts a new purchase; a paid program is refused.
 */
export function openPayment(bearer: string, userId: number, purchase: PurchaseContext) {
  const key = `payment-start:${userId}:${purchase.program_id}:${purchase.id_group}`;
  return withLock(key, { ttlMs: 30_000, waitMs: 20_000 }, async () => {
    const paid = await paidPurchaseOf(bearer, userId, purchase);
    if (paid) throw new AlreadyPaidError(paid);
    const open = await getOpenPayment(userId, purchase);
    const outcome = open ? await getOutcome(open.purchaseNumber) : null;
    if (open && !outcome) return open;
    if (outcome?.status === 'approved') throw new AlreadyPaidError(outcome.purchaseNumber);
    const started = await startPayment(bearer, purchase);
    await saveOpenPayment(userId, purchase, started);
    return started;
  });
}

export async function startPayment(bearer: string, purchase: PurchaseContext): Promise<PaymentState> {
  const merchantId = merchantFor(purchase.currencyCode);
  const amount = purchase.price;
  const purchaseNumber = await createPurchase(bearer, {
    MERCHANT_ID: merchantId,
    amount,
    currency: purchase.currencyCode,
    description: purchaseDescription(purchase),
  });
  const providerToken = await createProviderToken(bearer, merchantId);
  const sessionKey = await createProviderSession(bearer, {
    MERCHANT_ID: merchantId,
    amount,
    token: providerToken,
  });
  return {
    purchaseNumber,
    merchantId,
    amount,
    currency: purchase.currencyCode,
    providerToken,
    sessionKey,
    termsAccepted: false,
    outcome: null,
  };
}

interface AuthorizeInput {
  bearer: string;
  userId: number;
  payment: PaymentState;
  purchase: PurchaseContext;
  transactionToken: string;
  user: UserData;
  timeZone: string;
}

/**
 * Authorizes a purchase at most once, whatever is clicked, refreshed or replayed, on any
 * instance: the outcome is recorded per purchase number under a lock, before the follow-up
 * steps, so a failure after approval can never lead to a second charge.
 */
export async function authorizePayment(input: AuthorizeInput): Promise<PaymentOutcome> {
  const { payment } = input;
  if (payment.outcome) return payment.outcome;
  const recorded = await getOutcome(payment.purchaseNumber);
  if (recorded) return recorded;
  return withLock(`authorize:${payment.purchaseNumber}`, { ttlMs: 60_000, waitMs: 30_000 }, async () => {
    const settled = await getOutcome(payment.purchaseNumber);
    if (settled) return settled;
    const outcome = await authorizeOnce(input);
    await saveOutcome(outcome);
    if (outcome.status === 'approved')
      await markPaid(input.userId, input.purchase.program_id, outcome.purchaseNumber);
    // Approved or denied, this purchase number is spent: the next attempt opens a new one.
    await closeOpenPayment(input.userId, input.purchase);
    if (outcome.status !== 'approved') return outcome;
    const followed = { ...outcome, followUp: await completeFollowUp({ ...input, outcome }) };
    await saveOutcome(followed);
    return followed;
  });
}

async function authorizeOnce(input: AuthorizeInput): Promise<PaymentOutcome> {
  const { payment } = input;
  const answer = await authorizeTransaction(input.bearer, {
    MERCHANT_ID: payment.merchantId,
    amount: payment.amount,
    purchase_number: payment.purchaseNumber,
    transaction_token: input.transactionToken,
    token: payment.providerToken,
  });
  if (!answer.approved) {
    return {
      status: 'denied',
      purchaseNumber: payment.purchaseNumber,
      transactionDate: answer.transactionDate,
      actionCode: answer.actionCode,
    };
  }
  return {
    status: 'approved',
    purchaseNumber: answer.order.purchaseNumber,
    transactionDate: answer.order.transactionDate,
    transactionId: answer.order.transactionId,
    amount: answer.order.amount,
    currency: answer.order.currency,
    card: answer.card,
    brand: answer.brand,
    payerName: `${input.user.firstName} ${input.user.lastName}`.trim(),
    description: purchaseDescription(input.purchase),
    followUp: { enrollments: 'pending', purchaseUpdate: 'pending' },
  };
}

/**
 * After approval: enrollments, then the purchase update. A failure never undoes the approval:
 * the step stays 'pending', is logged for support and can be retried from the result screen.
 */
export async function completeFollowUp(input: {
  bearer: string;
  purchase: PurchaseContext;
  timeZone: string;
  outcome: Extract<PaymentOutcome, { status: 'approved' }>;
}) {
  const { bearer, purchase, outcome } = input;
  const followUp: { enrollments: StepStatus; purchaseUpdate: StepStatus } = { ...outcome.followUp };
  if (followUp.enrollments === 'pending') {
    try {
      // An approval can be replayed (lost cookie, second server copy): never enroll the same course twice.
      const existing = await listEnrollments(bearer);
      const enrolled = new Set(
        existing.filter((e) => e.purchase === outcome.purchaseNumber).map((e) => e.course_id),
      );
      const entries = await Promise.all(
        purchase.courses_in_path.filter((id) => !enrolled.has(id)).map((id) => getCourseEntry(id)),
      );
      for (const body of buildEnrollmentBodies(purchase, entries, outcome.purchaseNumber, input.timeZone)) {
        await createEnrollment(bearer, body);
      }
      followUp.enrollments = 'done';
    } catch (error) {
      logPending('enrollments', outcome, error);
    }
  }
  if (followUp.purchaseUpdate === 'pending') {
    try {
      await updatePurchase(bearer, outcome.purchaseNumber, {
        amount: outcome.amount,
        currency: outcome.currency,
        transaction_id: outcome.transactionId,
      });
      followUp.purchaseUpdate = 'done';
    } catch (error) {
      logPending('purchase-update', outcome, error);
    }
  }
  return followUp;
}

/** Spec §8: a 403 from the other invoice and payment calls is only logged, as 'Problemas con el request'. */
export function logForbidden(error: unknown): void {
  if (error instanceof UpstreamError && error.kind === 'forbidden') console.error('Problemas con el request');
}

function logPending(
  step: string,
  outcome: { purchaseNumber: string; transactionId: string },
  error: unknown,
) {
  logForbidden(error);
  // Structured so support can search the logs by purchase number.
  console.error(
    JSON.stringify({
      event: 'payment.follow_up_pending',
      step,
      purchaseNumber: outcome.purchaseNumber,
      transactionId: outcome.transactionId,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}
