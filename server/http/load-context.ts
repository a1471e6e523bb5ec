/**
 * What the edge hands Remix with each request, its load context: the `context` of every loader
 * and action and the last argument of the entry's `handleRequest`. It carries the session, read
 * from the store once for all the loaders of a request, and takes back the route Remix matched,
 * for the request's log line (server/http/request-log.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { getSessionFromCookie, type KodeaSession } from '../session.server';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /**
     * The request's session, read on first use and shared by the request's loaders. Actions read
     * their own (they change it); a loader called without the edge's context (a test) does too.
     */
    session?: () => Promise<KodeaSession>;
    /** Remix's own match, told by the entry: the deepest route id of a rendered page. */
    routeMatched?: (routeId: string) => void;
  }
}

/** `req` is express's request; only its headers are read, and its route label written. */
export function requestLoadContext(req: { headers: IncomingHttpHeaders; routePattern?: string }) {
  let session: Promise<KodeaSession> | undefined;
  return {
    session: () => (session ??= getSessionFromCookie(req.headers.cookie)),
    routeMatched: (routeId: string) => {
      req.routePattern = routeId;
    },
  };
}
