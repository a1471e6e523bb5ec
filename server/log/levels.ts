/** Pino's levels, plus 'silent' for tests and tools. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

export function isLogLevel(value: string | undefined): value is LogLevel {
  return LOG_LEVELS.some((level) => level === value);
}
