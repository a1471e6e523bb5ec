// The page is sent once everything is ready, as Remix's template does for bots: no loader defers
// data, and streaming would put the hydration data after `</html>`. Being whole, it goes out as
// one body of known length.
import { Writable } from 'node:stream';
import { type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { PRIVATE_CACHE_CONTROL } from '@server/http/private-responses';
import { addRetryAfter } from '@server/http/retry-after';
import { logger } from '@server/log/logger';
import { cachePolicy } from '~/lib/cache-policy.server';
import { cspNonce } from '~/lib/csp-nonce.server';
import { contentSecurityPolicy } from '~/lib/csp.server';
import { NonceProvider } from '~/lib/nonce';

const ABORT_DELAY_MS = 5_000;

export default function handleRequest(
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
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // React calls onAllReady from its own scheduled work, after this returns (as `pipe` is).
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          for (const [name, value] of Object.entries(
            cachePolicy(request, status, responseHeaders, remixContext),
          ))
            responseHeaders.set(name, value);
          addRetryAfter(status, responseHeaders);
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                const body = Buffer.concat(chunks);
                responseHeaders.set('Content-Length', String(body.length));
                resolve(new Response(body, { status, headers: responseHeaders }));
                done();
              },
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          logger.error({ err: error }, '[remix] render error');
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY_MS);
  });
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
