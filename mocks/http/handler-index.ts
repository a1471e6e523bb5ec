/**
 * The simulated upstream's handlers, indexed. msw finds the handler of a request by trying every
 * handler in order, compiling each one's path into a regular expression on every try: with every
 * scenario override in front of the base handlers, an upstream call in mock mode paid for about a
 * hundred compilations — a tenth of a signed-in page's cost, profiled (docs/decisions/042). Here
 * each handler's method and the literal start of its path are read once; a request is offered
 * only to the handlers that could match it, still in their order and still through msw itself, so
 * scenarios, `once` and everything else msw decides behave as before.
 */
import { getResponse, http, HttpHandler, type RequestHandler } from 'msw';

interface IndexedHandler {
  handler: RequestHandler;
  /** Upper-case method, or null for one that takes several (http.all). */
  method: string | null;
  /** The path up to its first parameter or wildcard: a URL that does not start with it cannot match. */
  prefix: string;
}

function indexed(handler: RequestHandler): IndexedHandler {
  if (!(handler instanceof HttpHandler)) return { handler, method: null, prefix: '' };
  const { method, path } = handler.info;
  return {
    handler,
    method: typeof method === 'string' && method.toUpperCase() !== 'ALL' ? method.toUpperCase() : null,
    prefix: typeof path === 'string' && /^https?:\/\//.test(path) ? path.split(/[:*]/, 1)[0] : '',
  };
}

/** The handlers a request could match, in their order. */
export function candidateHandlers(
  handlers: readonly RequestHandler[],
): (request: Request) => RequestHandler[] {
  const index = handlers.map(indexed);
  return (request) =>
    index
      .filter(
        (entry) =>
          (entry.method === null || entry.method === request.method) && request.url.startsWith(entry.prefix),
      )
      .map((entry) => entry.handler);
}

/**
 * One msw handler that answers with the first of `handlers` that matches, as msw would. A request
 * no handler could match is not matched here either, so msw's unhandled-request policy still
 * applies to it (tests: an error; mock mode: localhost passes, anything else fails loudly). One
 * under a handler's literal prefix that its parameters then refuse passes through to the network,
 * where the simulated hosts do not exist.
 */
export function indexedHandler(handlers: readonly RequestHandler[]): HttpHandler {
  const candidates = candidateHandlers(handlers);
  const offered = new WeakMap<Request, RequestHandler[]>();
  return http.all(
    ({ request }) => {
      const list = candidates(request);
      offered.set(request, list);
      return list.length > 0;
    },
    ({ request }) => getResponse(offered.get(request) ?? candidates(request), request),
  );
}
