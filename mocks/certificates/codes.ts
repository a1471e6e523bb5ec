/** The API's verification codes (decision 087): 100 random bits in base32, as its schema says. */
import { randomBytes } from 'node:crypto';
import { VerificationCodeSchema } from '../../server/upstream/schemas/certificates';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LENGTH = 20;

export function newVerificationCode(): string {
  // One byte per character, masked to 5 bits: each of the 32 letters equally likely.
  const code = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
  return VerificationCodeSchema.parse(code);
}
