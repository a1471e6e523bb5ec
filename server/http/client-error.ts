/**
 * Requests Node's parser refuses never reach express: answered here with our request id, a Spanish
 * text and a log line. A client that went away is not answered.
 */
import { randomUUID } from 'node:crypto';
import { ServerResponse, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { REQUEST_ERROR_TEXT } from '@kernel/texts/errors';
import { logger } from '../log/logger';
import { metrics, statusClass } from '../ops/metrics';
import { loggablePath, REQUEST_ID_HEADER } from './request-log';

/** No route ever saw these requests. */
export const CLIENT_ERROR_ROUTE = 'client-error';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

const SPANISH: Record<number, string> = {
  400: REQUEST_ERROR_TEXT[400].title,
  408: 'La solicitud tardó demasiado en llegar',
  413: REQUEST_ERROR_TEXT[413].title,
  431: 'Encabezados demasiado grandes',
};

/** As Node gives it (lib/_http_server.js, socketOnError). */
export function clientErrorStatus(code: string | undefined): number {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

/** Anything else is '-': a label per word would not be bounded. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT']);

export function refusedRequestLine(rawPacket: unknown): { method: string; path: string } {
  const text = Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, 2048).toString('latin1') : '';
  const [method = '', target = ''] = text.split('\r\n', 1)[0].split(' ');
  return {
    method: METHODS.has(method) ? method : '-',
    path: target.startsWith('/') ? loggablePath(target) : '-',
  };
}

const LINGER_MS = 2_000;

const codeOf = (error: Error): string | undefined =>
  'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** Node's own rule: the socket is open and untouched. */
function answerable(socket: Duplex): boolean {
  const written =
    'bytesWritten' in socket && typeof socket.bytesWritten === 'number' ? socket.bytesWritten : 0;
  return socket.writable && written === 0;
}

/** Node keeps it on the socket. */
function inFlightResponse(socket: Duplex): ServerResponse | null {
  const message: unknown = Reflect.get(socket, '_httpMessage');
  return message instanceof ServerResponse ? message : null;
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error, socket: Duplex) => {
    const code = codeOf(error);
    if (code === 'ECONNRESET' || !answerable(socket)) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(code);
    const inFlight = inFlightResponse(socket);
    const kept = inFlight?.getHeader(REQUEST_ID_HEADER);
    const requestId = typeof kept === 'string' ? kept : randomUUID();
    const body = `${SPANISH[status]}.\n`;
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
        `${REQUEST_ID_HEADER}: ${requestId}\r\n` +
        'Content-Type: text/plain; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
    if (inFlight) return;
    const { method, path } = refusedRequestLine('rawPacket' in error ? error.rawPacket : undefined);
    metrics.httpDuration.observe({ route: CLIENT_ERROR_ROUTE, method, status_class: statusClass(status) }, 0);
    logger.warn(
      {
        reqId: requestId,
        method,
        path,
        route: CLIENT_ERROR_ROUTE,
        status,
        durationMs: 0,
        reason: code ?? 'unknown',
      },
      'request',
    );
  });
}
