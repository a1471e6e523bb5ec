/**
 * Counts the rounds of upstream calls a procedure waits for (decision 082) without timing it:
 * every answer of the simulated upstream is held until the calls that can start have started;
 * then released. A call that starts only after answers came back waited for another: a second
 * round. `settleMs` only has to cover calls started in the same turn, not any upstream time.
 */
import { http } from 'msw';
import { mockServer } from '../../mocks/node';

export async function upstreamRounds<T>(
  run: () => Promise<T>,
  settleMs = 150,
): Promise<{ result: T; rounds: number; calls: string[]; byRound: string[][] }> {
  const calls: string[] = [];
  const roundOf: number[] = [];
  let round = 1;
  let release!: () => void;
  let held = new Promise<void>((resolve) => (release = resolve));
  mockServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.host}${url.pathname}`);
      roundOf.push(round);
      await held;
      // Undefined: the request goes on to the simulated upstream's own handler.
      return undefined;
    }),
  );
  const pending = run();
  // Release round after round until the procedure is done: each round's calls have started
  // before its answers are let through.
  let done = false;
  void pending.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    if (done) break;
    const open = release;
    held = new Promise<void>((resolve) => (release = resolve));
    round++;
    open();
  }
  release();
  const result = await pending;
  const rounds = Math.max(0, ...roundOf);
  const byRound = Array.from({ length: rounds }, (_, i) => calls.filter((_, n) => roundOf[n] === i + 1));
  return { result, rounds, calls, byRound };
}
