/**
 * Pages and data answers are whole before they leave (no loader defers data), and go out so
 * (decision 101): one body of known length, compressed in one piece when it is large enough to be
 * worth it, sent as it is when it is small, as a proxy in front of the app would.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useMockApp } from './harness/use-mock-app';

const origin = useMockApp();

/** A cookie naming no session: the page is rendered, not served from the anonymous page cache. */
const RENDERED = '__kodea_session=no-such-session';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as sent, with the headers as sent. */
function raw(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin()}${path}`, { headers }, (answer) => {
      const parts: Buffer[] = [];
      answer.on('data', (part: Buffer) => parts.push(part));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(parts) }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

/** What zlib writes where a stream is flushed before its end: an empty stored block. */
const SYNC_FLUSH = Buffer.from([0x00, 0x00, 0xff, 0xff]);

describe('pages and data answers go out whole', () => {
  it('a page carries its length instead of coming in chunks', async () => {
    const page = await raw('/terminos-y-condiciones', { 'accept-encoding': 'identity', cookie: RENDERED });
    expect(page.status).toBe(200);
    expect(page.headers['transfer-encoding']).toBeUndefined();
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
  });

  it('a page is compressed in one piece, not flushed piece by piece', async () => {
    const page = await raw('/terminos-y-condiciones', { 'accept-encoding': 'gzip', cookie: RENDERED });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.body.includes(SYNC_FLUSH)).toBe(false);
    expect(gunzipSync(page.body).toString('utf8')).toContain('</html>');
  });

  it('a small data answer is sent as it is', async () => {
    const data = await raw('/terminos-y-condiciones.data', {
      'accept-encoding': 'gzip, br',
      cookie: RENDERED,
    });
    expect(data.status).toBe(200);
    expect(data.headers['content-encoding']).toBeUndefined();
    expect(Number(data.headers['content-length'])).toBe(data.body.length);
    expect(data.body.length).toBeLessThan(1024);
  });

  it("a small resource route's answer (robots.txt) is sent as it is, with its length", async () => {
    const robots = await raw('/robots.txt', { 'accept-encoding': 'gzip, br' });
    expect(robots.status).toBe(200);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.headers['transfer-encoding']).toBeUndefined();
    expect(Number(robots.headers['content-length'])).toBe(robots.body.length);
    expect(robots.body.toString('utf8')).toContain('Sitemap: ');
  });

  it('a large one (the sitemap) is compressed in one piece', async () => {
    const sitemap = await raw('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(sitemap.body.includes(SYNC_FLUSH)).toBe(false);
    expect(gunzipSync(sitemap.body).toString('utf8')).toContain('</urlset>');
  });
});
