// The page is sent once everything is ready, as the Remix single-fetch guide allows with
// `allReady`: no loader defers data. React's Web Streams renderer, not its Node one: React 18.3's
// Node renderer writes NUL bytes where a multi-byte character meets its 2 KB buffer's end, fixed
// only in React 19 (decision 107). Being whole, it goes out as one body of known length.
import { type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { PRIVATE_CACHE_CONTROL } from '@server/http/private-responses';
import { addRetryAfter } from '@server/http/retry-after';
import { logger } from '@server/log/logger';
import { cachePolicy } from '~/lib/cache-policy.server';
import { cspNonce } from '~/lib/csp-nonce.server';
import { contentSecurityPolicy } from '~/lib/csp.server';
import { documentEndLast } from '~/lib/document-end.server';
import { NonceProvider } from '~/lib/nonce';

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The request log's route label is the match Remix has already made for this page.
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  if (leaf) loadContext.routeMatched?.(leaf.route.id);
  const nonce = cspNonce();
  let status = responseStatusCode;
  const abort = new AbortController();
  // Cleared once the page is whole: a signal that fired later made React abort a finished render
  // and log it as a render error, for every page.
  const timer = setTimeout(() => abort.abort(new Error('the page took too long to render')), ABORT_DELAY_MS);
  let body: ArrayBuffer;
  try {
    // A shell that fails to render rejects here, as onShellError did: Remix answers with its error page.
    const stream = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        signal: abort.signal,
        onError(error: unknown) {
          status = 500;
          logger.error({ err: error }, '[remix] render error');
        },
      },
    );
    await stream.allReady;
    body = await new Response(stream.pipeThrough(documentEndLast())).arrayBuffer();
  } finally {
    clearTimeout(timer);
  }
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Length', String(body.byteLength));
  for (const [name, value] of Object.entries(cachePolicy(request, status, responseHeaders, remixContext)))
    responseHeaders.set(name, value);
  addRetryAfter(status, responseHeaders);
  return new Response(body, { status, headers: responseHeaders });
}

/**
 * A data request carries the visitor's own data (a revealed child password): never stored. No
 * loader defers data, so its answer is whole at once and goes out as a page does: one body of
 * known length, which the compression middleware leaves alone when it is small.
 */
export const handleDataRequest: HandleDataRequestFunction = async (response) => {
  // A copy of the headers: a route may return a Response whose own are immutable.
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  headers.append('Vary', 'Cookie');
  addRetryAfter(response.status, headers);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  if (body) headers.set('Content-Length', String(body.length));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * Remix's notice for a `?_data=` request, the data protocol before single fetch. Our client never
 * sends one, so it comes from a script; Remix still answers it, and once wrote an error line with
 * a stack for each (issue 74).
 */
const LEGACY_DATA_NOTICE = 'Warning: Single fetch-enabled apps should not be making ?_data requests';

function isLegacyDataNotice(error: unknown, request: Request): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith(LEGACY_DATA_NOTICE) &&
    new URL(request.url).searchParams.has('_data')
  );
}

/**
 * A 4xx Remix raised itself is the client's doing: its request line (a warning) says it, without
 * a stack. Anything else a loader or action threw is a fault of ours: an error, with its stack.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isLegacyDataNotice(error, request)) return void logger.info('[remix] a ?_data request, answered');
  logger.error({ err: error }, '[remix] error');
}
