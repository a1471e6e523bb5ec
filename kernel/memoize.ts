/**
 * Results of a pure function of strings, by their arguments. Bounded: emptied when full, so it
 * cannot grow with hostile input (a cookie, a URL).
 */
export function memoized<A extends string[], R>(fn: (...args: A) => R, max = 2_000): (...args: A) => R {
  const results = new Map<string, R>();
  return (...args: A) => {
    const key = args.join('\u0000');
    const found = results.get(key);
    if (found !== undefined) return found;
    if (results.size >= max) results.clear();
    const value = fn(...args);
    results.set(key, value);
    return value;
  };
}
