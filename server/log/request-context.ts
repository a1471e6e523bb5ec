/**
 * The request a log line belongs to. Every line written while a request is served (an upstream
 * call, a payment event, a store outage, Remix's own errors) carries its id, so support can find
 * everything one visitor's request did from the X-Request-Id the browser received.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
}

declare global {
  // The Remix build bundles its own copy of this module while the server entry loads it from
  // source: both copies must read the one storage the HTTP edge writes.
  var __kodeaRequestContext: AsyncLocalStorage<RequestContext> | undefined;
}

const storage = (globalThis.__kodeaRequestContext ??= new AsyncLocalStorage<RequestContext>());

export function runInRequest<T>(requestId: string, run: () => T): T {
  return storage.run({ requestId }, run);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
