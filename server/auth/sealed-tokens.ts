/** The upstream tokens at rest are sealed, so a copy of the store hands out no API credentials. */
import { seal, unseal } from './sealed-secret';

const PURPOSE = 'session tokens';

export interface SessionTokens {
  accessToken?: string;
  refreshToken?: string;
}

export function sealTokens(tokens: SessionTokens): string {
  return seal(JSON.stringify([tokens.accessToken ?? null, tokens.refreshToken ?? null]), PURPOSE);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Null when tampered, or sealed under a secret no longer configured. */
export function unsealTokens(sealed: string): SessionTokens | null {
  const plain = unseal(sealed, PURPOSE);
  if (plain === null) return null;
  const parsed: unknown = JSON.parse(plain);
  if (!Array.isArray(parsed)) return null;
  const [accessToken, refreshToken] = parsed.map(text);
  return { accessToken, refreshToken };
}
