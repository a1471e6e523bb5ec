/**
 * A value kept with the answers it was made from (docs/decisions/044).
 *
 * The signed-in pages' answers come from the user cache and the content cache: while they are
 * fresh, a page view gets the very same objects as the view before it. A view model made from
 * the same objects and the same `key` (the page's selection, the zone, the minute…) is the same
 * view model, so it is made once and reused until any of its sources is a new object or the key
 * changes. A first source keeps the values of its last few keys (the home for visitors and for
 * each country's users, a child's tabs), and they go when that source goes (a WeakMap): memory
 * follows the caches, whatever the traffic. Never across users: the user cache hands each user
 * their own objects.
 */
/** An answer, or null/undefined for one the page did not get (no child selected, a section that failed). */
type Source = object | null | undefined;

interface Made {
  sources: readonly Source[];
  value: unknown;
}

/** Keys kept per first source; the oldest goes first. */
const KEYS_PER_SOURCE = 16;

const madeBySource = new WeakMap<object, Map<string, Made>>();

const sameSources = (a: readonly Source[], b: readonly Source[]) =>
  a.length === b.length && a.every((source, i) => source === b[i]);

/** `make()`, or what it returned for these very sources and this key; the first source is always an answer. */
export function madeFrom<T>(sources: readonly [object, ...Source[]], key: string, make: () => T): T {
  let byKey = madeBySource.get(sources[0]);
  const made = byKey?.get(key);
  if (made && sameSources(made.sources, sources)) return made.value as T;
  const value = make();
  if (!byKey) madeBySource.set(sources[0], (byKey = new Map()));
  byKey.delete(key);
  byKey.set(key, { sources, value });
  if (byKey.size > KEYS_PER_SOURCE) byKey.delete(byKey.keys().next().value as string);
  return value;
}

/** The minute of an instant: views that change only on whole minutes are keyed by it. */
export const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);
