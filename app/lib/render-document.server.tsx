/**
 * A page's whole HTML document, rendered the cheapest way that gives the same bytes.
 *
 * A page that hydrates renders Remix's `<Scripts>`, whose loader data Remix streams into the
 * document from a `<Suspense>` boundary: React's Web Streams renderer waits for it (`allReady`).
 * Its Node renderer is not used: React 18.3's writes NUL bytes where a multi-byte character meets
 * its buffer's end (decision 107).
 *
 * A page that does not hydrate (most of them: app/lib/page-handles.ts) has nothing to wait for:
 * the boundary renders nothing at once. React's `renderToString` then writes the same markup as
 * one string, which is encoded once, where the Web Streams renderer encodes every text and
 * attribute by itself into 512-byte chunks that are joined again (decision 115).
 */
import type { EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { renderToReadableStream } from 'react-dom/server.browser';
import { logger } from '@server/log/logger';
import { documentEndLast, documentEndLastInBytes } from '~/lib/document-end.server';
import { NonceProvider } from '~/lib/nonce';
import { shouldHydrate } from '~/lib/page-handles';

const ABORT_DELAY_MS = 5_000;

export interface RenderedDocument {
  html: Buffer<ArrayBuffer>;
  /** A part of the page failed to render (React recovered, the log says what): the page is a 500. */
  failed: boolean;
}

function page(context: EntryContext, url: string, nonce: string) {
  return (
    <NonceProvider value={nonce}>
      <RemixServer context={context} url={url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
    </NonceProvider>
  );
}

/** Whether the root's Layout renders `<Scripts>`: the same rule on the same matches (app/root.tsx). */
export function documentHydrates(context: EntryContext): boolean {
  const { matches, loaderData } = context.staticHandlerContext;
  return shouldHydrate(
    matches.map(({ route }) => ({
      handle: context.routeModules[route.id]?.handle,
      data: loaderData[route.id],
    })),
  );
}

/**
 * The document as one string, or null when it cannot be one. Rendered from a copy of the context
 * whose data stream is a stand-in nobody writes to: a page without `<Scripts>` never reads it, and
 * should the page render them after all, the real stream is still unread for the streaming render.
 */
function renderWhole(context: EntryContext, url: string, nonce: string): string | null {
  const plain: EntryContext = { ...context, renderMeta: {}, serverHandoffStream: new ReadableStream() };
  const html = renderToString(page(plain, url, nonce));
  // `<!--$!-->`: a boundary left to the browser, as something in it suspended or failed.
  if (plain.renderMeta?.didRenderScripts || html.includes('<!--$!-->')) return null;
  // renderToString leaves the doctype to its caller; the streaming renderer writes it itself.
  return documentEndLast(`<!DOCTYPE html>${html}`);
}

async function renderStreamed(context: EntryContext, url: string, nonce: string): Promise<RenderedDocument> {
  let failed = false;
  const abort = new AbortController();
  // Cleared once the page is whole: a signal that fired later made React abort a finished render.
  const timer = setTimeout(() => abort.abort(new Error('the page took too long to render')), ABORT_DELAY_MS);
  try {
    // A shell that fails to render rejects here: Remix answers with its error page.
    const stream = await renderToReadableStream(page(context, url, nonce), {
      nonce,
      signal: abort.signal,
      onError(error: unknown) {
        failed = true;
        logger.error({ err: error }, '[remix] render error');
      },
    });
    await stream.allReady;
    const chunks: Uint8Array[] = [];
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    return { html: documentEndLastInBytes(Buffer.concat(chunks)), failed };
  } finally {
    clearTimeout(timer);
  }
}

export async function renderDocument(
  context: EntryContext,
  url: string,
  nonce: string,
): Promise<RenderedDocument> {
  const whole = documentHydrates(context) ? null : renderWhole(context, url, nonce);
  if (whole !== null) return { html: Buffer.from(whole), failed: false };
  return renderStreamed(context, url, nonce);
}
