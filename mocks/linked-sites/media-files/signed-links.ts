/** Certificates are served only at the signed link the API gave; a restart retires every link. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_PARAM = 'firma';
const KEY = randomBytes(32);
const SIGNATURE_LENGTH = 32;

const signature = (path: string) =>
  createHmac('sha256', KEY).update(path).digest('hex').slice(0, SIGNATURE_LENGTH);

export function signedMediaLink(path: string): string {
  return `${path}?${SIGNATURE_PARAM}=${signature(path)}`;
}

export function isSignedFor(path: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== SIGNATURE_LENGTH) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(signature(path)));
}
