/**
 * The periodic expiry sweep of a store. A failed sweep is logged and the next one tries again;
 * the timer is unref'd, so a pending sweep never keeps the process alive (tests, graceful shutdown).
 */
export function startSweeps(label: string, sweep: () => Promise<unknown>, everyMs: number): NodeJS.Timeout {
  const timer = setInterval(() => {
    sweep().catch((error: unknown) =>
      console.error(`[store] ${label} sweep failed:`, error instanceof Error ? error.message : error),
    );
  }, everyMs);
  timer.unref();
  return timer;
}
