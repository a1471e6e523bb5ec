/**
 * What a page answers when the store fails it: 503 while the backend is unavailable (the error
 * boundaries show the Spanish maintenance page; the HTTP layer adds Retry-After), 413 when a
 * session record would outgrow its cap (the Spanish "Datos demasiado grandes" page).
 */
import { json } from '@remix-run/node';
import { isStoreUnavailable } from './errors';

export function storeUnavailableResponse(): Response {
  return json({ reason: 'maintenance' }, { status: 503 });
}

export function recordTooLargeResponse(): Response {
  return json({ reason: 'too_large' }, { status: 413 });
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
