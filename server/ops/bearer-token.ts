/**
 * Compares an Authorization header with the expected bearer token in constant time: both sides
 * are hashed first, so the comparison never depends on where they differ nor on their lengths.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function bearerMatches(authorization: string | undefined, expected: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(expected));
}
