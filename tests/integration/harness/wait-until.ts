/** Polls a readiness check with a bound, so a service that never comes up fails the suite instead of hanging it. */
import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Stops waiting early with this reason (e.g. the process already exited). */
  abandon?: () => string | null;
}

export async function waitUntil(ready: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    const reason = options.abandon?.();
    if (reason) throw new Error(`${options.what}: ${reason}`);
    try {
      if (await ready()) return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(options.intervalMs ?? 100);
  }
  throw new Error(
    `${options.what}: not ready after ${options.timeoutMs} ms${
      lastError ? ` (last error: ${lastError})` : ''
    }`,
  );
}
