/** A parent's purchase is for one of their children, checked on the server every time it is used. */
import { ageRangeReason, ageRangeRefusal, ALREADY_HAS_IT, CHILD_REQUIRED } from '@kernel/texts/payments';
import { cachedChildren } from '../parents/children';
import { OutcomeError } from '../trpc/outcomes';
import { listSubscriptions } from '../upstream/global-card-provider';
import { listChildren } from '../upstream/parents';
import type { UserData } from '../upstream/schemas/auth';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { Child } from '../upstream/schemas/parents';
import { subscriptionsOfUnit } from './already-paid';
import { findPaidForChildren } from './purchase-registry';
import { buysForChild, childPurchaseHref, fitsAgeRange } from './child-rules';
import type { PurchaseChild, PurchaseContext } from './types';

/** Another family's child (or any child, for a buyer who is no parent) is not found, as upstream says. */
const childNotFound = () => new OutcomeError({ kind: 'not-found' }, 'No encontrado');

/** Its message is the Spanish text shown beside the field. */
const notEligible = (message: string) => new OutcomeError({ kind: 'child-not-eligible', message }, message);

export async function ownChild(bearer: string, childId: number): Promise<Child> {
  const child = (await listChildren(bearer)).find((candidate) => candidate.id === childId);
  if (!child) throw childNotFound();
  return child;
}

/** Null for a buyer who is no parent (who must not name a child). */
export async function chooseChild(input: {
  bearer: string;
  user: Pick<UserData, 'role'>;
  programRange: AgeRangeName;
  childId: number | undefined;
}): Promise<PurchaseChild | null> {
  if (!buysForChild(input.user)) {
    if (input.childId !== undefined) throw childNotFound();
    return null;
  }
  if (input.childId === undefined) throw notEligible(CHILD_REQUIRED);
  const child = await ownChild(input.bearer, input.childId);
  if (!fitsAgeRange(child, input.programRange))
    throw notEligible(ageRangeRefusal(child.first_name, input.programRange));
  return { id: child.id, firstName: child.first_name };
}

/** `paidChildId` was paid in this session; a subscription's active one counts as paid. */
export async function childOptions(input: {
  bearer: string;
  userId: number;
  purchase: PurchaseContext;
  paidChildId: number | null;
}) {
  const { bearer, purchase } = input;
  // Shown, not charged: the kept list (start and charge check the child against a fresh one).
  const children = await cachedChildren(input.userId, bearer);
  const [paidRecords, subscriptions] = await Promise.all([
    findPaidForChildren(
      bearer,
      input.userId,
      purchase,
      children.map((child) => child.id),
    ),
    purchase.isSubscription ? listSubscriptions(bearer) : [],
  ]);
  return children.map((child, index) => {
    const option = { id: child.id, firstName: child.first_name, unavailable: null, purchaseHref: null };
    const paid =
      child.id === input.paidChildId ||
      paidRecords[index] !== null ||
      subscriptionsOfUnit(subscriptions, purchase, child.id).some((s) => s.status === 'active');
    // 'Ver Mi Compra' for a child who already has this program (any schedule).
    if (paid) return { ...option, unavailable: ALREADY_HAS_IT, purchaseHref: childPurchaseHref(child.id) };
    if (!fitsAgeRange(child, purchase.age_range))
      return { ...option, unavailable: ageRangeReason(purchase.age_range) };
    return option;
  });
}

export type ChildOption = Awaited<ReturnType<typeof childOptions>>[number];
