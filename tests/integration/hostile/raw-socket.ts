/**
 * Requests written byte for byte on a TCP socket: what no HTTP client library will send (a Host
 * of `[::1`, an absolute-form or `*` target, headers that never end). The answer is read until the
 * server closes the connection, or until the test stops waiting.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when nothing that looks like an HTTP answer arrived. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection before `waitMs`. */
  closed: boolean;
  /** Everything received, as text. */
  raw: string;
}

export interface RawOptions {
  /** How long to wait for the server to close the connection. */
  waitMs?: number;
  /** Written after `delayMs` (a body that arrives late, or never when omitted). */
  later?: { delayMs: number; data: string };
}

/** The port of an origin such as http://127.0.0.1:41234. */
export function portOf(origin: string): number {
  return Number(new URL(origin).port);
}

export function rawExchange(port: number, request: string, options: RawOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'), closed));
    };
    const timer = setTimeout(() => finish(false), options.waitMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.write(request);
    if (options.later) {
      const { delayMs, data } = options.later;
      setTimeout(() => {
        if (!settled) socket.write(data);
      }, delayMs);
    }
  });
}

function parseAnswer(raw: string, closed: boolean): RawAnswer {
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0);
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: end === -1 ? '' : raw.slice(end + 4), closed, raw };
}

/** A complete GET as a browser would write it, with the given Host and target. */
export function rawGet(target: string, host: string | null, extra: Record<string, string> = {}): string {
  const lines = [`GET ${target} HTTP/1.1`];
  if (host !== null) lines.push(`Host: ${host}`);
  for (const [name, value] of Object.entries({ Accept: 'text/html', ...extra }))
    lines.push(`${name}: ${value}`);
  lines.push('Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n`;
}
