/**
 * Seats and waitlists of vacation programs (decision 092): GET /api/waitlist/programs/{id}/ (each
 * schedule's seats; signed in, the caller's own entries too), GET /api/waitlist/ (a parent's
 * entries) and POST /api/waitlist/. Another family's child is a 404; refusals are 409 `{ detail, code }`.
 */
import { http } from 'msw';
import type { WaitlistRefusalCode } from '@kernel/texts/waitlist';
import { JoinWaitlistBodySchema } from '../../server/upstream/schemas/waitlist';
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
import { advance, addEntry, entriesOf, heldCount, positionOf, stateOf } from '../waitlist/queue';
import { freeSeats, groupSeats, programOf, scopeOfUser } from '../waitlist/seats';
import { ownChild } from './parents';

const DETAIL: Record<WaitlistRefusalCode, string> = {
  already_listed: 'El alumno ya está en la lista de espera de este programa.',
  seats_available: 'El programa tiene cupos: no hace falta lista de espera.',
};

type Entry = ReturnType<typeof entriesOf>[number];

function entryAnswer(entry: Entry, now: Date) {
  const child = db.child.findFirst({ where: { id: { equals: entry.childId } } });
  const state = stateOf(entry, now);
  const program = programOf(entry.programId);
  const freeGroup = groupSeats(entry.scope, entry.programId, now).find((group) => group.seatsLeft > 0);
  return {
    id: entry.id,
    program_id: entry.programId,
    program_name: program?.name ?? entry.programId,
    age_range: program?.age_range ?? '5_to_7',
    group_id: state === 'held' ? freeGroup?.id ?? null : null,
    child: { id: entry.childId, first_name: child?.first_name ?? 'Alumno' },
    state,
    position: positionOf(entry, now),
    held_until:
      state === 'held' && entry.offeredAt
        ? new Date(Date.parse(entry.offeredAt) + 24 * 60 * 60_000).toISOString()
        : null,
  };
}

/** No seat for a family without a hold. */
const isFull = (scope: string, programId: string, now: Date) =>
  freeSeats(scope, programId, now) - heldCount(scope, programId, now) <= 0;

function programSeatsAnswer(userId: number | null, programId: string, now: Date) {
  const scope = scopeOfUser(userId);
  advance(scope, programId, now);
  return {
    program_id: programId,
    groups: groupSeats(scope, programId, now).map((group) => ({
      id: group.id,
      capacity: group.capacity,
      seats_left: group.seatsLeft,
    })),
    full: isFull(scope, programId, now),
    entries:
      userId === null
        ? []
        : entriesOf(scope, programId)
            .filter((entry) => entry.userId === userId)
            .map((entry) => entryAnswer(entry, now)),
  };
}

/** Every program the parent waits for, brought up to date. */
function parentEntries(userId: number, now: Date) {
  const scope = scopeOfUser(userId);
  const mine = db.waitlistEntry.findMany({ where: { userId: { equals: userId }, scope: { equals: scope } } });
  for (const programId of new Set(mine.map((entry) => entry.programId))) advance(scope, programId, now);
  return db.waitlistEntry
    .findMany({ where: { userId: { equals: userId }, scope: { equals: scope } } })
    .sort((a, b) => a.id - b.id)
    .map((entry) => entryAnswer(entry, now));
}

export const waitlistHandlers = [
  http.get(`${MOCK_API_URL}/api/waitlist/programs/:programId/`, ({ request, params }) => {
    const programId = String(params.programId);
    if (!programOf(programId)) return notFound();
    const user = authenticatedUser(request);
    return jsonAnswer({ data: programSeatsAnswer(user?.id ?? null, programId, new Date()) });
  }),

  http.get(`${MOCK_API_URL}/api/waitlist/`, ({ request }) => {
    const user = requireUser(request);
    return jsonAnswer({ data: parentEntries(user.id, new Date()) });
  }),

  http.post(`${MOCK_API_URL}/api/waitlist/`, async ({ request }) => {
    const user = requireUser(request);
    const parsed = JoinWaitlistBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
    const { program_id: programId, student_id: childId } = parsed.data;
    requireFound(programOf(programId));
    // Another family's child is an object this parent cannot see.
    requireFound(ownChild(user.id, childId));
    // No await from here on: the list is read and written in one step.
    const now = new Date();
    const scope = scopeOfUser(user.id);
    advance(scope, programId, now);
    const refuse = (code: WaitlistRefusalCode) => jsonAnswer({ detail: DETAIL[code], code }, { status: 409 });
    if (entriesOf(scope, programId).some((entry) => entry.childId === childId))
      return refuse('already_listed');
    if (!isFull(scope, programId, now)) return refuse('seats_available');
    const entry = addEntry(scope, programId, user.id, childId, now);
    return jsonAnswer({ data: entryAnswer(entry, now) }, { status: 201 });
  }),
];
