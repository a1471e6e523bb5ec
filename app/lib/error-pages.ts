/** One table for the error boundaries and the page's <title>, so they never disagree. */
import { isRouteErrorResponse } from '@remix-run/react';
import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { MAINTENANCE_TEXT, REQUEST_ERROR_TEXT } from '@kernel/texts/errors';

export interface ErrorPageText {
  testId: string;
  title: string;
  body: string;
}

const NOT_FOUND: ErrorPageText = {
  testId: 'not-found',
  title: 'Página no encontrada',
  body: 'La página que buscas no existe o cambió de dirección.',
};
const MAINTENANCE: ErrorPageText = {
  testId: 'maintenance',
  title: MAINTENANCE_TEXT,
  body: 'Estamos mejorando Kodea para ti. Vuelve a intentarlo en unos minutos.',
};
const SESSION_ENDED: ErrorPageText = {
  testId: 'session-ended',
  title: 'Tu sesión terminó',
  body: 'Vuelve a iniciar sesión para seguir donde estabas.',
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
  if (status === 404) return NOT_FOUND;
  if (status === 503) return MAINTENANCE;
  if (status === 401) return SESSION_ENDED;
  const request = REQUEST_ERROR_TEXT[status];
  return request ? { testId: 'request-error', ...request } : UPSTREAM;
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
