/**
 * A page's loader data read straight from its loaders' answers (docs/decisions/065).
 *
 * For every loader of every page view, Remix's `callRouteLoader` copies the request twice (to
 * strip its `?index` and `?_data=` parameters: a URL parsed, a Request, an AbortSignal that
 * follows the page's), and the router then checks the answer is a Response, reads its headers and
 * parses its body. Together about 120 µs per loader on this machine, and as much again in
 * collector work: a page without data has one loader, the home two, a dashboard three.
 *
 * For a page's own request (the static handler's `query()`, noted here; never a `?_data=` or a
 * resource route's, which answer with the Response itself):
 * - a URL without a query has nothing to strip: the loader gets the page's request itself;
 * - an answer that is nothing but its JSON (server/http/json-response.ts: status 200, no headers
 *   of the loader's own, so no cookie and no status for Remix to carry) is handed to the router
 *   as the data it would have parsed from it: the same value, read by the same `json()`.
 * Anything else (a redirect, an answer with headers, a thrown response, a value that is not a
 * Response) is answered by Remix's own function, as before.
 */
import type { createStaticHandler } from '@remix-run/router';
import { PLAIN_JSON_DATA } from '../http/json-response';

type CreateStaticHandler = typeof createStaticHandler;

interface CallRouteLoaderArgs {
  loadContext: unknown;
  loader: (args: { request: Request; context: unknown; params: unknown }) => unknown;
  params: unknown;
  request: Request;
  routeId: string;
  singleFetch: boolean;
}
type CallRouteLoader = (args: CallRouteLoaderArgs) => Promise<unknown>;

/** The requests a static handler answers as pages (its `query()`), while they are answered. */
const pageRequests = new WeakSet<Request>();

/** The static handlers note the requests they answer as pages. */
export function notingPageRequests(original: CreateStaticHandler): CreateStaticHandler {
  return (routes, opts) => {
    const handler = original(routes, opts);
    return {
      dataRoutes: handler.dataRoutes,
      query: (request, queryOpts) => {
        pageRequests.add(request);
        return handler.query(request, queryOpts);
      },
      queryRoute: (request, queryOpts) => handler.queryRoute(request, queryOpts),
    };
  };
}

/** The data of an answer that is nothing but its JSON, as the router would parse it; else null. */
function plainJsonData(result: unknown): Promise<unknown> | null {
  if (typeof result !== 'object' || result === null || !(PLAIN_JSON_DATA in result)) return null;
  const read = (result as { [PLAIN_JSON_DATA]: unknown })[PLAIN_JSON_DATA];
  return typeof read === 'function' ? (read.call(result) as Promise<unknown> | null) : null;
}

export function pageLoaderData(original: CallRouteLoader): CallRouteLoader {
  return async (args) => {
    const { request } = args;
    if (args.singleFetch || !pageRequests.has(request)) return original(args);
    if (request.url.includes('?')) {
      const answer = await original(args);
      return (await plainJsonData(answer)) ?? answer;
    }
    const result = await args.loader({ request, context: args.loadContext, params: args.params });
    const data = plainJsonData(result);
    if (data) return data;
    // Remix's own checks and wrapping for any other answer (its copies of the request go unused).
    return original({ ...args, loader: () => result });
  };
}
