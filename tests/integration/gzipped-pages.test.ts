/**
 * Pages gzipped with their kept blocks compressed once (decision 064): what a browser that takes
 * gzip unpacks is the page a client without gzip gets, byte for byte but the nonce, on the pages
 * made of kept blocks — the home, the parents' zone, the organization dashboard — and on a page
 * without any. gunzip checks each answer's CRC and length.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newBrowser, type HttpClient } from './harness/http-client';
import { useMockApp } from './harness/use-mock-app';
import { signIn } from './support/sign-in';

const origin = useMockApp();

/** The bytes as sent: the harness's client reads every answer as text. */
function gzipped(browser: HttpClient, path: string): Promise<{ encoding: unknown; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${origin()}${path}`,
      { headers: { 'accept-encoding': 'gzip', cookie: browser.jar.header() ?? '' } },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () =>
          resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(parts) }),
        );
      },
    );
    call.on('error', reject);
    call.end();
  });
}

const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

async function expectSamePage(browser: HttpClient, path: string, mark: string) {
  // Twice: the first view writes the blocks, the second splices the kept ones in.
  for (let view = 0; view < 2; view += 1) {
    const packed = await gzipped(browser, path);
    expect(packed.encoding).toBe('gzip');
    const unpacked = gunzipSync(packed.body).toString('utf8');
    const plain = (await browser.get(path)).body;
    expect(unpacked).toContain(mark);
    expect(withoutNonce(unpacked)).toBe(withoutNonce(plain));
  }
}

describe('gzipped pages with kept blocks', () => {
  it('the home, rendered for a visitor, and a page without data', async () => {
    const visitor = newBrowser(origin());
    // A cookie naming no session: the page is rendered, not served from the page cache.
    visitor.jar.set('__kodea_session', 'no-such-session');
    await expectSamePage(visitor, '/', 'id="programas-titulo"');
    await expectSamePage(visitor, '/terminos-y-condiciones', '/build/enhance-');
  });

  it('the parents’ zone and the organization dashboard, each for its own account', async () => {
    const parent = newBrowser(origin());
    await signIn(parent, 'padre@example.com');
    await expectSamePage(parent, '/dashboard?hijo=501&pestana=rutas', 'data-testid="current-path"');
    const coordinator = newBrowser(origin());
    await signIn(coordinator, 'org@example.com');
    await expectSamePage(coordinator, '/dashboardb2b/organization/1', 'data-testid="org-count"');
  });
});
