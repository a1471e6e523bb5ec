/** The entry's rendered page travels beside its Response, which carries its status and headers (decision 043). */
import { describe, expect, it } from 'vitest';
import { renderedPageOf, renderedPageResponse } from '@server/http/rendered-pages';

describe('rendered pages', () => {
  it('gives the edge the page of the Response the entry made, and nothing for any other', async () => {
    const response = renderedPageResponse('<!DOCTYPE html><p>hola</p>', {
      status: 404,
      headers: { 'x-a': '1' },
    });
    expect(renderedPageOf(response)).toEqual({ html: '<!DOCTYPE html><p>hola</p>', keptBlocks: [] });
    expect(renderedPageOf(new Response('<p>otra</p>'))).toBeNull();
    expect(renderedPageOf(new Response(response.body, response))).toBeNull();
  });

  it('keeps the page’s kept blocks beside it, for gzip to splice in (decision 064)', () => {
    const response = renderedPageResponse('<p>a</p><div>bloque</div>', { status: 200 }, ['bloque']);
    expect(renderedPageOf(response)?.keptBlocks).toEqual(['bloque']);
  });

  it('keeps the status and headers in the Response, and the page beside it only', () => {
    const response = renderedPageResponse('<p>página</p>', { status: 503, headers: { 'Retry-After': '60' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(response.body).toBeNull();
  });
});
