/**
 * A second line of defence: the code never logs credentials, card data or personal secrets on
 * purpose, and if a field of that name slips into a log object anyway (top level or one level
 * down), pino writes "[redacted]" instead of its value.
 */
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

/**
 * The logger's redaction, pino's own: the named paths, and each secret field at the top level and
 * one level down (a child logger's bindings included).
 */
export const REDACTION = {
  redact: { paths: [...REDACT_PATHS, ...SECRET_FIELDS.map((field) => `*.${field}`)], censor: '[redacted]' },
} satisfies LoggerOptions;
