/**
 * Renders the not-found page once before the process takes traffic (decision 096). V8 compiles a
 * function the first time it runs, so a fresh worker's first render costs several times a warm
 * one; paid here, it is not paid by the first family to reach a new or restarted worker. The
 * not-found page calls no upstream service and fills no cache: the first visitor of each page
 * still waits for that page's own calls.
 */
import { logger } from '../log/logger';

/** A path no route claims: the root and the catch-all route render, nothing else runs. */
export const WARM_UP_URL = 'http://localhost/__calentamiento';

export async function warmUp(handle: (request: Request) => Promise<Response>): Promise<void> {
  try {
    const response = await handle(new Request(WARM_UP_URL, { headers: { accept: 'text/html' } }));
    await response.text();
  } catch (error) {
    // A failed warm-up costs the first visitor some milliseconds, never the worker's start.
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, '[warm-up] failed');
  }
}
