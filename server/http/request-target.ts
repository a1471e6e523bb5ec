/** A bad Host or request target becomes a 400 or redirect before a route's `new URL(...)` throws. */
import { isIPv6 } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { sendRequestError } from './request-errors';

const HOST = /^(?:([A-Za-z0-9._-]{1,253})|\[([0-9A-Fa-f:.]{2,45})\])(?::(\d{1,5}))?$/;

export function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match) return false;
  const [, name, ipv6, port] = match;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return false;
  if (name !== undefined && (name.startsWith('.') || name.includes('..'))) return false;
  return port === undefined || Number(port) <= 65_535;
}

export type TargetVerdict =
  | { kind: 'ok'; path: string }
  /** A path the browser reads differently from a URL parser: send it to the page. */
  | { kind: 'redirect'; location: string }
  | { kind: 'bad' };

const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)(.*)$/is;

/** `//evil.example/x` parses as another host. */
const LEADING_SLASHES = /^[/\\]{2,}/;

/** Origin form passes; absolute form (RFC 9112) becomes its path with its host checked; '//' redirects. */
export function classifyTarget(target: string): TargetVerdict {
  let path = target;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (absolute) {
    const [, authority, rest] = absolute;
    if (!isValidHost(authority)) return { kind: 'bad' };
    path = rest.startsWith('/') ? rest : `/${rest}`;
  }
  if (!path.startsWith('/')) return { kind: 'bad' };
  if (LEADING_SLASHES.test(path)) return { kind: 'redirect', location: path.replace(LEADING_SLASHES, '/') };
  return { kind: 'ok', path };
}

export function requestTargetGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    // HTTP/1.1 must send a Host (RFC 9112): refused here rather than by Node, so with a request id.
    const host = req.headers.host;
    if (host === undefined && req.httpVersion !== '1.0') return sendRequestError(req, res, 400);
    if (host !== undefined && !isValidHost(host)) return sendRequestError(req, res, 400);
    const verdict = classifyTarget(req.url);
    if (verdict.kind === 'bad') return sendRequestError(req, res, 400);
    if (verdict.kind === 'redirect') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendRequestError(req, res, 400);
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(301, verdict.location);
    }
    req.url = verdict.path;
    req.originalUrl = verdict.path;
    next();
  };
}
