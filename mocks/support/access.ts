/**
 * Who may use the mock's support pages (decision 073): the token as a header, or the cookie its
 * form sets (an HMAC keyed by the token, never the token, so a new token retires old cookies); in
 * development also a browser on this machine, judged by the socket, never by a header.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type CookieOptions, type Express, type Request, type Response } from 'express';
import { isSameOriginRequest, refuseCrossSite } from '../http/same-origin';
import { asRecord, asText } from '../http/text';
import { configuredSupportToken, isSupportToken, SUPPORT_TOKEN_HEADER } from './token';

export const SUPPORT_COOKIE = 'mock_support';
export const SUPPORT_FORM_ROUTE = '/__mocks/soporte';
const COOKIE_PATH = '/__mocks';
export const COOKIE_MS = 8 * 3_600_000;

export interface SupportPolicy {
  /** Development: this machine's own browser needs no token. */
  openLocally: boolean;
}

function cookieSignature(token: string, issuedAt: number): string {
  return createHmac('sha256', token).update(`kodea mock support cookie ${issuedAt}`).digest('base64url');
}

export function supportCookieValue(now = Date.now()): string | null {
  const token = configuredSupportToken();
  return token ? `${now}.${cookieSignature(token, now)}` : null;
}

const COOKIE_VALUE = /^(\d{1,15})\.([\w-]{43})$/;

export function isSupportCookie(value: string | undefined, now = Date.now()): boolean {
  const token = configuredSupportToken();
  const match = COOKIE_VALUE.exec(value ?? '');
  if (!token || !match) return false;
  const issuedAt = Number(match[1]);
  if (!(issuedAt <= now && now - issuedAt < COOKIE_MS)) return false;
  return timingSafeEqual(Buffer.from(match[2]), Buffer.from(cookieSignature(token, issuedAt)));
}

function supportCookieOf(cookieHeader: string | undefined): string | undefined {
  return new RegExp(`(?:^|;\\s*)${SUPPORT_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
}

export function hasSupportToken(req: Request): boolean {
  return (
    isSupportToken(req.get(SUPPORT_TOKEN_HEADER)) || isSupportCookie(supportCookieOf(req.headers.cookie))
  );
}

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/** The connection comes from this machine (its socket, not X-Forwarded-For). */
export function isLocalConnection(req: Request): boolean {
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}

export function maySeeSupportPages(req: Request, policy: SupportPolicy): boolean {
  return hasSupportToken(req) || (policy.openLocally && isLocalConnection(req));
}

/**
 * A support tool's form post: refused cross-site, then (an Origin is only a header: a script can
 * name ours) refused to anyone but support; `handle` gets the form's fields.
 */
export function postSupportForm(
  app: Express,
  path: string,
  policy: SupportPolicy,
  handle: (fields: Record<string, unknown> | null, res: Response) => void,
): void {
  app.post(path, express.urlencoded({ extended: false, limit: '2kb' }), (req: Request, res: Response) => {
    if (!isSameOriginRequest(req)) return refuseCrossSite(res);
    if (!maySeeSupportPages(req, policy)) return refuseSupport(req, res);
    handle(asRecord(req.body), res);
  });
}

/** A support form's refusal: a plain Spanish line support reads in the browser. */
export function refuseSupportForm(res: Response, status: number, text: string): void {
  res.status(status).type('text/plain; charset=utf-8').send(text);
}

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1d1d35}';

/** A page for a browser, JSON for a script; never cached. */
export function refuseSupport(req: Request, res: Response): void {
  res.status(403).set('Cache-Control', 'no-store');
  if (req.accepts(['json', 'html']) === 'html') {
    res
      .type('html')
      .send(
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Solo soporte · Kodea</title><style>${PAGE_STYLE}</style></head>` +
          '<body><main><h1>Solo para soporte</h1><p>Esta página del backend simulado necesita el token de soporte.</p>' +
          '<p><a href="/__mocks">Ingresar el token</a></p></main></body></html>',
      );
    return;
  }
  res.json({ error: 'Se necesita el token de soporte.' });
}

export function renderSupportSection(req: Request, policy: SupportPolicy): string {
  if (hasSupportToken(req))
    return `<form method="post" action="${SUPPORT_FORM_ROUTE}"><input type="hidden" name="intent" value="salir"><button type="submit">Salir del modo soporte</button></form>`;
  if (maySeeSupportPages(req, policy)) return '';
  const form = configuredSupportToken()
    ? `<form method="post" action="${SUPPORT_FORM_ROUTE}"><label for="token-de-soporte">Token de soporte</label>
<input id="token-de-soporte" name="token" type="password" autocomplete="off" required>
<button type="submit">Entrar como soporte</button></form>`
    : '<p>Este servidor no tiene token de soporte (MOCK_SUPPORT_TOKEN): sus páginas de soporte están cerradas.</p>';
  return `<section aria-labelledby="soporte"><h2 id="soporte">Soporte</h2>
<p>Los pagos en efectivo pendientes y los correos enviados son datos de las familias: se ven con el token de soporte.</p>
${form}</section>`;
}

function sendWrongToken(res: Response): void {
  res
    .status(403)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Token incorrecto · Kodea</title><style>${PAGE_STYLE}</style></head>` +
        `<body><main><h1>Token incorrecto</h1><p>Ese no es el token de soporte de este servidor.</p><p><a href="/__mocks">Volver</a></p></main></body></html>`,
    );
}

export function mountSupportForm(app: Express): void {
  app.post(
    SUPPORT_FORM_ROUTE,
    express.urlencoded({ extended: false, limit: '2kb' }),
    (req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store');
      if (!isSameOriginRequest(req)) return refuseCrossSite(res);
      const body = asRecord(req.body);
      const cookie: CookieOptions = {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
      };
      if (asText(body?.intent) === 'salir') {
        res.clearCookie(SUPPORT_COOKIE, cookie);
        return res.redirect(303, '/__mocks');
      }
      const value = isSupportToken(asText(body?.token)) ? supportCookieValue() : null;
      if (!value) return sendWrongToken(res);
      res.cookie(SUPPORT_COOKIE, value, { ...cookie, maxAge: COOKIE_MS });
      res.redirect(303, '/__mocks');
    },
  );
}
