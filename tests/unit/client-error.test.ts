import { describe, expect, it } from 'vitest';
import { clientErrorStatus, refusedRequestLine } from '../../server/http/client-error';

describe("the answer to a request Node's parser refused", () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_INVALID_VERSION', 400],
    ['HPE_INVALID_CHUNK_SIZE', 400],
    [undefined, 400],
  ])('%s → %i, as Node itself answers', (code, status) => {
    expect(clientErrorStatus(code)).toBe(status);
  });

  it('logs the method and path the refused bytes name, bounded, never the query', () => {
    expect(refusedRequestLine(Buffer.from('GET /cursos?token=x HTTP/9.9\r\nHost: a\r\n\r\n'))).toEqual({
      method: 'GET',
      path: '/cursos',
    });
    expect(refusedRequestLine(Buffer.from('BREW /\u0001 HTTP/1.1\r\n'))).toEqual({ method: '-', path: '/?' });
    expect(refusedRequestLine(Buffer.from('HELLO'))).toEqual({ method: '-', path: '-' });
    expect(refusedRequestLine(undefined)).toEqual({ method: '-', path: '-' });
    expect(refusedRequestLine(Buffer.from(`GET /${'a'.repeat(5000)} HTTP/1.1`)).path.length).toBeLessThan(
      210,
    );
  });
});
