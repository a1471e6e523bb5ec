/** Constant-time bearer check: both sides are hashed first, so lengths leak nothing either. */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function bearerMatches(authorization: string | undefined, expected: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(expected));
}
