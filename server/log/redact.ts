/**
 * A second line of defence: the code never logs credentials, card data or personal secrets on
 * purpose, and if a field of that name slips into a log object anyway (top level or one level
 * down), pino writes "[redacted]" instead of its value.
 */
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
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];
