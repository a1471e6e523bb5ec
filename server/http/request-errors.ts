/** Answers for refused requests: a Spanish page for browsers, JSON for scripts; never a stack. */
import type { Request, Response } from 'express';
import { REQUEST_ERROR_TEXT } from '@kernel/texts/errors';
import { errorPageHtml } from './error-page-html';
import { RETRY_AFTER_SECONDS } from './retry-after';

export function sendRequestError(req: Request, res: Response, status: number): void {
  const text = REQUEST_ERROR_TEXT[status] ?? {
    title: 'Ups, algo salió mal',
    body: 'No pudimos atender tu solicitud. Por favor, inténtalo de nuevo en unos minutos.',
  };
  res.status(status).setHeader('Cache-Control', 'no-store');
  if (status === 503 && !res.hasHeader('Retry-After'))
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  if (req.accepts(['json', 'html']) === 'html') {
    res.type('html').send(errorPageHtml(text));
    return;
  }
  res.json({ error: text.title, message: text.body });
}

/** Body-parser's and express's errors carry one. */
export function httpStatusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}
