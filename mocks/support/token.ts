/**
 * The support token of the mock's payments ledger (/__mocks/payments.json): whoever holds it
 * sees every user's payments. MOCK_SUPPORT_TOKEN sets it (the e2e tests share one); unset, a
 * random one is made once per process so the ledger is never open by default. The server
 * prints it at start-up.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const SUPPORT_TOKEN_HEADER = 'x-mock-support-token';

let generated: string | null = null;

export function mockSupportToken(): string {
  const configured = process.env.MOCK_SUPPORT_TOKEN;
  if (configured) return configured;
  generated ??= randomBytes(24).toString('hex');
  return generated;
}

/** Constant-time comparison, so the token cannot be guessed byte by byte from response times. */
export function isSupportToken(candidate: string | undefined): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(mockSupportToken());
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
