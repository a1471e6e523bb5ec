// The page is sent once everything is ready, as the Remix single-fetch guide allows with
// `allReady`: no loader defers data. Being whole, it goes out as one body of known length; how it
// is rendered: app/lib/render-document.server.tsx (decisions 107, 115).
import { type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';
import { PRIVATE_CACHE_CONTROL } from '@server/http/private-responses';
import { addRetryAfter } from '@server/http/retry-after';
import { logger } from '@server/log/logger';
import { cachePolicy } from '~/lib/cache-policy.server';
import { cspNonce } from '~/lib/csp-nonce.server';
import { contentSecurityPolicy } from '~/lib/csp.server';
import { renderDocument } from '~/lib/render-document.server';

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
  const { html, failed } = await renderDocument(remixContext, request.url, nonce);
  const status = failed ? 500 : responseStatusCode;
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Length', String(html.byteLength));
  for (const [name, value] of Object.entries(cachePolicy(request, status, responseHeaders, remixContext)))
    responseHeaders.set(name, value);
  addRetryAfter(status, responseHeaders);
  return new Response(html, { status, headers: responseHeaders });
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
