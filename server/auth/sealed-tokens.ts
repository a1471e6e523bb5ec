/**
 * The upstream's access and refresh tokens as the session record keeps them at rest: sealed
 * (sealed-secret.ts: AES-256-GCM keyed from SESSION_SECRET, every rotation secret opens), never in
 * clear, so a copy of the store (a Redis dump, the SQLite file, a backup) does not hand out the
 * family's API credentials (decision 073); the sign-up password is kept the same way.
 */
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

/** The tokens, or null when the value does not open (tampered, or sealed under a secret no longer configured). */
export function unsealTokens(sealed: string): SessionTokens | null {
  const plain = unseal(sealed, PURPOSE);
  if (plain === null) return null;
  const parsed: unknown = JSON.parse(plain);
  if (!Array.isArray(parsed)) return null;
  const [accessToken, refreshToken] = parsed.map(text);
  return { accessToken, refreshToken };
}
