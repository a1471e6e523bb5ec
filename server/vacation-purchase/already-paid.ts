/** Program already paid for this child (decision 022): our record, else the upstream's subscriptions. */
import { ALREADY_PAID, alreadyPaidForChild } from '@kernel/texts/payments';
import { OutcomeError } from '../trpc/outcomes';
import { getCourseEntry } from '../upstream/content';
import { listSubscriptions } from '../upstream/global-card-provider';
import { listParentEnrolments } from '../upstream/parents';
import type { ListedSubscription } from '../upstream/schemas/subscriptions';
import { listEnrollments } from '../upstream/student';
import { findPaid, type PaidItem } from './purchase-registry';
import type { PurchaseChild, PurchaseContext } from './types';

/** A student's have no child. */
export const subscriptionsOfUnit = (list: ListedSubscription[], item: PaidItem, childId: number | null) =>
  list.filter((s) => s.program_id === item.program_id && (s.student_id ?? null) === childId);

export const alreadyPaid = (child: PurchaseChild | null) =>
  new OutcomeError(
    { kind: 'already-paid', child },
    child ? alreadyPaidForChild(child.firstName) : ALREADY_PAID,
  );

/** Null when nothing paid it; `subscriptions` spares a second listing. */
export async function paidPurchaseOf(
  bearer: string,
  userId: number,
  purchase: PurchaseContext,
  child: PurchaseChild | null,
  subscriptions?: ListedSubscription[],
): Promise<string | null> {
  const childId = child?.id ?? null;
  const paid = await findPaid(bearer, userId, purchase, childId);
  if (paid) return paid.purchaseNumber;
  if (purchase.isSubscription) {
    const list = subscriptions ?? (await listSubscriptions(bearer));
    const active = subscriptionsOfUnit(list, purchase, childId).find((s) => s.status === 'active');
    if (active) return active.subscription_id;
  }
  return child ? childEnrolledUpstream(bearer, purchase, child.id) : ownEnrolledUpstream(bearer, purchase);
}

async function ownEnrolledUpstream(bearer: string, purchase: PurchaseContext): Promise<string | null> {
  const enrollments = await listEnrollments(bearer);
  const bought = enrollments.filter((e) => e.purchase && purchase.courses_in_path.includes(e.course_id));
  const covered = purchase.courses_in_path.every((id) => bought.some((e) => e.course_id === id));
  return covered && bought[0]?.purchase ? bought[0].purchase : null;
}

/** The parents' answer names courses by the API's ids, not our content ids: names are what both share. */
async function childEnrolledUpstream(
  bearer: string,
  purchase: PurchaseContext,
  childId: number,
): Promise<string | null> {
  const [enrolments, entries] = await Promise.all([
    listParentEnrolments(bearer),
    Promise.all(purchase.courses_in_path.map((id) => getCourseEntry(id))),
  ]);
  const invoiced = enrolments.courses.filter((c) => c.student.id === childId && c.invoice !== null);
  let invoice: number | null = null;
  for (const entry of entries) {
    const match = invoiced.find((c) => c.course.name === entry.fields.name);
    if (!match) return null;
    invoice ??= match.invoice;
  }
  return invoice === null ? null : String(invoice);
}
