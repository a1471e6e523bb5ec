/** The periodic expiry sweep; unref'd, so it never keeps the process alive. */
import { logger } from '../log/logger';

export function startSweeps(label: string, sweep: () => Promise<unknown>, everyMs: number): NodeJS.Timeout {
  const timer = setInterval(() => {
    sweep().catch((error: unknown) =>
      logger.error(
        { reason: error instanceof Error ? error.message : String(error) },
        `[store] ${label} sweep failed`,
      ),
    );
  }, everyMs);
  timer.unref();
  return timer;
}
