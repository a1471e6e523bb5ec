/**
 * Answers for refused requests: a small Spanish page for browsers, JSON for scripts; never a
 * stack. A 4xx is logged as one line; a 503 says when to come back (Retry-After).
 */
import type { Request, Response } from 'express';
import { REQUEST_ERROR_TEXT } from './error-texts';
import { escapeHtml } from './escape-html';
import { logClientError } from './request-log';
import { RETRY_AFTER_SECONDS } from './retry-after';

export function sendRequestError(req: Request, res: Response, status: number): void {
  const text = REQUEST_ERROR_TEXT[status] ?? {
    title: 'Ups, algo salió mal',
    body: 'No pudimos atender tu solicitud. Por favor, inténtalo de nuevo en unos minutos.',
  };
  if (status >= 400 && status < 500) logClientError(req.method, req.originalUrl, status);
  res.status(status).setHeader('Cache-Control', 'no-store');
  if (status === 503 && !res.hasHeader('Retry-After'))
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  if (req.accepts(['json', 'html']) === 'html') {
    res.type('html').send(`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(text.title)} · Kodea</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1d1d35;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:8px;background:#8C30F2;color:#fff;text-decoration:none}</style>
</head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p>
<a href="/">Volver a la página principal</a></main></body></html>`);
    return;
  }
  res.json({ error: text.title, message: text.body });
}

/** The HTTP status an error carries (body-parser's and express's errors do), else null. */
export function httpStatusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}
