/** The one logger: every line written while a request is served carries its request id. */
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
  // Synchronous: a crash loses no line, and one write(2) per line never interleaves across workers.
  return pino(options, pino.destination({ fd: 1, sync: true }));
}

export const logger: Logger = createLogger(process.env);
