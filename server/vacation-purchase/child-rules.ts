/**
 * The pure rules of buying for a child (no upstream, no store), so a page's view model may use
 * them directly; server/vacation-purchase/child-choice.ts checks the choice against the upstream.
 */
import { dashboardHref } from '../parents/urls';
import type { UserData } from '../upstream/schemas/auth';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { Child } from '../upstream/schemas/parents';
import type { PurchaseChild } from './types';

/** 'Ver Mi Compra' for a purchase made for a child: that child's courses in the parents' zone. */
export const childPurchaseHref = (childId: number) => dashboardHref({ childId, tab: 'cursos' });

/** Parents buy for one of their children; students and organizations buy for themselves. */
export const buysForChild = (user: Pick<UserData, 'role'>) => user.role === 'parent';

/** True when the child may take a program of this age range; a child whose range is unknown may. */
export const fitsAgeRange = (child: Pick<Child, 'age_range'>, programRange: AgeRangeName) =>
  child.age_range === null || child.age_range === programRange;

export const purchaseChild = (child: Child): PurchaseChild => ({ id: child.id, firstName: child.first_name });
