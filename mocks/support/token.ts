/** The support token: unset, support is closed; never made up nor printed (decision 073). */
import { timingSafeEqual } from 'node:crypto';

export const SUPPORT_TOKEN_HEADER = 'x-mock-support-token';

export function configuredSupportToken(): string | null {
  return process.env.MOCK_SUPPORT_TOKEN || null;
}

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
