/** The request a log line belongs to, so support finds everything from the X-Request-Id. */
import { AsyncLocalStorage } from 'node:async_hooks';

export type UpstreamCallNote = Record<string, unknown>;

/** Past this (a loop gone wrong) each call writes its own line, so a line stays one bounded write. */
const MAX_NOTED_CALLS = 32;

interface RequestContext {
  requestId: string;
  /** Absent where no line will carry them (a test's context, or once the line is written). */
  calls?: UpstreamCallNote[];
  /** performance.now() when the request came in: each call says when it started after it. */
  startedAt?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(requestId: string, run: () => T): T {
  return storage.run({ requestId }, run);
}

/** A call that ends after the line is written writes its own line. */
export function requestWithLine(requestId: string) {
  const context: RequestContext = { requestId, calls: [], startedAt: performance.now() };
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
 * False when no line will carry the call: the caller logs it. `startedAt` (performance.now())
 * becomes `atMs`, how long after the request the call started: with each call's duration, the
 * line shows which calls waited for others (bench/scenarios/latency.ts counts the rounds).
 */
export function noteUpstreamCall(call: UpstreamCallNote, startedAt: number): boolean {
  const context = storage.getStore();
  const calls = context?.calls;
  if (!calls || calls.length >= MAX_NOTED_CALLS) return false;
  const atMs =
    context.startedAt === undefined ? undefined : Math.round((startedAt - context.startedAt) * 10) / 10;
  calls.push(atMs === undefined ? call : { ...call, atMs });
  return true;
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
