// app/entry.server.tsx: a page is rendered whole, the cheapest way that gives the same bytes
// (decisions 107, 115), and sent; nothing of its render is left to run.
import { RemixServer } from '@remix-run/react';
import type { ServerBuild } from '@remix-run/node';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { describe, expect, it, vi } from 'vitest';
import { documentEndLast } from '../../app/lib/document-end.server';
import { logger } from '../../server/log/logger';
import { documentApp } from '../support/remix-document';

/** The entry's limit for a render (ABORT_DELAY_MS), and a margin. */
const AFTER_THE_RENDER_LIMIT_MS = 5_000 + 500;

/** Every page as decision 107 rendered it: React's Web Streams renderer, whole, its end tags last. */
const streamedEntry: ServerBuild['entry']['module'] = {
  async default(request, status, headers, context) {
    const stream = await renderToReadableStream(createElement(RemixServer, { context, url: request.url }));
    await stream.allReady;
    headers.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(documentEndLast(await new Response(stream).text()), { status, headers });
  },
};

describe('a rendered page', () => {
  it("is, when it does not hydrate, the same bytes as React's Web Streams renderer gives", async () => {
    const [served, streamed] = [documentApp(), documentApp(streamedEntry)];
    for (const path of ['/plana', '/tardia']) {
      const [ours, reference] = await Promise.all([served(path), streamed(path)]);
      const bytes = Buffer.from(await ours.arrayBuffer());
      expect(bytes.equals(Buffer.from(await reference.arrayBuffer())), path).toBe(true);
      expect(ours.headers.get('Content-Length')).toBe(String(bytes.length));
      expect(bytes.includes(0), path).toBe(false);
    }
  });

  it('waits for a part that suspends, as the streaming renderer does', async () => {
    const html = await (await documentApp()('/tardia')).text();
    expect(html).toContain('Llegó después: ñandú');
    expect(html).not.toContain('Cargando…');
  });

  it('keeps the loader data of a page that hydrates inside its body, and no NUL byte', async () => {
    const response = await documentApp()('/hidratada');
    const bytes = Buffer.from(await response.arrayBuffer());
    const html = bytes.toString('utf8');
    expect(html).toContain('window.__remixContext.streamController.close();');
    expect(html).toMatch(/<\/script>(<!--\/\$-->)+<\/body><\/html>$/);
    expect(bytes.includes(0)).toBe(false);
  });

  it('logs no render error once it has been sent, even after the render limit', async () => {
    const error = vi.spyOn(logger, 'error');
    const serve = documentApp();
    for (const path of ['/plana', '/hidratada']) {
      const response = await serve(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Línea 299: acción, ñandú · café');
    }
    await new Promise((resolve) => setTimeout(resolve, AFTER_THE_RENDER_LIMIT_MS));
    expect(error).not.toHaveBeenCalled();
  }, 20_000);
});
