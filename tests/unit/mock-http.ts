/**
 * Test helper: serves an express app on a free local port and calls it over real HTTP. tests/setup.ts
 * runs msw with onUnhandledRequest 'error', which intercepts fetch in this worker; msw's documented
 * passthrough marker (`accept: msw/passthrough`, what `bypass()` adds) lets these calls through.
 */
import type { Server } from 'node:http';
import type { Express } from 'express';

export interface TestServer {
  origin: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export function passthroughFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('accept', 'msw/passthrough');
  return fetch(url, { redirect: 'manual', ...init, headers });
}

export async function serve(app: Express): Promise<TestServer> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    fetch: (path, init) => passthroughFetch(`${origin}${path}`, init),
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
