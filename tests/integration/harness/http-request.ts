/**
 * One HTTP/1.1 request over node:http, with full control of what goes on the wire: no header is
 * added behind our back (fetch would add some and refuses others), bodies can be sent with a
 * Content-Length or chunked, and an early answer (a 413 before the upload ends) is still read.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { BODY_LIMIT_BYTES } from '../../../server/http/request-guards';

const BODY_LIMIT = 4 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  elapsedMs: number;
}

export type RequestBody =
  | { kind: 'none' }
  | { kind: 'fixed'; data: string | Buffer }
  /** Sent with Transfer-Encoding: chunked, one chunk per item. */
  | { kind: 'chunked'; chunks: Array<string | Buffer> };

export interface RawRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestBody;
  timeoutMs?: number;
}

export function sendRaw(raw: RawRequest): Promise<HttpAnswer> {
  const started = Date.now();
  const headers = { ...raw.headers };
  if (raw.body.kind === 'fixed') headers['content-length'] ??= String(Buffer.byteLength(raw.body.data));
  if (raw.body.kind === 'chunked') headers['transfer-encoding'] = 'chunked';

  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(raw.url, {
      method: raw.method,
      headers,
      // A fresh connection per request: a kept-alive one can be closed by the server's idle timeout
      // just as the next request goes out on it, a 'socket hang up' that says nothing about the app.
      agent: false,
      // Read oversized answer headers (a 100 KB Location) so a test can say what is wrong with them.
      maxHeaderSize: 1024 * 1024,
      signal: AbortSignal.timeout(raw.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    request.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < BODY_LIMIT) parts.push(chunk);
        size += chunk.length;
      });
      const finish = () => {
        // An early answer leaves the upload unfinished: free the connection instead of reusing it.
        if (!request.writableEnded) request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(parts).toString('utf8'),
          elapsedMs: Date.now() - started,
        });
      };
      response.on('end', finish);
      // The server may close the socket right after an early answer; what arrived is the answer.
      response.on('error', finish);
    });
    request.on('error', (error) => {
      if (!answered) reject(new Error(`${raw.method} ${raw.url}: ${error.message}`));
    });
    writeBody(request, raw.body, () => answered);
  });
}

/**
 * Writes the body a piece at a time and stops as soon as an answer arrives. A server refusing a
 * large upload answers 413 from its Content-Length alone and closes the connection; a client that
 * keeps writing then fails with EPIPE (the answer is lost with the reset) where a browser would
 * show it. So a body over the app's limit with a Content-Length first waits for such an early answer, up to 1 s
 * as curl does with `Expect: 100-continue`. A chunked body has no announced size to refuse early.
 */
function writeBody(
  request: ReturnType<typeof httpRequest>,
  body: RequestBody,
  answered: () => boolean,
): void {
  if (body.kind === 'none') {
    request.end();
    return;
  }
  const chunks = body.kind === 'chunked' ? [...body.chunks] : pieces(Buffer.from(body.data));
  const next = () => {
    if (answered() || request.destroyed) return;
    const chunk = chunks.shift();
    if (chunk === undefined) {
      request.end();
      return;
    }
    // One piece per turn of the event loop, so an answer is read between pieces.
    request.write(chunk, () => setImmediate(next));
  };
  // Only a body over the app's limit can be refused on its Content-Length alone.
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  if (body.kind === 'chunked' || size <= BODY_LIMIT_BYTES) return next();
  request.flushHeaders();
  const wait = setTimeout(next, EARLY_ANSWER_WAIT_MS);
  request.once('response', () => clearTimeout(wait));
  request.once('error', () => clearTimeout(wait));
}

const EARLY_ANSWER_WAIT_MS = 1_000;
const PIECE = 64 * 1024;

function pieces(data: Buffer): Buffer[] {
  if (data.length === 0) return [];
  const result: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += PIECE)
    result.push(data.subarray(offset, offset + PIECE));
  return result;
}
