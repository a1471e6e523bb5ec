/**
 * Each class afterwards (issue 56): GET /api/class-sessions/latest/ (the first page of each of a
 * child's enrolments, or of the signed-in student's own) and GET /api/enrollments/{id}/sessions/
 * (one enrolment's page). Newest first. Another family's child or enrolment is a 404; so is a
 * page past the last (Django REST's 'Página inválida.').
 */
import { http } from 'msw';
import {
  ClassSessionsQuerySchema,
  type ClassSessionPage,
  type ClassSessionsQuery,
} from '../../server/upstream/schemas/class-sessions';
import { MOCK_API_URL } from '../config';
import { db, type UserRecord } from '../db';
import {
  badRequest,
  fieldErrorsOf,
  jsonAnswer,
  notFound,
  requireFound,
  requireUser,
} from '../http/api-answers';
import { recordingLink } from '../linked-sites/recording-player/links';
import { canAskMakeUp, makeUpAnswer, makeUpOf } from '../class-sessions/make-ups';
import { childrenOf, ownChild } from './parents';

type Holder = 'family' | 'student';
type SessionRecord = NonNullable<ReturnType<typeof db.classSession.findFirst>>;

/** A family's class: its make-up request, and whether one may be asked now (decision 091). */
function makeUpFields(row: SessionRecord, now: Date) {
  const enrolment = db.courseEnrolment.findFirst({ where: { id: { equals: row.enrolmentId } } });
  const courseId = enrolment?.course.id;
  if (row.holder !== 'family' || !enrolment || courseId === undefined) return {};
  const current = makeUpOf(row.id);
  return {
    make_up: current ? makeUpAnswer(current) : null,
    can_make_up: canAskMakeUp(row, enrolment.childId, courseId, now),
  };
}

function sessionAnswer(row: SessionRecord, now: Date) {
  const expiresAt = row.recordingExpiresAt;
  // The provider deletes a recording at the end of its retention; the date stays to say so.
  const available = row.recordingKey !== null && expiresAt !== null && new Date(expiresAt) > now;
  return {
    id: row.id,
    starts_at: row.startsAt,
    attendance: row.attendance,
    teacher_note: row.teacherNote,
    homework_url: row.homeworkUrl,
    recording_url: available && row.recordingKey ? recordingLink(row.recordingKey) : null,
    recording_expires_at: expiresAt,
    ...makeUpFields(row, now),
  };
}

/** One page of an enrolment's classes; null past the last page. */
function pageOf(holder: Holder, enrolmentId: number, query: ClassSessionsQuery): ClassSessionPage | null {
  const rows = db.classSession.findMany({
    where: { enrolmentId: { equals: enrolmentId }, holder: { equals: holder } },
    orderBy: { startsAt: 'desc' },
  });
  const from = (query.page - 1) * query.page_size;
  if (query.page > 1 && from >= rows.length) return null;
  const now = new Date();
  return {
    enrollment_id: enrolmentId,
    count: rows.length,
    page: query.page,
    page_size: query.page_size,
    results: rows.slice(from, from + query.page_size).map((row) => sessionAnswer(row, now)),
  };
}

/** A parent's children's enrolments (course cards), or a student's own enrollments. */
function enrolmentIdsOf(user: UserRecord, childId?: number): number[] {
  if (user.role === 'parent') {
    const children = childId === undefined ? childrenOf(user.id) : [requireFound(ownChild(user.id, childId))];
    return children.flatMap((child) =>
      db.courseEnrolment
        .findMany({ where: { childId: { equals: child.id } }, orderBy: { id: 'asc' } })
        .map((enrolment) => enrolment.id),
    );
  }
  // Only a parent names a child: anyone else asking about one asks about someone else's.
  if (childId !== undefined) throw notFound();
  return db.enrollment
    .findMany({ where: { userId: { equals: user.id } }, orderBy: { id: 'asc' } })
    .map((enrollment) => enrollment.id);
}

const holderOf = (user: UserRecord): Holder => (user.role === 'parent' ? 'family' : 'student');

function parseQuery(request: Request): ClassSessionsQuery {
  const parsed = ClassSessionsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error));
  return parsed.data;
}

export const classSessionHandlers = [
  http.get(`${MOCK_API_URL}/api/class-sessions/latest/`, ({ request }) => {
    const user = requireUser(request);
    const query = parseQuery(request);
    const holder = holderOf(user);
    const first = { ...query, page: 1 };
    const pages = enrolmentIdsOf(user, query.student).flatMap((id) => pageOf(holder, id, first) ?? []);
    return jsonAnswer({ data: pages });
  }),
  http.get(`${MOCK_API_URL}/api/enrollments/:id/sessions/`, ({ request, params }) => {
    const user = requireUser(request);
    const query = parseQuery(request);
    const id = /^[1-9]\d{0,9}$/.test(String(params.id)) ? Number(params.id) : null;
    if (id === null || query.student !== undefined || !enrolmentIdsOf(user).includes(id)) return notFound();
    const page = pageOf(holderOf(user), id, query);
    return page ? jsonAnswer({ data: page }) : jsonAnswer({ detail: 'Página inválida.' }, { status: 404 });
  }),
];
