/**
 * Server rendering, as Remix's Node template does it for bots, for everyone: the page is sent once
 * everything is ready. No loader defers data, so the shell would only be ready earlier by leaving
 * single fetch's hydration data to stream after `</html>` in React's Suspense templates (invalid
 * HTML, and no sooner useful). The CSP nonce is per response; the cache policy depends on
 * the page and on whether a visitor is signed in. Remix's data requests carry a signed-in user's
 * data as much as the page does: never cached.
 */
import { PassThrough } from 'node:stream';
import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
} from '@remix-run/node';
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
) {
  const nonce = cspNonce();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          for (const [name, value] of Object.entries(
            cachePolicy(request, status, responseHeaders, remixContext),
          ))
            responseHeaders.set(name, value);
          addRetryAfter(status, responseHeaders);
          resolve(
            new Response(createReadableStreamFromReadable(body), { status, headers: responseHeaders }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          logger.error({ err: error }, '[remix] render error');
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS);
  });
}

/**
 * Data requests are made by the hydrated app for one route's loader or action, with the visitor's
 * cookies: the answer is theirs (a parent's revealed child password, for one), so it is never
 * stored, whatever the route said.
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  // A copy of the headers: a route may return a Response whose own are immutable.
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  headers.append('Vary', 'Cookie');
  addRetryAfter(response.status, headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * Errors Remix caught. A 4xx it raised itself (an unknown URL, a method a route does not take) is
 * the client's doing: the server logs it as one line when it answers (server/http/request-log.ts),
 * with no stack. Anything else is ours: logged with its stack.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error }, '[remix] error');
}
