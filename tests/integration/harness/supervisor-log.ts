/** What the supervisor (server/main.ts) logs about its workers, read by the tests that start it. */

/** Pids of the workers the supervisor reported ready (`trabajador <pid> listo`), in order. */
export function readyWorkers(output: string): number[] {
  return [...output.matchAll(/trabajador (\d+) listo/g)].map((match) => Number(match[1]));
}
