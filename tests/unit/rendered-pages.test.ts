/** The entry's rendered page travels beside its Response; the Response itself stays whole (decision 043). */
import { describe, expect, it } from 'vitest';
import { renderedPageOf, renderedPageResponse } from '@server/http/rendered-pages';

describe('rendered pages', () => {
  it('gives the edge the page of the Response the entry made, and nothing for any other', async () => {
    const response = renderedPageResponse('<!DOCTYPE html><p>hola</p>', {
      status: 404,
      headers: { 'x-a': '1' },
    });
    expect(renderedPageOf(response)).toBe('<!DOCTYPE html><p>hola</p>');
    expect(renderedPageOf(new Response('<p>otra</p>'))).toBeNull();
    expect(renderedPageOf(new Response(response.body, response))).toBeNull();
  });

  it('leaves the whole page in the Response for anything else that reads it', async () => {
    const response = renderedPageResponse('<p>página</p>', { status: 200 });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>página</p>');
  });
});
