/**
 * The simulated academy's make-up rules (decision 091). `takeSeat` reads and writes with no await
 * in between, so two requests for the last seat cannot both see it free: never a 7th student,
 * never the same child twice in a class.
 */
import { MAKE_UP_WINDOW_DAYS, MAX_MAKE_UPS_PER_COURSE } from '../../fixtures/make-ups';
import type { MakeUp, MakeUpRefusalCode } from '../../server/upstream/schemas/make-ups';
import { db } from '../db';
import { limaWhen, notifyFamily } from '../notifications/notify';
import { currentScenario } from '../scenarios/context';

export const MAKE_UP_REJECTED_SCENARIO = 'makeup-rejected';
/** The academy has not answered yet: support confirms or rejects on /__mocks. */
export const MAKE_UP_PENDING_SCENARIO = 'makeup-pending';
export const REJECTION =
  'El grupo elegido tendrá una evaluación ese día y no puede recibir alumnos de otros grupos.';
const DAY_MS = 86_400_000;

type SessionRecord = NonNullable<ReturnType<typeof db.classSession.findFirst>>;
type RequestRecord = NonNullable<ReturnType<typeof db.makeUpRequest.findFirst>>;
type ClassRecord = NonNullable<ReturnType<typeof db.makeUpClass.findFirst>>;

export const makeUpSettings = { window_days: MAKE_UP_WINDOW_DAYS, max_per_course: MAX_MAKE_UPS_PER_COURSE };

const live = (request: RequestRecord) => request.status !== 'rechazada';

export const requestUntil = (session: SessionRecord) =>
  new Date(Date.parse(session.startsAt) + MAKE_UP_WINDOW_DAYS * DAY_MS);

/** The session's latest request (a rejected one may be followed by another). */
export function makeUpOf(sessionId: number): RequestRecord | null {
  const requests = db.makeUpRequest.findMany({
    where: { sessionId: { equals: sessionId } },
    orderBy: { id: 'desc' },
  });
  return requests.find(live) ?? requests[0] ?? null;
}

/** The other group's class a request asks a seat in. */
const classOf = (request: RequestRecord) =>
  db.makeUpClass.findFirst({ where: { id: { equals: request.classId } } });

/** The child's own enrolment in the course the request makes up for. */
const enrolmentOf = (request: RequestRecord) =>
  db.courseEnrolment
    .findMany({ where: { childId: { equals: request.childId } } })
    .find((row) => row.course.id === request.courseId) ?? null;

export function makeUpAnswer(request: RequestRecord): MakeUp {
  const target = classOf(request);
  return {
    id: request.id,
    status: request.status,
    starts_at: target?.startsAt ?? request.createdAt,
    reason: request.reason,
  };
}

export const usedIn = (childId: number, courseId: number) =>
  db.makeUpRequest
    .findMany({ where: { childId: { equals: childId }, courseId: { equals: courseId } } })
    .filter(live).length;

export function seatsLeft(target: ClassRecord): number {
  const taken = db.makeUpRequest.findMany({ where: { classId: { equals: target.id } } }).filter(live).length;
  return Math.max(0, target.capacity - target.enrolled - taken);
}

const childInClass = (childId: number, classId: number) =>
  db.makeUpRequest
    .findMany({ where: { classId: { equals: classId }, childId: { equals: childId } } })
    .some(live);

/** The course's classes of other groups still ahead, earliest first. */
export const upcomingClasses = (courseId: number, now: Date) =>
  db.makeUpClass
    .findMany({ where: { courseId: { equals: courseId } }, orderBy: { startsAt: 'asc' } })
    .filter((target) => Date.parse(target.startsAt) > now.getTime());

/**
 * The classes offered to make up `sessionId`: not one where the child's make-up of another class
 * already gives them a seat (this session's own request still shows its class).
 */
export function classesFor(sessionId: number, childId: number, courseId: number, now: Date) {
  const seated = new Set(
    db.makeUpRequest
      .findMany({ where: { childId: { equals: childId } } })
      .filter((request) => live(request) && request.sessionId !== sessionId)
      .map((request) => request.classId),
  );
  return upcomingClasses(courseId, now).filter((target) => !seated.has(target.id));
}

/** Whether the history offers 'Pedir recuperación' for this class. */
export function canAskMakeUp(session: SessionRecord, childId: number, courseId: number, now: Date): boolean {
  return (
    session.attendance !== 'attended' &&
    makeUpOf(session.id)?.status !== 'solicitada' &&
    makeUpOf(session.id)?.status !== 'confirmada' &&
    requestUntil(session) > now &&
    usedIn(childId, courseId) < MAX_MAKE_UPS_PER_COURSE
  );
}

interface Ask {
  session: SessionRecord;
  childId: number;
  courseId: number;
  courseName: string;
  classId: number;
  now: Date;
}

export type TakeSeat = { ok: true; request: RequestRecord } | { ok: false; code: MakeUpRefusalCode };

export function takeSeat(ask: Ask): TakeSeat {
  const { session, childId, courseId, classId, now } = ask;
  const refuse = (code: MakeUpRefusalCode): TakeSeat => ({ ok: false, code });
  if (session.attendance === 'attended') return refuse('not_absent');
  const current = makeUpOf(session.id);
  if (current && live(current)) return refuse('already_requested');
  if (requestUntil(session) <= now) return refuse('window_passed');
  if (usedIn(childId, courseId) >= MAX_MAKE_UPS_PER_COURSE) return refuse('limit_reached');
  const target = db.makeUpClass.findFirst({ where: { id: { equals: classId } } });
  if (!target || target.courseId !== courseId || Date.parse(target.startsAt) <= now.getTime())
    return refuse('other_course');
  if (childInClass(childId, classId)) return refuse('already_in_class');
  if (seatsLeft(target) === 0) return refuse('class_full');
  const request = db.makeUpRequest.create({
    id: (db.makeUpRequest.count() ? Math.max(...db.makeUpRequest.getAll().map((r) => r.id)) : 88000) + 1,
    sessionId: session.id,
    childId,
    courseId,
    classId,
    status: 'solicitada',
    reason: null,
    createdAt: now.toISOString(),
  });
  return { ok: true, request: academyDecides(request, target, ask.courseName) };
}

/** The academy answers at once: confirmed while the seat is held, unless a scenario says otherwise. */
function academyDecides(request: RequestRecord, target: ClassRecord, courseName: string): RequestRecord {
  const scenario = currentScenario();
  if (scenario === MAKE_UP_PENDING_SCENARIO) return request;
  const rejected = scenario === MAKE_UP_REJECTED_SCENARIO;
  return decide(request, rejected ? { reject: REJECTION } : 'confirm', target, courseName);
}

/**
 * The academy's answer to a request still 'solicitada': confirmed (the family is told) or
 * rejected with its reason (the seat is free again). One answered already is returned unchanged.
 */
export function decide(
  request: RequestRecord,
  answer: 'confirm' | { reject: string },
  target = classOf(request),
  courseName = enrolmentOf(request)?.course.name ?? '',
): RequestRecord {
  if (request.status !== 'solicitada') return request;
  const decided = db.makeUpRequest.update({
    where: { id: { equals: request.id } },
    data: answer === 'confirm' ? { status: 'confirmada' } : { status: 'rechazada', reason: answer.reject },
  });
  if (answer === 'confirm' && target)
    notifyFamily('makeup_confirmed', request.childId, { courseName, when: limaWhen(target.startsAt) });
  return decided ?? request;
}

/** Requests the academy has not answered, oldest first (support's list on /__mocks). */
export const pendingMakeUps = () =>
  db.makeUpRequest.findMany({ where: { status: { equals: 'solicitada' } }, orderBy: { id: 'asc' } });

/** The class a child's confirmed make-up takes place in; null for anything else. */
export function confirmedMakeUpClass(makeUpId: number, childId: number): ClassRecord | null {
  const request = db.makeUpRequest.findFirst({ where: { id: { equals: makeUpId } } });
  if (!request || request.childId !== childId || request.status !== 'confirmada') return null;
  return classOf(request);
}

/** A child's confirmed make-ups, for the calendar feed and the reminders. */
export function confirmedMakeUps(childId: number) {
  return db.makeUpRequest
    .findMany({ where: { childId: { equals: childId }, status: { equals: 'confirmada' } } })
    .flatMap((request) => {
      const target = classOf(request);
      const enrolment = enrolmentOf(request);
      return target && enrolment
        ? [
            {
              id: request.id,
              enrolment_id: enrolment.id,
              course_name: enrolment.course.name ?? '',
              starts_at: target.startsAt,
            },
          ]
        : [];
    });
}
