/**
 * A pure function's answers kept by key, the oldest dropped past `max`: for what a page computes
 * again on every view from the same few inputs (a class's hours in a zone, a date in Spanish),
 * which the next view, the next family and the next worker's request ask for again.
 */
export function memoized<A extends unknown[], R>(
  compute: (...args: A) => R,
  keyOf: (...args: A) => string,
  max = 5_000,
): (...args: A) => R {
  const kept = new Map<string, R>();
  return (...args: A): R => {
    const key = keyOf(...args);
    if (kept.has(key)) return kept.get(key) as R;
    const value = compute(...args);
    if (kept.size >= max) {
      const oldest = kept.keys().next();
      if (!oldest.done) kept.delete(oldest.value);
    }
    kept.set(key, value);
    return value;
  };
}
