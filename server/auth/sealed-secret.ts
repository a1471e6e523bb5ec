/**
 * A secret stored only sealed (decision 023): AES-256-GCM with a key by HKDF from SESSION_SECRET
 * and a per-value salt. Sealed with the first secret, opened with any (rotation).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { getEnv } from '../env';

const VERSION = 'v1';
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Keys derived so far, per secret, by salt. A salt is drawn for each seal, so a key opens one
 * sealed value: the session's tokens, read on every page of a visit and sealed again only when the
 * session changes. Keeping the key spares each read its derivation; it protects nothing the secret
 * it comes from, kept in the same memory, does not.
 */
const derivedKeys = new Map<string, LRUCache<string, Buffer>>();
const KEYS_KEPT_PER_SECRET = 10_000;

function keyFor(secret: string, salt: Buffer): Buffer {
  let keys = derivedKeys.get(secret);
  if (!keys) {
    keys = new LRUCache<string, Buffer>({ max: KEYS_KEPT_PER_SECRET });
    derivedKeys.set(secret, keys);
  }
  const id = salt.toString('base64url');
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, salt, `kodea sealed secret ${VERSION}`, 32));
    keys.set(id, key);
  }
  return key;
}

const associatedData = (purpose: string, salt: Buffer) =>
  Buffer.concat([Buffer.from(`${VERSION}:${purpose}:`), salt]);

export function seal(plaintext: string, purpose: string, secrets = getEnv().sessionSecrets): string {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secrets[0], salt), iv);
  cipher.setAAD(associatedData(purpose, salt));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    VERSION,
    ...[salt, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')),
  ].join('.');
}

function openWith(secret: string, purpose: string, parts: Buffer[]): string | null {
  const [salt, iv, tag, ciphertext] = parts;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, salt), iv);
    decipher.setAAD(associatedData(purpose, salt));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Null when not sealed by us for this purpose with a current secret. */
export function unseal(sealed: string, purpose: string, secrets = getEnv().sessionSecrets): string | null {
  const [version, ...encoded] = sealed.split('.');
  if (version !== VERSION || encoded.length !== 4) return null;
  const parts = encoded.map((part) => Buffer.from(part, 'base64url'));
  const [salt, iv, tag] = parts;
  if (salt.length !== SALT_BYTES || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  for (const secret of secrets) {
    const opened = openWith(secret, purpose, parts);
    if (opened !== null) return opened;
  }
  return null;
}
