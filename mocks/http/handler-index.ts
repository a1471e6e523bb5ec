/**
 * The simulated upstream's handlers, indexed. msw finds the handler of a request by trying every
 * handler in order, compiling each one's path into a regular expression and reading the request's
 * cookies on every try: with every scenario override in front of the base handlers, an upstream
 * call in mock mode paid for about a hundred of those (docs/decisions/042, 044). Here each
 * handler's method and path are read once into a test that can only say too much, never too
 * little (a superset of what msw would match); a request is offered only to the handlers that pass
 * it, still in their order and still through msw itself, so scenarios, `once` and everything else
 * msw decides behave as before.
 */
import { HttpHandler, type RequestHandler } from 'msw';

interface IndexedHandler {
  handler: RequestHandler;
  /** Upper-case method, or null for one that takes several (http.all). */
  method: string | null;
  /** Whether a URL (origin and path, no query) could match the handler's path. */
  couldMatch: (url: string) => boolean;
}

const ANY_URL = () => true;
const ORIGIN = /^https?:\/\/[^/]+/i;

/**
 * A test for the URLs an absolute msw path could match: `:param` is any one segment, `*` anything,
 * trailing slashes optional, any case. Paths with other path-to-regexp syntax, non-ASCII or
 * escaped characters, relative paths and regular expressions are not read here: every URL passes,
 * and msw alone decides, as before the index.
 */
export function urlTest(path: unknown): (url: string) => boolean {
  if (typeof path !== 'string' || !ORIGIN.test(path)) return ANY_URL;
  if (/[^\x20-\x7e]|[%(){}?+!\\]/.test(path.replace(ORIGIN, ''))) return ANY_URL;
  const pattern = path
    .replace(/\/+$/, '')
    .split(/(:\w+\*?|\*+)/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.^$|[\]]/g, '\\$&');
      return part.startsWith(':') && !part.endsWith('*') ? '[^/]*' : '.*';
    })
    .join('');
  const expression = new RegExp(`^${pattern}/*$`, 'i');
  return (url) => expression.test(url);
}

function indexed(handler: RequestHandler): IndexedHandler {
  if (!(handler instanceof HttpHandler)) return { handler, method: null, couldMatch: ANY_URL };
  const { method, path } = handler.info;
  return {
    handler,
    method: typeof method === 'string' && method.toUpperCase() !== 'ALL' ? method.toUpperCase() : null,
    couldMatch: urlTest(path),
  };
}

/** The request's URL as msw matches it: origin and path, without query nor fragment. */
function cleanUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
}

/** The handlers a request could match, in their order. */
export function candidateHandlers(
  handlers: readonly RequestHandler[],
): (request: Request) => RequestHandler[] {
  const index = handlers.map(indexed);
  return (request) => {
    const url = cleanUrl(request);
    return index
      .filter((entry) => (entry.method === null || entry.method === request.method) && entry.couldMatch(url))
      .map((entry) => entry.handler);
  };
}

/**
 * One msw handler that answers with the first of the handlers `candidates` offers a request, as
 * msw would: each is run in turn, a handler that falls through (its resolver answers nothing)
 * passes the request on, and the last one that matched is what msw reads. A request no candidate
 * matches is not matched here either, so msw's unhandled-request policy still applies to it
 * (tests: an error; mock mode: localhost passes, anything else fails loudly). One that a
 * handler's test passes but msw's own matching then refuses passes through to the network, where
 * the simulated hosts do not exist.
 *
 * Its own `run` goes straight to the candidates: as a plain handler whose resolver called msw's
 * `getResponse`, every upstream call paid for msw's handler machinery twice (a request clone,
 * its cookies parsed, an AbortController aborted with its DOMException), for nothing.
 */
export function indexedHandler(candidates: (request: Request) => RequestHandler[]): HttpHandler {
  return new CandidatesHandler(candidates);
}

type RunArgs = Parameters<RequestHandler['run']>[0];
type RunResult = Awaited<ReturnType<RequestHandler['run']>>;

class CandidatesHandler extends HttpHandler {
  constructor(private readonly candidates: (request: Request) => RequestHandler[]) {
    // Method, path and resolver are msw's bookkeeping only: run() below never reads them.
    super(/.+/, '*', () => undefined);
  }

  override async run(args: RunArgs): Promise<RunResult> {
    let matched: RunResult = null;
    for (const handler of this.candidates(args.request)) {
      const result = await handler.run(args);
      if (result !== null) matched = result;
      if (result?.response) break;
    }
    // msw's HttpHandler types its results by its own parsed shape; any handler's result is read alike.
    return matched as Awaited<ReturnType<HttpHandler['run']>> as RunResult;
  }
}
