/**
 * A second line of defence: the code never logs credentials, card data or personal secrets on
 * purpose, and if a field of that name slips into a log object anyway (top level or one level
 * down), pino writes "[redacted]" instead of its value.
 *
 * The top level and the named header paths are pino's own `redact` paths. One level down is
 * `censorOneLevelDown`, pino's `log` formatter, rather than the `*.field` wildcard paths: with
 * those, @pinojs/redact walked every key of every line and a line cost 26 µs instead of 4 µs —
 * every page writes one line and every upstream call another (docs/decisions/054).
 */
import pino, { type LoggerOptions } from 'pino';

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

const CENSOR = '[redacted]';

const SECRETS: ReadonlySet<string> = new Set(SECRET_FIELDS);

type LogObject = Record<string, unknown>;

/** `value` with its secret fields censored, or null when it has none. */
function censoredCopy(value: object): LogObject | null {
  let copy: LogObject | null = null;
  for (const key in value)
    if (SECRETS.has(key)) {
      // An error keeps its message and stack: its serialised form is what gets censored.
      copy ??= value instanceof Error ? pino.stdSerializers.err(value) : { ...value };
      copy[key] = CENSOR;
    }
  return copy;
}

/**
 * A log line's object with every secret field one level down censored (a copy; the caller's own
 * object is left alone). Arrays are not looked into, as pino's `*.field` paths did not.
 */
function censorOneLevelDown(object: LogObject): LogObject {
  let line: LogObject | null = null;
  for (const key in object) {
    const value = object[key];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const censored = censoredCopy(value);
    if (censored) {
      line ??= { ...object };
      line[key] = censored;
    }
  }
  return line ?? object;
}

/**
 * The logger's redaction: pino's paths for the top level (a child logger's bindings included),
 * the formatter one level down in what each line logs. A child's bindings are flat names
 * (`component`), never objects, so nothing one level down in them is looked at.
 */
export const REDACTION = {
  redact: { paths: REDACT_PATHS, censor: CENSOR },
  formatters: { log: censorOneLevelDown },
} satisfies LoggerOptions;
