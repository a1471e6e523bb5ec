import { randomBytes } from 'node:crypto';

export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}
