/**
 * The answer of the first of some msw handlers that answers a request, for mock mode's
 * in-process fetch (simulated-fetch.ts). msw's own `run` prepares every handler it tries for
 * whatever a handler might use: a clone of the request, the cookies of the request and of msw's
 * cookie store (tough-cookie parsing the URL's domain), an AbortController for `finalize`, aborted
 * with its DOMException once the resolver is done — a fifth of a simulated call, none of it read
 * by the simulated upstream's handlers. Here a plain handler (a method and a path) is matched
 * with msw's own `matchRequestUrl` and its resolver called with the request and its params.
 *
 * Anything else goes through msw as before: a handler with a predicate of its own, one used
 * `once` (tests), or any list holding one. A resolver that answers with something other than a
 * response or nothing (a generator's iterator) is refused loudly: it would need msw's run.
 */
import { getResponse, HttpHandler, matchRequestUrl, type Match, type Path, type RequestHandler } from 'msw';

type Resolver = (info: Record<string, unknown>) => unknown;

/** What a handler's resolver is called with that the simulated upstream never reads. */
const UNREAD = {
  get cookies(): never {
    throw new Error('Backend simulado: un handler leyó cookies; respóndelo con el run de msw');
  },
};

function isPlain(handler: RequestHandler): handler is HttpHandler {
  return (
    handler instanceof HttpHandler &&
    typeof handler.info.path !== 'function' &&
    !(handler as unknown as { options?: { once?: boolean } }).options?.once
  );
}

function methodFits(handler: HttpHandler, method: string): boolean {
  const own = handler.info.method;
  return own instanceof RegExp ? own.test(method) : own.toUpperCase() === method.toUpperCase();
}

/**
 * msw's `matchRequestUrl` compiles the handler's path into a matcher (path-to-regexp) on every
 * call: about 1 % of a page that makes one simulated call (docs/decisions/054). A path and an
 * address (query aside, as msw matches) always match the same way, so the match is kept,
 * boundedly; every resolver gets its own copy of the params.
 */
const MAX_KEPT_MATCHES = 5_000;
const keptMatches = new Map<string, Match>();

function matchOf(url: URL, path: Path): Match {
  if (typeof path !== 'string') return matchRequestUrl(url, path);
  const key = `${path}\u0000${url.origin}${url.pathname}`;
  let match = keptMatches.get(key);
  if (!match) {
    match = matchRequestUrl(url, path);
    if (keptMatches.size >= MAX_KEPT_MATCHES) keptMatches.clear();
    keptMatches.set(key, match);
  }
  return match;
}

let nextRequestId = 0;

export async function firstAnswer(
  handlers: RequestHandler[],
  request: Request,
): Promise<Response | undefined> {
  if (!handlers.every(isPlain)) return getResponse(handlers, request);
  const requestId = `simulated-${++nextRequestId}`;
  let url: URL | null = null;
  for (const handler of handlers) {
    if (!methodFits(handler, request.method)) continue;
    url ??= new URL(request.url);
    const match = matchOf(url, handler.info.path as Path);
    if (!match.matches) continue;
    // msw keeps the resolver to itself (protected); `run` is the only other way in.
    const resolver = (handler as unknown as { resolver: Resolver }).resolver;
    let answer: unknown;
    try {
      answer = await resolver(
        Object.create(UNREAD, {
          request: { value: request, enumerable: true },
          params: { value: { ...match.params }, enumerable: true },
          requestId: { value: requestId, enumerable: true },
        }),
      );
    } catch (thrown) {
      // msw lets a resolver throw its response (an early return from deep inside it).
      if (!(thrown instanceof Response)) throw thrown;
      answer = thrown;
    }
    if (answer instanceof Response) return answer;
    if (answer !== undefined && answer !== null)
      throw new Error(`Backend simulado: ${handler.info.header} no respondió con un Response`);
  }
  return undefined;
}
