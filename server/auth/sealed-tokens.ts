/**
 * The upstream's access and refresh tokens as the session record keeps them at rest: sealed
 * (sealed-secret.ts: AES-256-GCM keyed from SESSION_SECRET, every rotation secret opens), never in
 * clear, so a copy of the store (a Redis dump, the SQLite file, a backup) does not hand out the
 * family's API credentials. Issue 50, point 7; the sign-up password was already kept this way.
 *
 * Sealing and opening derive a key each time, which costs more than the rest of a session read;
 * every request of a signed-in user opens the same sealed value, and a session rewritten (its idle
 * timer, a flash) seals the same tokens again. So both directions are remembered in a bounded
 * memory of this process: what it holds is what the process holds anyway while it serves those
 * users, never more than MAX_ENTRIES pairs.
 */
import { LRUCache } from 'lru-cache';
import { seal, unseal } from './sealed-secret';

const PURPOSE = 'session tokens';
const MAX_ENTRIES = 20_000;
/** The remembered values' characters in all, each entry's own cost counted too. */
const MAX_CHARACTERS = 16 * 1024 * 1024;

export interface SessionTokens {
  accessToken?: string;
  refreshToken?: string;
}

const memory = () =>
  new LRUCache<string, string>({
    max: MAX_ENTRIES,
    maxSize: MAX_CHARACTERS,
    sizeCalculation: (value, key) => value.length + key.length + 64,
  });
const opened = memory();
const sealedFor = memory();

export function sealTokens(tokens: SessionTokens): string {
  const plain = JSON.stringify([tokens.accessToken ?? null, tokens.refreshToken ?? null]);
  const kept = sealedFor.get(plain);
  if (kept !== undefined) return kept;
  const sealed = seal(plain, PURPOSE);
  sealedFor.set(plain, sealed);
  opened.set(sealed, plain);
  return sealed;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The tokens, or null when the value does not open (tampered, or sealed under a secret no longer configured). */
export function unsealTokens(sealed: string): SessionTokens | null {
  let plain = opened.get(sealed);
  if (plain === undefined) {
    const fresh = unseal(sealed, PURPOSE);
    if (fresh === null) return null;
    plain = fresh;
    opened.set(sealed, plain);
  }
  const parsed: unknown = JSON.parse(plain);
  if (!Array.isArray(parsed)) return null;
  const [accessToken, refreshToken] = parsed.map(text);
  return { accessToken, refreshToken };
}
