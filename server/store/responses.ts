/** What a request answers when the store fails it: 503 while unavailable, 413 for an oversize session. */
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
