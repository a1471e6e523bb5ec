/**
 * A user of the simulated upstream by id. @mswjs/data has no index: a `findFirst` by primary key
 * still writes its query out for a debug log, compiles it, and tests it against every user, on
 * every call — and every authenticated call of the simulated API asks for its user (about 1 % of
 * the organization dashboard, profiled: docs/decisions/052). Kept here, the way a real upstream
 * reads an indexed table; emptied on any change to the user table (@mswjs/data's own create,
 * update and delete events, `drop` included), so never stale, and when full, so never unbounded.
 */
import { db } from './index';
import { onModelChange } from './model-changes';

type User = NonNullable<ReturnType<typeof db.user.findFirst>>;

const MAX_KEPT = 10_000;
const kept = new Map<number, User | null>();

onModelChange(new Set(['user']), () => kept.clear());

export function userById(id: number): User | null {
  const known = kept.get(id);
  if (known !== undefined) return known;
  const user = db.user.findFirst({ where: { id: { equals: id } } });
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(id, user);
  return user;
}
