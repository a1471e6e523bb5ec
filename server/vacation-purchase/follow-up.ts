/** What follows an approved vacation payment: the enrollments, then the purchase update; each step once. */
import { withLock } from '../store/lock';
import { getCourseEntry } from '../upstream/content';
import { UpstreamError } from '../upstream/errors';
import { createEnrollment, updatePurchase } from '../upstream/purchases';
import { listEnrollments } from '../upstream/student';
import { buildEnrollmentBodies } from './enrollment-bodies';
import { logForSupport, logPending } from './payment-logs';
import { getOutcome, saveOutcome } from './purchase-registry';
import type { PaymentOutcome, PaymentState, PurchaseChild, PurchaseContext, StepStatus } from './types';

type Approved = Extract<PaymentOutcome, { status: 'approved' }>;

export class NoApprovedPaymentError extends Error {
  constructor() {
    super('no approved payment');
    this.name = 'NoApprovedPaymentError';
  }
}

const pending = ({ followUp }: Approved) =>
  followUp.enrollments === 'pending' || followUp.purchaseUpdate === 'pending';

/** The recorded outcome is read again under the lock: two submits at once enroll once and answer alike. */
export function enrollAfterApproval(input: {
  bearer: string;
  purchase: PurchaseContext;
  timeZone: string;
  payment: PaymentState;
}): Promise<Approved> {
  const { payment } = input;
  return withLock(`enroll:${payment.purchaseNumber}`, { ttlMs: 60_000, waitMs: 30_000 }, async () => {
    const outcome = (await getOutcome(payment.purchaseNumber)) ?? payment.outcome;
    if (outcome?.status !== 'approved') throw new NoApprovedPaymentError();
    if (!pending(outcome)) return outcome;
    const followed = {
      ...outcome,
      followUp: await completeFollowUp({ ...input, child: payment.child, outcome }),
    };
    await saveOutcome(followed);
    return followed;
  });
}

/** A failure never undoes the approval: the step stays 'pending' and can be retried. */
async function completeFollowUp(input: {
  bearer: string;
  purchase: PurchaseContext;
  timeZone: string;
  child: PurchaseChild | null;
  outcome: Approved;
}) {
  const { bearer, outcome } = input;
  const followUp: { enrollments: StepStatus; purchaseUpdate: StepStatus } = { ...outcome.followUp };
  if (followUp.enrollments === 'pending') {
    try {
      await enroll(input);
      followUp.enrollments = 'done';
    } catch (error) {
      if (input.child && error instanceof UpstreamError && error.status === 409) {
        followUp.enrollments = 'duplicate';
        logForSupport('duplicate_enrollment', 'enrollments', outcome, error);
      } else {
        logPending('enrollments', outcome, error);
      }
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

async function enroll(input: {
  bearer: string;
  purchase: PurchaseContext;
  timeZone: string;
  child: PurchaseChild | null;
  outcome: { purchaseNumber: string };
}) {
  const { bearer, purchase, outcome, child } = input;
  // An approval can be replayed: the API answers a repeated (purchase, course, student) with the
  // first enrollment, and the buyer's own list shows theirs.
  const enrolled = new Set<string>();
  if (!child) {
    const existing = await listEnrollments(bearer);
    for (const e of existing) if (e.purchase === outcome.purchaseNumber) enrolled.add(e.course_id);
  }
  const entries = await Promise.all(
    purchase.courses_in_path.filter((id) => !enrolled.has(id)).map((id) => getCourseEntry(id)),
  );
  const bodies = buildEnrollmentBodies(purchase, entries, outcome.purchaseNumber, input.timeZone, child?.id);
  for (const body of bodies) await createEnrollment(bearer, body);
}
