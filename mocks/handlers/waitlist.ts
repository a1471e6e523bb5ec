/**
 * Seats and waitlists of vacation programs and courses (decisions 092, 093): GET
 * /api/waitlist/programs/{id}/ and /api/waitlist/courses/{slug}/ (each schedule's or group's seats;
 * signed in, the caller's own entries too), GET /api/waitlist/ (a parent's entries) and POST
 * /api/waitlist/ (a program's list or a course's). Another family's child is a 404; refusals are
 * 409 `{ detail, code }`.
 */
import { http } from 'msw';
import type { WaitlistRefusalCode } from '@kernel/texts/waitlist';
import { JoinWaitlistBodySchema } from '../../server/upstream/schemas/waitlist';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import {
  authenticatedUser,
  badRequest,
  fieldErrorsOf,
  jsonAnswer,
  jsonBody,
  notFound,
  requireFound,
  requireUser,
} from '../http/api-answers';
import { courseListId } from '../waitlist/course-seats';
import { listExists, listFreeSeats, listGroupSeats, listSubject } from '../waitlist/lists';
import { advance, addEntry, entriesOf, heldCount, HOLD_MS, positionOf, stateOf } from '../waitlist/queue';
import { programOf, scopeOfUser } from '../waitlist/seats';
import { ownChild } from './parents';

const DETAIL: Record<WaitlistRefusalCode, string> = {
  already_listed: 'El alumno ya está en esta lista de espera.',
  seats_available: 'Hay cupos: no hace falta lista de espera.',
};

type Entry = ReturnType<typeof entriesOf>[number];

function entryAnswer(entry: Entry, now: Date) {
  const child = db.child.findFirst({ where: { id: { equals: entry.childId } } });
  const state = stateOf(entry, now);
  const list = listSubject(entry.listId);
  const freeGroup = listGroupSeats(entry.scope, entry.listId, now).find((group) => group.seatsLeft > 0);
  return {
    id: entry.id,
    program_id: list.program?.id ?? null,
    program_name: list.program?.name ?? null,
    course: list.course,
    age_range: list.ageRange,
    group_id: state === 'held' ? freeGroup?.id ?? null : null,
    child: { id: entry.childId, first_name: child?.first_name ?? 'Alumno' },
    state,
    position: positionOf(entry, now),
    held_until:
      state === 'held' && entry.offeredAt
        ? new Date(Date.parse(entry.offeredAt) + HOLD_MS).toISOString()
        : null,
  };
}

/** No seat for a family without a hold (a course with no groups yet is never full). */
export const isFull = (scope: string, listId: string, now: Date) =>
  listGroupSeats(scope, listId, now).length > 0 &&
  listFreeSeats(scope, listId, now) - heldCount(scope, listId, now) <= 0;

function seatsAnswer(userId: number | null, listId: string, now: Date) {
  const scope = scopeOfUser(userId);
  advance(scope, listId, now);
  return {
    groups: listGroupSeats(scope, listId, now).map((group) => ({
      id: group.id,
      capacity: group.capacity,
      seats_left: group.seatsLeft,
    })),
    full: isFull(scope, listId, now),
    entries:
      userId === null
        ? []
        : entriesOf(scope, listId)
            .filter((entry) => entry.userId === userId)
            .map((entry) => entryAnswer(entry, now)),
  };
}

/** Every list the parent waits on, brought up to date. */
function parentEntries(userId: number, now: Date) {
  const scope = scopeOfUser(userId);
  const mine = db.waitlistEntry.findMany({ where: { userId: { equals: userId }, scope: { equals: scope } } });
  for (const listId of new Set(mine.map((entry) => entry.listId))) advance(scope, listId, now);
  return (
    db.waitlistEntry
      .findMany({ where: { userId: { equals: userId }, scope: { equals: scope } } })
      // A list the family left is no longer theirs.
      .filter((entry) => !entry.leftAt)
      .sort((a, b) => a.id - b.id)
      .map((entry) => entryAnswer(entry, now))
  );
}

export const waitlistHandlers = [
  // Every program of an age range, as each program's own answer (a page asks it beside its campaign).
  http.get(`${MOCK_API_URL}/api/waitlist/programs/`, ({ request }) => {
    const ageRange = new URL(request.url).searchParams.get('age_range');
    const programs = vacationPrograms.filter((program) => program.age_range === ageRange);
    if (programs.length === 0) return badRequest({ age_range: ['Rango de edad desconocido.'] });
    const userId = authenticatedUser(request)?.id ?? null;
    const now = new Date();
    return jsonAnswer({
      data: programs.map((program) => ({ program_id: program.id, ...seatsAnswer(userId, program.id, now) })),
    });
  }),

  http.get(`${MOCK_API_URL}/api/waitlist/programs/:programId/`, ({ request, params }) => {
    const programId = String(params.programId);
    if (!programOf(programId)) return notFound();
    const user = authenticatedUser(request);
    const seats = seatsAnswer(user?.id ?? null, programId, new Date());
    return jsonAnswer({ data: { program_id: programId, ...seats } });
  }),

  http.get(`${MOCK_API_URL}/api/waitlist/courses/:course/`, ({ request, params }) => {
    const course = String(params.course);
    if (!listExists(courseListId(course))) return notFound();
    const user = authenticatedUser(request);
    const seats = seatsAnswer(user?.id ?? null, courseListId(course), new Date());
    return jsonAnswer({ data: { course, ...seats } });
  }),

  http.get(`${MOCK_API_URL}/api/waitlist/`, ({ request }) => {
    const user = requireUser(request);
    return jsonAnswer({ data: parentEntries(user.id, new Date()) });
  }),

  http.post(`${MOCK_API_URL}/api/waitlist/`, async ({ request }) => {
    const user = requireUser(request);
    const parsed = JoinWaitlistBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
    const body = parsed.data;
    const listId = 'course' in body ? courseListId(body.course) : body.program_id;
    const childId = body.student_id;
    if (!listExists(listId)) return notFound();
    // Another family's child is an object this parent cannot see.
    requireFound(ownChild(user.id, childId));
    // No await from here on: the list is read and written in one step.
    const now = new Date();
    const scope = scopeOfUser(user.id);
    advance(scope, listId, now);
    const refuse = (code: WaitlistRefusalCode) => jsonAnswer({ detail: DETAIL[code], code }, { status: 409 });
    if (entriesOf(scope, listId).some((entry) => entry.childId === childId)) return refuse('already_listed');
    if (!isFull(scope, listId, now)) return refuse('seats_available');
    const entry = addEntry(scope, listId, user.id, childId, now);
    return jsonAnswer({ data: entryAnswer(entry, now) }, { status: 201 });
  }),
];
