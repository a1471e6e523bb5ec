/**
 * The periodic expiry sweep of a store. A failed sweep is logged and the next one tries again;
 * the timer is unref'd, so a pending sweep never keeps the process alive (tests, graceful shutdown).
 */
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
