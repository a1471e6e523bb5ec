/**
 * The HTTP server makes its requests and responses with the express app's prototypes
 * (decision 068), so express never changes a live object's prototype; a request still is a Node
 * IncomingMessage and a response a ServerResponse, and express's own methods work on them.
 */
import type { AddressInfo } from 'node:net';
import { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../server/http/http-server';
import { passthroughFetch } from './mock-http';

const LIMITS = {
  HTTP_HEADERS_TIMEOUT_MS: 10_000,
  HTTP_REQUEST_TIMEOUT_MS: 30_000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
  HTTP_MAX_REQUESTS_PER_SOCKET: 100,
};

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('requests and responses made with the express prototypes', () => {
  it('are born with them, before express sees them, and stay Node messages', async () => {
    const app = express();
    app.get('/x', (req, res) => {
      res.status(201).json({ query: req.query.q, path: req.path });
    });
    const server = createHttpServer(app, LIMITS);
    const seen: { request: unknown; response: unknown; isNode: boolean }[] = [];
    // Before the app's own listener: what Node made, before express's init has run.
    server.prependListener('request', (req, res) =>
      seen.push({
        request: Object.getPrototypeOf(req),
        response: Object.getPrototypeOf(res),
        isNode: req instanceof IncomingMessage && res instanceof ServerResponse,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const { port } = server.address() as AddressInfo;

    const answer = await passthroughFetch(`http://127.0.0.1:${port}/x?q=hola`);

    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ query: 'hola', path: '/x' });
    expect(seen).toEqual([{ request: app.request, response: app.response, isNode: true }]);
  });
});
