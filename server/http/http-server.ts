/**
 * The HTTP server and its limits on slow clients (docs/decisions/024). Node's defaults let a
 * client hold a connection for a minute sending headers a byte at a time and five minutes for a
 * body (checked only every 30 s); a few hundred such sockets tie up the server. Here:
 * - headersTimeout: the request line and headers must arrive within it (Slowloris), else 408;
 * - requestTimeout: the whole request, body included (bodies are at most 100 KB), else 408;
 * - keepAliveTimeout: an idle kept-alive connection is closed after it — behind a load balancer,
 *   set it above the balancer's idle timeout, or the balancer reuses a socket we are closing;
 * - at most HTTP_MAX_REQUESTS_PER_SOCKET requests per connection, so one client (or one balancer
 *   connection) does not stay pinned to one worker forever. Counted here rather than with Node's
 *   server.maxRequestsPerSocket, which keeps the socket open after its 'Connection: close' and
 *   answers whatever the client sends next with a bare 503 (no page, no Retry-After): here the
 *   last answer says 'Connection: close' and the server closes the connection after it.
 * The timeouts are checked every quarter of the headers' time (at most every 5 s), not every 30 s.
 * CONNECT (a proxy's method, which Node hands to a 'connect' listener or else drops without a
 * word) is answered 405 like the other methods we do not take. Requests Node's parser refuses get
 * our request id and log line (client-error.ts).
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
      // HTTP/1.1 without a Host is refused by the edge (request-target.ts), with a request id and
      // a log line; Node's own refusal has neither.
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
