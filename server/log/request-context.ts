/**
 * The request a log line belongs to. Every line written while a request is served (an upstream
 * call, a payment event, a store outage, Remix's own errors) carries its id, so support can find
 * everything one visitor's request did from the X-Request-Id the browser received.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
  /** Values worked out once per request (requestScoped). */
  scoped?: Map<string, unknown>;
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

/**
 * The request's own copy of something several of its loaders ask for (a user's data version):
 * made by `create` the first time this request asks for `name`, then the same value for the rest
 * of the request. Undefined outside a request (a timer, a test calling a procedure directly).
 */
export function requestScoped<T>(name: string, create: () => T): T | undefined {
  const context = storage.getStore();
  if (!context) return undefined;
  context.scoped ??= new Map();
  if (!context.scoped.has(name)) context.scoped.set(name, create());
  return context.scoped.get(name) as T;
}

/**
 * Replaces what `requestScoped` keeps under `name` for this request: for a value the request itself
 * has just changed. Nothing outside a request.
 */
export function replaceRequestScoped(name: string, value: unknown): void {
  storage.getStore()?.scoped?.set(name, value);
}
