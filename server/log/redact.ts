/** A second line of defence: a secret-named field slipped into a log object is written "[redacted]". */
import type { LoggerOptions } from 'pino';

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'password1',
  'password2',
  'token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'access',
  'refresh',
  'bearer',
  'authorization',
  'cookie',
  'sessionSecret',
  'secret',
  'cardNumber',
  'card_number',
  'cvv',
  'cvc',
  'transactionToken',
  'transaction_token',
  'providerToken',
  'sessionKey',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS,
];

/** The named paths, and each secret field at the top level and one level down. */
export const REDACTION = {
  redact: { paths: [...REDACT_PATHS, ...SECRET_FIELDS.map((field) => `*.${field}`)], censor: '[redacted]' },
} satisfies LoggerOptions;
