/**
 * Freezes a value all the way down. For data handed to more than one request (a kept view, an
 * answer parsed once): a render that tried to change it throws instead of leaking into the next
 * page.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
