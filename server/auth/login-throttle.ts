/**
 * Slows down password guessing: after 5 failed sign-ins for one e-mail within 10 minutes,
 * further attempts for it are refused until the window passes. Kept in memory, per server copy:
 * a shared store (e.g. Redis) is the upgrade when there are many copies (docs/decisions/011).
 */
const WINDOW_MS = 10 * 60_000;
const MAX_FAILURES = 5;
const failures = new Map<string, number[]>();

function recent(key: string, now: number): number[] {
  const kept = (failures.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  if (kept.length > 0) failures.set(key, kept);
  else failures.delete(key);
  return kept;
}

export function isThrottled(email: string, now = Date.now()): boolean {
  return recent(email.trim().toLowerCase(), now).length >= MAX_FAILURES;
}

export function recordFailure(email: string, now = Date.now()): void {
  const key = email.trim().toLowerCase();
  if (!key) return;
  failures.set(key, [...recent(key, now), now]);
}

export function clearFailures(email: string): void {
  failures.delete(email.trim().toLowerCase());
}
