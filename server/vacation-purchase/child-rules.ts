/** The pure rules of buying for a child, usable by a page's view model. */
import { dashboardHref } from '../parents/urls';
import type { UserData } from '../upstream/schemas/auth';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { Child } from '../upstream/schemas/parents';

export const childPurchaseHref = (childId: number) => dashboardHref({ childId, tab: 'cursos' });

export const buysForChild = (user: Pick<UserData, 'role'>) => user.role === 'parent';

/** A child whose range is unknown may. */
export const fitsAgeRange = (child: Pick<Child, 'age_range'>, programRange: AgeRangeName) =>
  child.age_range === null || child.age_range === programRange;
