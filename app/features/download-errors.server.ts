/**
 * Failures of the download routes (the course .ics, the organization CSV, the complaint sheet).
 * A resource route has no error boundary: a Response it throws reaches the browser as is, so the
 * `{"reason":"upstream"}` JSON the page routes' boundaries read would be shown raw. Here every
 * failure becomes a small Spanish page with the right status (decision 023): 404 for what is not
 * the user's, 503 with Retry-After for maintenance, 502 for an upstream failure or a malformed
 * answer, 504 for a timeout. Redirects (the login dialog) pass through. Anything that is neither a
 * Response nor a tRPC error is not an upstream failure: it is rethrown for the server to handle.
 */
import { TRPCError } from '@trpc/server';
import { REQUEST_ERROR_TEXT } from '@server/http/error-texts';
import { escapeHtml } from '@server/http/escape-html';
import { MAINTENANCE_TEXT } from '~/components/route-error';

/** How long a client should wait before asking again during maintenance. */
const RETRY_AFTER_SECONDS = 120;

interface FailureText {
  title: string;
  body: string;
}

const DOWNLOAD_TEXT: Record<number, FailureText> = {
  401: {
    title: 'Tu sesión terminó',
    body: 'Inicia sesión de nuevo para descargar este archivo.',
  },
  404: {
    title: 'Archivo no encontrado',
    body: 'El archivo que buscas no existe o no está disponible para tu cuenta.',
  },
  503: {
    title: MAINTENANCE_TEXT,
    body: 'Estamos mejorando Kodea para ti. Vuelve a intentarlo en unos minutos.',
  },
  502: {
    title: 'No pudimos preparar tu archivo',
    body: 'Nuestro servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  },
  504: {
    title: 'No pudimos preparar tu archivo',
    body: 'Nuestro servicio tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  },
};

const STATUS_BY_CODE: Partial<Record<TRPCError['code'], number>> = {
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  BAD_GATEWAY: 502,
  TIMEOUT: 504,
};

function textFor(status: number): FailureText {
  return (
    DOWNLOAD_TEXT[status] ??
    REQUEST_ERROR_TEXT[status] ?? {
      title: 'Ups, algo salió mal',
      body: 'No pudimos preparar tu archivo. Por favor, inténtalo de nuevo en unos minutos.',
    }
  );
}

/** The Spanish page of a failed download; `back` is where its button leads. */
export function downloadFailurePage(status: number, back: string): Response {
  const { title, body } = textFor(status);
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Kodea</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1d1d35;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:8px;background:#8C30F2;color:#fff;text-decoration:none}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<a href="${escapeHtml(back)}">Volver</a></main></body></html>`;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
  });
  if (status === 503) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return new Response(html, { status, headers });
}

/** A thrown Response or tRPC error as the download's answer; anything else is rethrown. */
export function downloadFailure(error: unknown, back: string): Response {
  if (error instanceof Response) {
    if (error.status >= 300 && error.status < 400) return error;
    return downloadFailurePage(error.status, back);
  }
  if (error instanceof TRPCError) {
    const status = STATUS_BY_CODE[error.code];
    if (status) {
      if (status >= 500) console.error(`[download] ${error.code}: ${error.message}`);
      return downloadFailurePage(status, back);
    }
  }
  throw error;
}

/** Runs a download's loader; its failures answer as downloadFailure says. */
export async function asDownload(back: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return downloadFailure(error, back);
  }
}
