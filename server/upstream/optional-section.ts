/**
 * A part of a page that is not its purpose (banners, recommended courses, the campaigns strip,
 * the trial-class banner, a course's vacation programs and paths…) gets its own short deadline
 * (OPTIONAL_SECTION_TIMEOUT_MS): past it, or when its call fails, the page renders without it and
 * one line says so. The call itself goes on, so a cache it fills serves the next view. The page's
 * essential data keeps the upstream's timeout and the spec's error pages.
 */
import { getEnv } from '../env';
import { logger } from '../log/logger';
import { UpstreamError } from './errors';

const LATE = Symbol('late');

export async function optionalSection<T>(
  section: string,
  work: Promise<T>,
  fallback: T,
  /** Failures that are not "no section" (another family's child: a 404) and must reach the page. */
  options: { rethrow?: (error: unknown) => boolean } = {},
): Promise<T> {
  const deadlineMs = getEnv().OPTIONAL_SECTION_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), deadlineMs);
  });
  try {
    const outcome = await Promise.race([work, late]);
    if (outcome !== LATE) return outcome;
    // Settled later with nobody waiting: its failure must not become an unhandled rejection.
    work.catch(() => undefined);
    logger.warn({ section, deadlineMs }, `[page] ${section} past its deadline, page shown without it`);
    return fallback;
  } catch (error) {
    if (options.rethrow?.(error)) throw error;
    const reason =
      error instanceof UpstreamError ? error.kind : error instanceof Error ? error.message : String(error);
    logger.error({ section, reason }, `[page] ${section} unavailable, page shown without it`);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
