/** One table for the error boundaries and the page's <title>, so they never disagree. */
import { isRouteErrorResponse } from '@remix-run/react';
import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { REQUEST_ERROR_TEXT } from '@kernel/texts/errors';

export interface ErrorPageText {
  testId: string;
  title: string;
  body: string;
}

// By status; any other status is a request error of the guards' table or, failing that, ours.
const PAGE_TEXT: Record<number, ErrorPageText> = {
  404: {
    testId: 'not-found',
    title: 'Página no encontrada',
    body: 'La página que buscas no existe o cambió de dirección.',
  },
  503: { testId: 'maintenance', ...REQUEST_ERROR_TEXT[503] },
  401: {
    testId: 'session-ended',
    title: 'Tu sesión terminó',
    body: 'Vuelve a iniciar sesión para seguir donde estabas.',
  },
};
const UPSTREAM: ErrorPageText = {
  testId: 'error-page',
  title: 'Ups, algo salió mal',
  body: 'No pudimos cargar esta página. Por favor, inténtalo de nuevo en unos minutos.',
};

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function errorPageText(status: number): ErrorPageText {
  const request = REQUEST_ERROR_TEXT[status];
  return PAGE_TEXT[status] ?? (request ? { testId: 'request-error', ...request } : UPSTREAM);
}

/** The error page's own title, and no indexing of it (a 404 or an outage is nothing to list). */
export function errorMeta(error: unknown): MetaDescriptor[] {
  return [
    { title: `${errorPageText(errorStatus(error)).title} · Kodea` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Remix calls the meta of the route that failed with `error` and no data. */
export function withErrorMeta<Loader = unknown>(meta: MetaFunction<Loader>): MetaFunction<Loader> {
  return (args) => (args.error ? errorMeta(args.error) : meta(args));
}

/** A private page's meta: its title, never indexed. */
export const privateMeta = (title: string): MetaFunction =>
  withErrorMeta(() => [{ title }, { name: 'robots', content: 'noindex' }]);
