/**
 * A vacation purchase as a refund sees it (issue 55 point 4, refund.ts): paid when its authorization
 * was approved (card, Yape or Plin), its first class the schedule's, its enrolment the child's course.
 */
import { db } from '../db';
import { isWalletName } from '../../kernel/texts/wallet';
import { firstClass } from '../schedule/groups';
import { programOf } from '../waitlist/seats';
import { deadlineBefore, refundOf, type RefundableSale } from './refund';
import { receivedOf, recordReceived, saleKeyOf } from '../checkout/sales';

export type PurchaseRecord = NonNullable<ReturnType<typeof db.purchase.findFirst>>;

export const ownPurchase = (userId: number, id: string): PurchaseRecord | null =>
  db.purchase.findFirst({ where: { id: { equals: id }, userId: { equals: userId } } });

export const purchaseRefundOf = (purchase: PurchaseRecord) =>
  refundOf({ invoiceId: null, purchaseId: purchase.id });

export function paidAuthorization(purchase: PurchaseRecord) {
  const authorization = db.authorization.findFirst({ where: { purchaseNumber: { equals: purchase.id } } });
  return authorization?.code === 200 ? authorization : null;
}

/** The child's courses of the program: enrolments carry the purchase's number as their `invoice`. */
const enrolmentsOf = (purchase: PurchaseRecord) =>
  db.courseEnrolment.findMany({ where: { invoice: { equals: Number(purchase.id) } } });

/** The bought schedule's first class, or each enrolment's (a changed schedule counts as it is now). */
function firstClasses(purchase: PurchaseRecord): (Date | null | 'started')[] {
  const enrolments = enrolmentsOf(purchase);
  if (enrolments.length > 0)
    return enrolments.map((enrolment) =>
      enrolment.status !== 'has_not_started' ? 'started' : enrolment.group && firstClass(enrolment.group),
    );
  const group = programOf(purchase.programId)?.groups.find((candidate) => candidate.id === purchase.groupId);
  return [group ? firstClass(group) : null];
}

/** Null: no refund (not paid, refunded, started, no known start). */
export function purchaseRefundDeadline(purchase: PurchaseRecord): Date | null {
  if (!paidAuthorization(purchase) || purchaseRefundOf(purchase)) return null;
  return deadlineBefore(firstClasses(purchase));
}

export const purchaseSale = (purchase: PurchaseRecord): RefundableSale => ({
  sale: { kind: 'purchase', purchase },
  paid: paidAuthorization(purchase) !== null,
  deadline: () => purchaseRefundDeadline(purchase),
  // One authorization per purchase number; one approved before this ledger is recorded at its amount.
  received() {
    const sale = { kind: 'purchase', purchase } as const;
    const [received] = receivedOf(saleKeyOf(sale));
    if (received) return received;
    const authorization = paidAuthorization(purchase);
    if (!authorization) throw new Error(`purchase ${purchase.id} was not paid`);
    return recordReceived(sale, {
      method: isWalletName(authorization.brand) ? authorization.brand : 'card',
      amount: purchase.amount,
      reference: purchase.transactionId ?? authorization.id,
    });
  },
  enrolmentLine: 'La matrícula en el programa de vacaciones quedó anulada.',
  /** The enrolment goes, with the API's enrollment record and the schedules it could change to. */
  removeEnrolments() {
    for (const enrolment of enrolmentsOf(purchase)) {
      db.groupPlacement.deleteMany({ where: { enrolmentId: { equals: enrolment.id } } });
      db.classGroup.deleteMany({ where: { scope: { equals: `vacation:${enrolment.id}` } } });
      db.courseEnrolment.delete({ where: { id: { equals: enrolment.id } } });
    }
    const enrollments = db.enrollment.deleteMany({ where: { purchase: { equals: purchase.id } } }) ?? [];
    return enrollments.find((enrollment) => enrollment.userId !== purchase.userId)?.userId ?? null;
  },
  // A purchase has no status of its own at the API: its refund record says it is refunded.
  markRefunded: () => undefined,
});
