/**
 * What a request answers when the store fails it: 503 while the backend is unavailable, 413 when
 * a session record would outgrow its cap. Pages render these statuses with their error
 * boundaries (the Spanish maintenance and "Datos demasiado grandes" pages); resource routes a
 * browser posts to (sign-in, logout) send the Response itself, so its body is the same Spanish
 * page, small and self-contained. The HTTP layer adds Retry-After to every 503.
 */
import { REQUEST_ERROR_TEXT } from '@kernel/texts/errors';
import { errorPageHtml, type ErrorText } from '../http/error-page-html';
import { isStoreUnavailable } from './errors';
import { logger } from '../log/logger';

function errorPage(status: number, text: ErrorText): Response {
  return new Response(errorPageHtml(text), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

export function storeUnavailableResponse(): Response {
  return errorPage(503, REQUEST_ERROR_TEXT[503]);
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
      logger.error(`[store] ${error.message}`);
      throw storeUnavailableResponse();
    }
    throw error;
  }
}
