/**
 * Whole bodies sent in one write (server/http/send-whole.ts): a page's text is gzipped from one
 * kept buffer, so every answer must carry its own page, whole, whatever came before it — a longer
 * page, a page of multi-byte characters, two answers in flight at once.
 */
import { request } from 'node:http';
import { constants, deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptMarker } from '../../server/http/kept-markers';
import { sendWholeText } from '../../server/http/send-whole';
import { passthroughFetch, serve, type TestServer } from './mock-http';

const pages: Record<string, string> = {
  long: `<p>${'Lección de programación — «Scratch» ‹nivel 1› '.repeat(4000)}</p>`,
  short: `<p>${'Matrícula confirmada. '.repeat(80)}</p>`,
  emoji: `<p>${'🎉 ¡Bienvenida, Sofía! 👩‍💻 '.repeat(300)}</p>`,
  tiny: '<p>Hola</p>',
};

/** A kept block (MarkupOnce) large enough to be spliced in compressed, and one too small to be. */
const keptLarge = `<section>${'<article>Pack Scratch Junior y Code.org · 8 sesiones</article>'.repeat(
  60,
)}</section>`;
const keptSmall = '<nav><a href="/cursos">Cursos</a></nav>';
const withBlocks = `<!DOCTYPE html><p>${'Hola 👋 '.repeat(
  50,
)}</p>${keptSmall}${keptLarge}<footer>pie</footer>`;
/** Each page's kept blocks, as the entry notes them, and the page with their markers (kept-markers.ts). */
const blocksOf: Record<string, string[]> = { blocks: [keptSmall, keptLarge], small: [keptSmall] };
const rendered: Record<string, string> = {
  blocks: withBlocks.replace(keptSmall, keptMarker(0)).replace(keptLarge, keptMarker(1)),
  small: `<p>${'Matrícula confirmada. '.repeat(80)}</p>${keptMarker(0)}`,
};
pages.blocks = withBlocks;
pages.small = `<p>${'Matrícula confirmada. '.repeat(80)}</p>${keptSmall}`;

let server: TestServer;

beforeAll(async () => {
  const app = express();
  app.all('/:page', (req, res) =>
    sendWholeText(
      req,
      res,
      rendered[req.params.page] ?? pages[req.params.page] ?? '',
      blocksOf[req.params.page] ?? [],
    ),
  );
  server = await serve(app);
});
afterAll(() => server.close());

async function raw(path: string, init: RequestInit = {}) {
  // Node's fetch would gunzip the body itself: node:http gives the bytes as sent.
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const call = request(
        `${server.origin}${path}`,
        { method: init.method ?? 'GET', headers: init.headers as Record<string, string> },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      call.on('error', reject);
      call.end();
    },
  );
}

describe('sendWholeText', () => {
  it('gzips each page whole, after a longer one and with multi-byte characters', async () => {
    for (const name of ['long', 'short', 'emoji', 'long', 'short']) {
      const answer = await raw(`/${name}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(gunzipSync(answer.body).toString('utf8')).toBe(pages[name]);
    }
  });

  it('answers in flight at once each carry their own page', async () => {
    const names = ['long', 'short', 'emoji', 'short', 'long', 'emoji'];
    const answers = await Promise.all(
      names.map((name) => raw(`/${name}`, { headers: { 'accept-encoding': 'gzip' } })),
    );
    answers.forEach((answer, index) =>
      expect(gunzipSync(answer.body).toString('utf8')).toBe(pages[names[index] ?? '']),
    );
  });

  it('sends the page as it is to a client without gzip, and a tiny page unzipped', async () => {
    for (const [name, headers] of [
      ['emoji', { 'accept-encoding': 'identity' }],
      ['tiny', { 'accept-encoding': 'gzip' }],
    ] as const) {
      const answer = await raw(`/${name}`, { headers });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString('utf8')).toBe(pages[name]);
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(pages[name] ?? ''));
    }
  });

  it('a HEAD gets the headers of the GET and no body', async () => {
    const head = await raw('/long', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    const get = await raw('/long', { headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body.length).toBe(0);
    expect((await passthroughFetch(`${server.origin}/short`)).status).toBe(200);
  });

  it('splices a large kept block in compressed once, and writes a small one in its place (decisions 064, 065)', async () => {
    const spliced = await raw('/blocks', { headers: { 'accept-encoding': 'gzip' } });
    expect(spliced.headers['content-encoding']).toBe('gzip');
    expect(Number(spliced.headers['content-length'])).toBe(spliced.body.length);
    expect(gunzipSync(spliced.body).toString('utf8')).toBe(withBlocks);
    const alone = deflateRawSync(Buffer.from(keptLarge), { level: 1, finishFlush: constants.Z_SYNC_FLUSH });
    expect(spliced.body.includes(alone)).toBe(true);

    const small = await raw('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.body.equals(gzipSync(Buffer.from(pages.small ?? ''), { level: 1 }))).toBe(true);
    // Without gzip, the page as it is.
    const plain = await raw('/blocks', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.body.toString('utf8')).toBe(withBlocks);
  });
});
