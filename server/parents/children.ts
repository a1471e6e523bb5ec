/** A parent's children for what is shown; opening or charging a purchase asks the upstream itself. */
import { createUserCache } from '../cache/user-cache';
import { listChildren } from '../upstream/parents';
import type { Child } from '../upstream/schemas/parents';

const childrenCache = createUserCache<Child[]>();

export function cachedChildren(userId: number, bearer: string): Promise<Child[]> {
  return childrenCache.get(userId, 'all', () => listChildren(bearer));
}
