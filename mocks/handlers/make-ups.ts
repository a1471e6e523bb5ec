/**
 * Make-up classes (decision 091): GET and POST /api/class-sessions/{id}/make-up/. Only a parent's
 * own child's class: anyone else's session id is a 404. Refusals are 409 `{ detail, code }`.
 */
import { http } from 'msw';
import { MakeUpRequestBodySchema, type MakeUpRefusalCode } from '../../server/upstream/schemas/make-ups';
import {
  classesFor,
  makeUpAnswer,
  makeUpOf,
  makeUpSettings,
  requestUntil,
  seatsLeft,
  takeSeat,
  usedIn,
} from '../class-sessions/make-ups';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import {
  badRequest,
  fieldErrorsOf,
  jsonAnswer,
  jsonBody,
  notFound,
  requireFound,
  requireUser,
} from '../http/api-answers';
import { ownChild } from './parents';

const PATH = `${MOCK_API_URL}/api/class-sessions/:id/make-up/`;

const DETAIL: Record<MakeUpRefusalCode, string> = {
  not_absent: 'Solo se puede recuperar una clase a la que el alumno faltó.',
  window_passed: 'El plazo para pedir la recuperación de esta clase terminó.',
  limit_reached: 'El alumno ya usó las recuperaciones permitidas en este curso.',
  class_full: 'La clase elegida ya no tiene vacantes.',
  already_in_class: 'El alumno ya tiene un lugar en esa clase.',
  already_requested: 'Esta clase ya tiene una recuperación pedida.',
  other_course: 'La clase elegida no es de este curso o ya pasó.',
};

/** The session and its enrolment, only when the class is of the parent's own child. */
function ownSession(request: Request, rawId: unknown) {
  const user = requireUser(request);
  const id = /^[1-9]\d{0,9}$/.test(String(rawId)) ? Number(rawId) : null;
  const session = id === null ? null : db.classSession.findFirst({ where: { id: { equals: id } } });
  if (user.role !== 'parent' || !session || session.holder !== 'family') throw notFound();
  const enrolment = requireFound(
    db.courseEnrolment.findFirst({ where: { id: { equals: session.enrolmentId } } }),
  );
  const child = requireFound(ownChild(user.id, enrolment.childId));
  const courseId = requireFound(enrolment.course.id);
  return { session, enrolment, child, courseId };
}

export const makeUpHandlers = [
  http.get(PATH, ({ request, params }) => {
    const { session, enrolment, child, courseId } = ownSession(request, params.id);
    const now = new Date();
    const current = makeUpOf(session.id);
    return jsonAnswer({
      data: {
        session: { id: session.id, starts_at: session.startsAt, attendance: session.attendance },
        enrollment: { id: enrolment.id, learning_path_id: enrolment.learningPathId },
        course_name: enrolment.course.name,
        child: { id: child.id, first_name: child.first_name },
        settings: makeUpSettings,
        request_until: requestUntil(session).toISOString(),
        used: usedIn(child.id, courseId),
        make_up: current ? makeUpAnswer(current) : null,
        classes: classesFor(session.id, child.id, courseId, now).map((target) => ({
          id: target.id,
          group_name: target.groupName,
          starts_at: target.startsAt,
          seats_left: seatsLeft(target),
        })),
      },
    });
  }),
  http.post(PATH, async ({ request, params }) => {
    const { session, enrolment, child, courseId } = ownSession(request, params.id);
    const parsed = MakeUpRequestBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
    // No await from here on: the seat is read and taken in one step.
    const taken = takeSeat({
      session,
      childId: child.id,
      courseId: courseId,
      courseName: enrolment.course.name ?? '',
      classId: parsed.data.class_id,
      now: new Date(),
    });
    if (!taken.ok) return jsonAnswer({ detail: DETAIL[taken.code], code: taken.code }, { status: 409 });
    return jsonAnswer({ data: makeUpAnswer(taken.request) }, { status: 201 });
  }),
];
