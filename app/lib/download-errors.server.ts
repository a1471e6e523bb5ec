// A resource route has no error boundary, so the pages' JSON would be shown raw: every failure
// becomes a small Spanish page with its status (decision 023). Redirects pass through; anything
// that is not a tRPC error is rethrown.
import { TRPCError } from '@trpc/server';
import { REQUEST_ERROR_TEXT } from '@kernel/texts/errors';
import { errorPageHtml } from '@server/http/error-page-html';
import { addRetryAfter } from '@server/http/retry-after';
import { logger } from '@server/log/logger';
import { STATUS_BY_CODE } from './route-errors.server';

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
  502: {
    title: 'No pudimos preparar tu archivo',
    body: 'Nuestro servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  },
  504: {
    title: 'No pudimos preparar tu archivo',
    body: 'Nuestro servicio tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  },
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

function downloadFailurePage(status: number, back: string): Response {
  const html = errorPageHtml(textFor(status), { back: { href: back, label: 'Volver' }, noindex: true });
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
  });
  addRetryAfter(status, headers);
  return new Response(html, { status, headers });
}

function downloadFailure(error: unknown, back: string): Response {
  if (error instanceof Response) {
    if (error.status >= 300 && error.status < 400) return error;
    return downloadFailurePage(error.status, back);
  }
  if (error instanceof TRPCError) {
    const status = STATUS_BY_CODE[error.code]?.[0];
    if (status) {
      if (status >= 500) logger.error(`[download] ${error.code}: ${error.message}`);
      return downloadFailurePage(status, back);
    }
  }
  throw error;
}

export async function asDownload(back: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return downloadFailure(error, back);
  }
}
