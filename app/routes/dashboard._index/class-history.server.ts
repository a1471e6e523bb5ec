// Each class afterwards on /dashboard (issue 56), for parents and students alike: an optional
// section, asked in the page's one round of calls (decision 082) and never holding the page.
import {
  classHistories,
  parseClassesRequest,
  withoutClassesRequest,
  type ClassHistories,
} from '@server/parents/class-history-view';
import type { ClassSessionPage } from '@server/upstream/schemas/class-sessions';
import { logger } from '@server/log/logger';
import type { Caller } from '~/lib/trpc.server';
import { errorCode } from '~/lib/route-errors.server';

type Settled<T> = PromiseSettledResult<T>;

const settle = <T>(work: Promise<T>): Promise<Settled<T>> =>
  work.then(
    (value) => ({ status: 'fulfilled' as const, value }),
    (reason: unknown) => ({ status: 'rejected' as const, reason }),
  );

/** The latest classes of the student's own enrolments; settled, so it never rejects. */
export const ownLatestClasses = (caller: Caller) => settle(caller.classSessions.latest({}));

/** 'Ver clases anteriores' names its enrolment in the address: asked with the page's other calls. */
export async function olderClassesPage(
  caller: Caller,
  request: Request,
): Promise<Settled<ClassSessionPage | null> | null> {
  const wanted = parseClassesRequest(new URL(request.url).searchParams);
  if (!wanted || wanted.page < 2) return null;
  return settle(caller.classSessions.page(wanted));
}

interface HistoryInput {
  /** Undefined when no child's data was asked for. */
  latest: Settled<ClassSessionPage[] | null> | undefined;
  older: Settled<ClassSessionPage | null> | null;
  timeZone: string;
  now: Date;
  /** Throws the page's answer to a refused session or another family's id (a 404). */
  refused: (reason: unknown) => Promise<void>;
}

async function valueOr<T>(result: Settled<T>, input: HistoryInput): Promise<T | null> {
  if (result.status === 'fulfilled') return result.value;
  await input.refused(result.reason);
  // The procedure already turns an unavailable section into null: this is unexpected.
  logger.warn(`[dashboard] class history failed: ${errorCode(result.reason) ?? 'unknown'}`);
  return null;
}

export async function dashboardClassHistories(
  request: Request,
  input: HistoryInput,
): Promise<ClassHistories> {
  const latest = input.latest ? await valueOr(input.latest, input) : [];
  const requested = input.older ? await valueOr(input.older, input) : null;
  return classHistories({
    latest,
    requested,
    request: parseClassesRequest(new URL(request.url).searchParams),
    timeZone: input.timeZone,
    now: input.now,
    baseHref: withoutClassesRequest(request.url),
  });
}
