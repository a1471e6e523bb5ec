/** The CSP nonce of each page: 16 fresh bytes of the CSPRNG, used once. */
import { randomBytes } from 'node:crypto';

export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}
