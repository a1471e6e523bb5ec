/**
 * Each class afterwards, per enrolment (issue 56): the latest page of every enrolment of a child
 * (or of the signed-in student) in one call, and one enrolment's older pages. The API checks the
 * family: another family's child or enrolment is a 404.
 */
import { getEnv } from '../env';
import { logger } from '../log/logger';
import {
  CLASS_SESSIONS_PAGE_SIZE,
  ClassSessionPageAnswerSchema,
  LatestClassSessionsAnswerSchema,
  type ClassSession,
  type ClassSessionPage,
} from './schemas/class-sessions';
import { apiData } from './services';

/** A recording opens only on the configured player's origin; anything else is left out. */
function onPlayerOrigin(session: ClassSession, playerOrigin: string | null): ClassSession {
  if (session.recording_url === null) return session;
  if (playerOrigin !== null && new URL(session.recording_url).origin === playerOrigin) return session;
  logger.warn(`[upstream] recording left out: not on RECORDING_PLAYER_URL (session ${session.id})`);
  return { ...session, recording_url: null };
}

function checkedPage(page: ClassSessionPage): ClassSessionPage {
  const playerOrigin = getEnv().recordingPlayerOrigin;
  return { ...page, results: page.results.map((session) => onPlayerOrigin(session, playerOrigin)) };
}

/** `childId` for a parent; none for a student's own enrolments. */
export async function latestClassSessions(bearer: string, childId?: number): Promise<ClassSessionPage[]> {
  const pages = await apiData({
    path: '/api/class-sessions/latest/',
    query: { student: childId, page_size: CLASS_SESSIONS_PAGE_SIZE },
    bearer,
    schema: LatestClassSessionsAnswerSchema,
  });
  return pages.map(checkedPage);
}

export async function classSessionsPage(
  bearer: string,
  enrolmentId: number,
  page: number,
): Promise<ClassSessionPage> {
  const answer = await apiData({
    path: `/api/enrollments/${enrolmentId}/sessions/`,
    query: { page, page_size: CLASS_SESSIONS_PAGE_SIZE },
    bearer,
    schema: ClassSessionPageAnswerSchema,
  });
  return checkedPage(answer);
}
