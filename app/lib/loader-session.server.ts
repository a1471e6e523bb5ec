/**
 * A loader's session: read once for all the loaders of a request, through the load context the
 * edge gives Remix (server/http/load-context.ts). An action reads its own, since it changes the
 * session and the loaders after it must see what it stored; so does a loader called without the
 * edge's context (a test).
 */
import type { AppLoadContext } from '@remix-run/node';
import { getSession, type KodeaSession } from '@server/session.server';
import { getCaller, type Caller } from './trpc.server';

/** Loaders get a GET request, also after an action in the same request. */
const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

export function loaderSession(request: Request, context?: AppLoadContext): Promise<KodeaSession> {
  const shared = isRead(request) ? context?.session : undefined;
  return shared ? shared() : getSession(request);
}

/** The tRPC caller in the name of the request's session. */
export async function loaderCaller(request: Request, context?: AppLoadContext): Promise<Caller> {
  return getCaller(request, await loaderSession(request, context));
}
