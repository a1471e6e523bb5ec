/** The request a log line belongs to, so support finds everything from the X-Request-Id. */
import { AsyncLocalStorage } from 'node:async_hooks';

export type UpstreamCallNote = Record<string, unknown>;

/** Past this (a loop gone wrong) each call writes its own line, so a line stays one bounded write. */
const MAX_NOTED_CALLS = 32;

interface RequestContext {
  requestId: string;
  /** Absent where no line will carry them (a test's context, or once the line is written). */
  calls?: UpstreamCallNote[];
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(requestId: string, run: () => T): T {
  return storage.run({ requestId }, run);
}

/** A call that ends after the line is written writes its own line. */
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

/** False when no line will carry the call: the caller logs it. */
export function noteUpstreamCall(call: UpstreamCallNote): boolean {
  const calls = storage.getStore()?.calls;
  if (!calls || calls.length >= MAX_NOTED_CALLS) return false;
  calls.push(call);
  return true;
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
