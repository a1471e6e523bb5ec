/**
 * The one logger (pino): JSON lines in production and wherever LOG_FILE is set, pretty lines in
 * development, nothing under the unit tests (vitest.config.ts sets LOG_LEVEL=silent). Every line
 * written while a request is served carries its request id (request-context.ts).
 *
 * Messages a person reads at start-up stay in Spanish; the fields are for machines.
 */
import pino, { type Logger, type LoggerOptions } from 'pino';
import { isLogLevel } from './levels';
import { REDACTION } from './redact';
import { currentRequestId } from './request-context';

function createLogger(source: NodeJS.ProcessEnv): Logger {
  // server/env.ts refuses a bad LOG_LEVEL at start; this module is loaded before it runs.
  const level = isLogLevel(source.LOG_LEVEL) ? source.LOG_LEVEL : 'info';
  const options: LoggerOptions = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    ...REDACTION,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { reqId: requestId } : {};
    },
  };
  if (source.LOG_FILE)
    return pino(options, pino.destination({ dest: source.LOG_FILE, mkdir: true, sync: true }));
  const pretty = source.NODE_ENV !== 'production' && source.NODE_ENV !== 'test' && !source.VITEST;
  if (pretty)
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  // Standard output written as each line is made: a line is whole in the output the moment it is
  // logged (a crash loses none), and each line is one write(2), which a pipe shared by the
  // cluster's workers never interleaves.
  return pino(options, pino.destination({ fd: 1, sync: true }));
}

export const logger: Logger = createLogger(process.env);
