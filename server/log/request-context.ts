/**
 * The request a log line belongs to. Every line written while a request is served (an upstream
 * call, a payment event, a store outage, Remix's own errors) carries its id, so support can find
 * everything one visitor's request did from the X-Request-Id the browser received.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** An upstream call as the request's log line tells it (server/upstream/client.ts). */
export type UpstreamCallNote = Record<string, unknown>;

/**
 * At most this many calls ride on one request's line; past it (a loop gone wrong) each call writes
 * its own line again, so a line stays one bounded write.
 */
const MAX_NOTED_CALLS = 32;

interface RequestContext {
  requestId: string;
  /**
   * The request's upstream calls, while its own line is still to be written;
   * absent where no line will carry them (a test's context, or once the line is written).
   */
  calls?: UpstreamCallNote[];
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(requestId: string, run: () => T): T {
  return storage.run({ requestId }, run);
}

/**
 * A request whose own log line will carry its upstream calls (server/http/request-log.ts): `run`
 * serves it, and `takeCalls` hands the calls over when the line is written. A call that ends
 * after that (work the request left running) writes its own line again.
 */
export function requestWithLine(requestId: string) {
  const context: RequestContext = { requestId, calls: [] };
  return {
    run: <T>(serve: () => T): T => storage.run(context, serve),
    takeCalls(): UpstreamCallNote[] {
      const calls = context.calls ?? [];
      context.calls = undefined;
      return calls;
    },
  };
}

/**
 * Notes an upstream call that did not fail on the current request's line; false when no line will
 * carry it (outside a request, in a test, after the line, past MAX_NOTED_CALLS): the caller logs it.
 */
export function noteUpstreamCall(call: UpstreamCallNote): boolean {
  const calls = storage.getStore()?.calls;
  if (!calls || calls.length >= MAX_NOTED_CALLS) return false;
  calls.push(call);
  return true;
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
