/**
 * A parent's purchase is for one of their children: which child, checked on the server against
 * the parent's own children (GET /api/parents/children/) and the program's age range, every time
 * it is used to open or charge a purchase. Students and organizations buy for themselves.
 */
import { ageRangeReason, ageRangeRefusal, ALREADY_HAS_IT, CHILD_REQUIRED } from '@kernel/texts/payments';
import { cachedChildren } from '../parents/children';
import { listChildren } from '../upstream/parents';
import type { UserData } from '../upstream/schemas/auth';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { Child } from '../upstream/schemas/parents';
import { findPaidForChildren } from './purchase-registry';
import { buysForChild, childPurchaseHref, fitsAgeRange, purchaseChild } from './child-rules';
import type { PurchaseChild, PurchaseContext } from './types';

/** The child named is not one of the signed-in parent's (or the buyer is no parent): a 404. */
export class ChildNotFoundError extends Error {
  constructor() {
    super('child not found');
    this.name = 'ChildNotFoundError';
  }
}

/** A choice the form must show beside the field (its message is the Spanish text). */
export class ChildChoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChildChoiceError';
  }
}

/** One of the parent's own children, from the API's list of them; ChildNotFoundError otherwise. */
export async function ownChild(bearer: string, childId: number): Promise<Child> {
  const child = (await listChildren(bearer)).find((candidate) => candidate.id === childId);
  if (!child) throw new ChildNotFoundError();
  return child;
}

/**
 * Who a purchase is for: null for a buyer who is no parent (who must not name a child); for a
 * parent, one of their own children whose age range fits the program.
 */
export async function chooseChild(input: {
  bearer: string;
  user: Pick<UserData, 'role'>;
  programRange: AgeRangeName;
  childId: number | undefined;
}): Promise<PurchaseChild | null> {
  if (!buysForChild(input.user)) {
    if (input.childId !== undefined) throw new ChildNotFoundError();
    return null;
  }
  if (input.childId === undefined) throw new ChildChoiceError(CHILD_REQUIRED);
  const child = await ownChild(input.bearer, input.childId);
  if (!fitsAgeRange(child, input.programRange))
    throw new ChildChoiceError(ageRangeRefusal(child.first_name, input.programRange));
  return purchaseChild(child);
}

/** One child on the /enrollment form: selectable, or disabled with the reason. */
export interface ChildOption {
  id: number;
  firstName: string;
  /** Why this child cannot be chosen (shown beside the disabled choice), or null. */
  unavailable: string | null;
  /** 'Ver Mi Compra' for a child who already has this program (any schedule). */
  purchaseHref: string | null;
}

/**
 * The parent's children for this purchase, in the API's order; `paidChildId` was paid in this
 * session, `subscribedIds` have an active subscription to the program (decision 022).
 */
export async function childOptions(input: {
  bearer: string;
  userId: number;
  purchase: PurchaseContext;
  paidChildId: number | null;
  subscribedIds?: ReadonlySet<number>;
}): Promise<ChildOption[]> {
  const { purchase } = input;
  // Shown, not charged: the kept list (start and charge check the child against a fresh one).
  const children = await cachedChildren(input.userId, input.bearer);
  const paidRecords = await findPaidForChildren(
    input.userId,
    purchase,
    children.map((child) => child.id),
  );
  return children.map((child, index): ChildOption => {
    const option = { id: child.id, firstName: child.first_name, unavailable: null, purchaseHref: null };
    const paid =
      child.id === input.paidChildId ||
      input.subscribedIds?.has(child.id) === true ||
      paidRecords[index] !== null;
    if (paid) return { ...option, unavailable: ALREADY_HAS_IT, purchaseHref: childPurchaseHref(child.id) };
    if (!fitsAgeRange(child, purchase.age_range))
      return { ...option, unavailable: ageRangeReason(purchase.age_range) };
    return option;
  });
}
