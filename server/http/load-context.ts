/**
 * What the edge hands Remix with each request, its load context: the `context` of every loader
 * and action and the last argument of the entry's `handleRequest`. It takes back the route Remix
 * matched, for the request's log line (server/http/request-log.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Remix's own match, told by the entry: the deepest route id of a rendered page. */
    routeMatched?: (routeId: string) => void;
  }
}

/** `req` is express's request; its route label is written. */
export function requestLoadContext(req: { headers: IncomingHttpHeaders; routePattern?: string }) {
  return {
    routeMatched: (routeId: string) => {
      req.routePattern = routeId;
    },
  };
}
