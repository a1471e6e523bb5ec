/**
 * Certificates are personal (a child's name on a diploma, under a name anyone could guess:
 * '/media/certificados/6101-animacion-con-scratch.pdf'). The simulated API hands out their links
 * signed, as a media store's signed URLs are, and the simulated media server serves a certificate
 * only at its signed link (issue 50, point 7): a guessed name, or one certificate's signature on
 * another, is refused.
 *
 * The signature does not expire: the upstream's answers are kept (the roster's pages until the
 * data changes) and an organization's CSV export lists the links for later. Whoever
 * holds a link can open it, as with any unguessable link; the key is made at start, so a restart
 * of the simulated backend retires every link it gave.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_PARAM = 'firma';
const KEY = randomBytes(32);
/** 128 bits, written as 32 hex digits. */
const SIGNATURE_LENGTH = 32;

const signature = (path: string) =>
  createHmac('sha256', KEY).update(path).digest('hex').slice(0, SIGNATURE_LENGTH);

/** The link the simulated API answers for a certificate stored at `path`. */
export function signedMediaLink(path: string): string {
  return `${path}?${SIGNATURE_PARAM}=${signature(path)}`;
}

/** Whether `given` (the request's `firma` parameter, as express parsed it) is `path`'s signature. */
export function isSignedFor(path: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== SIGNATURE_LENGTH) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(signature(path)));
}
