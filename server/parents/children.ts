/**
 * A parent's children as the upstream lists them, in the user cache like the parents' zone's
 * other answers (server/cache/user-cache.ts: never shared between users, fresh for a few seconds, stale
 * at once after the user's own mutations). For what is shown: the zone's tabs and /enrollment's
 * choice of child. What opens or charges a
 * purchase still asks the upstream itself (server/vacation-purchase/child-choice.ts, `ownChild`).
 */
import { createUserCache } from '../cache/user-cache';
import { listChildren } from '../upstream/parents';
import type { Child } from '../upstream/schemas/parents';

const childrenCache = createUserCache<Child[]>();

export function cachedChildren(userId: number, bearer: string): Promise<Child[]> {
  return childrenCache.get(userId, 'all', () => listChildren(bearer));
}
