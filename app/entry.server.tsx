/**
 * Server rendering. Pages use no deferred data, so each renders to one string (renderToString):
 * no stream plumbing, no abort timer per request, one write (docs/decisions/014). The CSP nonce
 * is per response; the cache policy depends on the page and on whether a visitor is signed in.
 */
import { randomBytes } from 'node:crypto';
import type { EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { cachePolicy } from '~/lib/cache-policy.server';
import { contentSecurityPolicy } from '~/lib/csp.server';
import { NonceProvider } from '~/lib/nonce';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64');
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  for (const [name, value] of Object.entries(
    cachePolicy(request, responseStatusCode, responseHeaders, remixContext),
  ))
    responseHeaders.set(name, value);
  return new Response(`<!DOCTYPE html>${html}`, { status: responseStatusCode, headers: responseHeaders });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error('[remix]', error);
}
