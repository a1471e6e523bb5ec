/**
 * What a request answers when the store fails it: 503 while the backend is unavailable, 413 when
 * a session record would outgrow its cap. Pages render these statuses with their error
 * boundaries (the Spanish maintenance and "Datos demasiado grandes" pages); resource routes a
 * browser posts to (sign-in, logout) send the Response itself, so its body is the same Spanish
 * page, small and self-contained. The HTTP layer adds Retry-After to every 503.
 */
import { REQUEST_ERROR_TEXT } from '../http/error-texts';
import { escapeHtml } from '../http/escape-html';
import { isStoreUnavailable } from './errors';

/** The maintenance boundary's words (app/components/route-error.tsx), for answers made here. */
const MAINTENANCE = {
  title: 'En mantenimiento, volvemos en unos minutos',
  body: 'Estamos mejorando Kodea para ti. Vuelve a intentarlo en unos minutos.',
};

function errorPage(status: number, text: { title: string; body: string }): Response {
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(text.title)} · Kodea</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1d1d35;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:8px;background:#8C30F2;color:#fff;text-decoration:none}</style>
</head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p>
<a href="/">Volver a la página principal</a></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

export function storeUnavailableResponse(): Response {
  return errorPage(503, MAINTENANCE);
}

export function recordTooLargeResponse(): Response {
  return errorPage(413, REQUEST_ERROR_TEXT[413]);
}

/** Runs a session operation; a store outage becomes the 503 response, thrown. */
export async function orStoreOutageResponse<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (isStoreUnavailable(error)) {
      console.error(`[store] ${error.message}`);
      throw storeUnavailableResponse();
    }
    throw error;
  }
}
