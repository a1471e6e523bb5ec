/**
 * A secret kept in the store only sealed (docs/decisions/023): the sign-up's password waits in the
 * session between the two steps, and a copy of the store (a Redis dump, the SQLite file, a
 * backup) must not reveal it. AES-256-GCM with a key derived by HKDF-SHA256 from SESSION_SECRET
 * and a random salt per value; the purpose and the salt are the associated data, so a value
 * sealed for one purpose never opens as another and a changed byte fails the tag.
 *
 * Format: 'v1.<salt>.<iv>.<tag>.<ciphertext>', base64url parts. Rotation: sealed with the first
 * secret, opened with any of them (SESSION_SECRET is comma-separated, like the cookie's).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getEnv } from '../env';

const VERSION = 'v1';
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFor(secret: string, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, `kodea sealed secret ${VERSION}`, 32));
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

/** The plaintext, or null when the value is not one we sealed for this purpose with a current secret. */
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
