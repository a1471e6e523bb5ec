/**
 * The simulated backend's support token (MOCK_SUPPORT_TOKEN): whoever holds it sees every
 * family's payments, codes and e-mails in /__mocks. Unset, nobody does: there is no token to
 * guess, and none is made up and printed (it used to be, at every start, in a log anyone with
 * the log could read: decision 073). The log says only whether it is set.
 */
import { timingSafeEqual } from 'node:crypto';

export const SUPPORT_TOKEN_HEADER = 'x-mock-support-token';

/** The configured token, or null when support is closed. */
export function configuredSupportToken(): string | null {
  return process.env.MOCK_SUPPORT_TOKEN || null;
}

/** What the start line says about the token: never the token. */
export function supportTokenStatus(): 'configurado' | 'no configurado' {
  return configuredSupportToken() ? 'configurado' : 'no configurado';
}

/** Constant-time comparison, so the token cannot be guessed byte by byte from response times. */
export function isSupportToken(candidate: unknown): boolean {
  const configured = configuredSupportToken();
  if (!configured || typeof candidate !== 'string' || candidate === '') return false;
  const expected = Buffer.from(configured);
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
