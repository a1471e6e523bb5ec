/**
 * Whole bodies sent in one write (server/http/send-whole.ts): a page's text is gzipped from one
 * kept buffer, so every answer must carry its own page, whole, whatever came before it — a longer
 * page, a page of multi-byte characters, two answers in flight at once.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWholeText } from '../../server/http/send-whole';
import { passthroughFetch, serve, type TestServer } from './mock-http';

const pages: Record<string, string> = {
  long: `<p>${'Lección de programación — «Scratch» ‹nivel 1› '.repeat(4000)}</p>`,
  short: `<p>${'Matrícula confirmada. '.repeat(80)}</p>`,
  emoji: `<p>${'🎉 ¡Bienvenida, Sofía! 👩‍💻 '.repeat(300)}</p>`,
  tiny: '<p>Hola</p>',
};

let server: TestServer;

beforeAll(async () => {
  const app = express();
  app.all('/:page', (req, res) => sendWholeText(req, res, pages[req.params.page] ?? ''));
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
});
