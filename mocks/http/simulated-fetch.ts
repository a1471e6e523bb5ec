/**
 * The simulated upstream answering the app's `fetch` in its own process (mock mode), without
 * msw's network interceptor. The interceptor dresses every call as a network exchange: a request
 * object of its own, an event emitter, a frame, a deferred promise and a second response built
 * from the first, which is what a test of someone else's code needs and what a call in mock mode
 * paid for on every page (docs/decisions/051). Here a call is one `Request` offered to the
 * handlers that could match it (upstream-handlers.ts), in their order (run-handlers.ts): the same
 * handlers that answer the tests through msw and other processes through the standalone backend.
 *
 * What the interceptor did that a caller can see is kept:
 * - the caller's signal: an abort or a timeout rejects the call with the signal's reason, even
 *   while a handler is still waiting (the `timeout` scenario);
 * - `HttpResponse.error()` is a network failure (a `TypeError`, as fetch's own);
 * - a request no handler answers: one to `localhost` goes to the network (the app's own linked
 *   pages), any other fails loudly, never leaving the machine;
 * - a handler that throws is a bug in the mock: logged, and answered 500 as the standalone does.
 */
import type { RequestHandler } from 'msw';
import { firstAnswer } from './run-handlers';

type Fetch = typeof globalThis.fetch;

/** Rejects with the signal's reason once it aborts, whatever `work` is still waiting for. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function networkFailure(message: string, cause?: unknown): TypeError {
  return new TypeError('fetch failed', { cause: cause ?? new Error(message) });
}

/**
 * A `fetch` that asks the simulated upstream first. `candidates`: the handlers a request could
 * match, in order; `network`: the real fetch, for what the simulation does not answer on localhost.
 */
export function simulatedFetch(
  candidates: (request: Request) => RequestHandler[],
  network: Fetch,
  log: (message: string, error?: unknown) => void = console.error,
): Fetch {
  return async function fetch(input, init) {
    const request = new Request(input, init);
    let answer: Response | undefined;
    try {
      answer = await untilAborted(firstAnswer(candidates(request), request), init?.signal);
    } catch (error) {
      if (init?.signal?.aborted && error === init.signal.reason) throw error;
      log(`Backend simulado: ${request.method} ${request.url}`, error);
      return Response.json({ detail: 'Error interno del servidor' }, { status: 500 });
    }
    if (answer?.type === 'error') throw networkFailure('Falla de red simulada');
    if (answer) return answer;
    if (new URL(request.url).hostname === 'localhost') return network(request);
    const message = `Backend simulado: nada responde ${request.method} ${request.url}`;
    log(message);
    throw networkFailure(message);
  };
}
