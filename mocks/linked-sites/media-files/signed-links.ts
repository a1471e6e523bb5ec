/**
 * Certificates are personal and their names guessable: the simulated API hands out signed links and
 * the media server serves a certificate only at its own. The key is made at start, so a restart
 * retires every link; a signature does not expire, as exported links are kept.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_PARAM = 'firma';
const KEY = randomBytes(32);
const SIGNATURE_LENGTH = 32;

const signature = (path: string) =>
  createHmac('sha256', KEY).update(path).digest('hex').slice(0, SIGNATURE_LENGTH);

export function signedMediaLink(path: string): string {
  return `${path}?${SIGNATURE_PARAM}=${signature(path)}`;
}

/** Whether `given` (the request's `firma` parameter, as express parsed it) is `path`'s signature. */
export function isSignedFor(path: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== SIGNATURE_LENGTH) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(signature(path)));
}
