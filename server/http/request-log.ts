/**
 * One log line per refused request (4xx): enough to see a probe, a broken link or a throttle at
 * work, never a stack trace (Remix logged 17 lines for every unknown URL). Server errors (5xx)
 * keep their stacks where they are caught: those are ours to fix.
 */

/** What of a client-chosen path reaches the log: printable, bounded, one line. */
export function loggablePath(path: string): string {
  const printable = path.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > 200 ? `${printable.slice(0, 200)}…` : printable;
}

export function logClientError(method: string, path: string, status: number): void {
  console.warn(`[http] ${status} ${method} ${loggablePath(path)}`);
}
