/**
 * The payment steps (spec §4 "Card payment modal"): start (purchase, provider token, session),
 * authorize (once per purchase), then enrollments and the purchase update. Amounts and currency
 * always come from the server-side purchase context.
 */
import { getEnv } from '../env';
import { authorizeTransaction, createProviderSession, createProviderToken } from '../upstream/card-provider';
import { UpstreamError } from '../upstream/errors';
import { getCourseEntry } from '../upstream/content';
import { createCustomer, createSubscription } from '../upstream/global-card-provider';
import { createEnrollment, createPurchase, updatePurchase } from '../upstream/purchases';
import { listEnrollments } from '../upstream/student';
import type { UserData } from '../upstream/schemas/auth';
import { buildEnrollmentBodies } from './enrollment-bodies';
import { singleFlight } from './single-flight';
import type {
  Currency,
  PaymentOutcome,
  PaymentState,
  PurchaseContext,
  StepStatus,
  SubscriptionState,
} from './types';

/** Spec §4: currency PEN uses one merchant id, any other currency another. */
export function merchantFor(currency: Currency): string {
  const env = getEnv();
  return currency === 'PEN' ? env.MERCHANT_ID_PEN : env.MERCHANT_ID_USD;
}

export function purchaseDescription(purchase: PurchaseContext): string {
  return `${purchase.name_product} · ${purchase.schedule}`;
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
  payment: PaymentState;
  purchase: PurchaseContext;
  transactionToken: string;
  user: UserData;
  timeZone: string;
}

export function authorizePayment(input: AuthorizeInput): Promise<PaymentOutcome> {
  const { payment } = input;
  if (payment.outcome) return Promise.resolve(payment.outcome);
  return singleFlight(`authorize:${payment.purchaseNumber}`, async () => {
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
    const approved: PaymentOutcome = {
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
    return { ...approved, followUp: await completeFollowUp({ ...input, outcome: approved }) };
  });
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

/** Subscription purchases: a customer and a subscription whose first payment the browser confirms with the provider. */
export async function startSubscription(
  bearer: string,
  purchase: PurchaseContext,
  user: UserData,
): Promise<SubscriptionState> {
  const customerId = await createCustomer(bearer, {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  const { subscriptionId, clientSecret } = await createSubscription(bearer, {
    customer_id: customerId,
    amount: purchase.price,
    currency: purchase.currencyCode,
    description: purchaseDescription(purchase),
  });
  return { subscriptionId, clientSecret, amount: purchase.price, currency: purchase.currencyCode };
}
