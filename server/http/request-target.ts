/**
 * What a request names before anything reads it (docs/decisions/024): the Host header and the
 * request target. Node hands both over unchecked, and every later `new URL(...)` built from them
 * threw (a 500 with a stack for `Host: [::1`, `Host: a@b`, the path `//`). Here they become a 400,
 * or a redirect to the page meant, before a route runs.
 */
import { isIPv6 } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { sendRequestError } from './request-errors';

/** A DNS name or IPv4 address (letters, digits, '-', '_', '.'), or a bracketed IPv6 literal. */
const HOST = /^(?:([A-Za-z0-9._-]{1,253})|\[([0-9A-Fa-f:.]{2,45})\])(?::(\d{1,5}))?$/;

/** Whether a Host header (or an absolute target's authority) is one a client may legitimately send. */
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
  /** A path the browser means differently from how a URL parser reads it: send it to the page. */
  | { kind: 'redirect'; location: string }
  | { kind: 'bad' };

/** 'http://host:port/path?query': the authority, then the rest (possibly empty). */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)(.*)$/is;

/** Two or more leading slashes or backslashes: `//evil.example/x` parses as another host. */
const LEADING_SLASHES = /^[/\\]{2,}/;

/**
 * The request target as a path on this site. Origin form ('/cursos?x') passes; absolute form
 * ('http://host/cursos', which RFC 9112 says a server must accept) becomes its path, its host
 * checked like a Host header; the asterisk form ('*', for server-wide OPTIONS) and anything else
 * is refused. A path with leading '//' is redirected to the path with one slash.
 */
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

/** First middleware: a malformed Host or target is a 400 page; '//x' redirects to '/x' (GET/HEAD). */
export function requestTargetGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    // HTTP/1.0 may omit Host; HTTP/1.1 must send one (RFC 9112), refused here rather than by
    // Node (http-server.ts), so the answer has its request id. Present, it must be valid.
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
    // Everything downstream (express, Remix) sees an origin-form path.
    req.url = verdict.path;
    req.originalUrl = verdict.path;
    next();
  };
}
