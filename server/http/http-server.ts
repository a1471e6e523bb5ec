/**
 * Limits on slow clients (decision 024). Requests per socket are counted here, not with
 * maxRequestsPerSocket (a bare 503), so the last answer says 'Connection: close'.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import type { Env } from '../env';
import { answerClientErrors } from './client-error';

export type HttpLimits = Pick<
  Env,
  | 'HTTP_HEADERS_TIMEOUT_MS'
  | 'HTTP_REQUEST_TIMEOUT_MS'
  | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
  | 'HTTP_MAX_REQUESTS_PER_SOCKET'
>;

export function createHttpServer(app: Express, limits: HttpLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: limits.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: limits.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, limits.HTTP_HEADERS_TIMEOUT_MS / 4)),
      // HTTP/1.1 without a Host is refused by the edge, with a request id and a log line.
      requireHostHeader: false,
    },
    limitRequestsPerSocket(app, limits.HTTP_MAX_REQUESTS_PER_SOCKET),
  );
  answerClientErrors(server);
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
  });
  return server;
}

function limitRequestsPerSocket(handler: RequestListener, limit: number): RequestListener {
  const served = new WeakMap<Socket, number>();
  return (req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (count >= limit) res.setHeader('Connection', 'close');
    handler(req, res);
  };
}
