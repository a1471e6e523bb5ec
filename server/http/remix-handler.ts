/**
 * Serves the Remix build from express, like @remix-run/express, but hands Remix the body the
 * guards already read and size-checked, and the client address express resolved (the
 * CLIENT_IP_HEADER, overwritten on every request so a client cannot set it).
 */
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';
import { CLIENT_IP_HEADER } from './client-ip';

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  // Concatenated, not resolved: a path like '//evil.example/x' must stay a path on our host.
  const url = new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  headers.set(CLIENT_IP_HEADER, req.ip ?? 'unknown');
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(req.rawBody ?? Buffer.alloc(0)) : undefined,
  });
}

async function send(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (!response.body) return void res.end();
  // Event streams flow as they come; every other answer (pages are rendered to one string) is
  // sent in one write, which is far cheaper than piping a web stream chunk by chunk.
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) {
    res.flushHeaders();
    return writeReadableStreamToWritable(response.body, res);
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function remixHandler(build: ServerBuild, mode: 'development' | 'production') {
  const handle = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await send(res, await handle(toFetchRequest(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
