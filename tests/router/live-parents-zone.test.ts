/**
 * The parents' zone's live parts as the page renders them (issue 77): the loader reads a child's
 * waitlist places and latest classes afresh, so 'Actualizar' (without JavaScript) shows a place
 * that moved or a make-up the academy answered even within the 10 s user cache, and it seeds each
 * part with exactly what its procedure answers — so the enhancement asks nothing new until the
 * state changes.
 */
import { describe, expect, it } from 'vitest';
import { FULL_PROGRAM_ID } from '../../fixtures/waitlist';
import { db } from '../../mocks/db';
import { decide } from '../../mocks/class-sessions/make-ups';
import { FIXTURE_SCOPE, releaseSeat } from '../../mocks/waitlist/seats';
import { getSession, readAuth } from '../../server/session.server';
import { loadParentsDashboard } from '../../app/routes/dashboard._index/parents-dashboard.server';
import { signedInCaller, signedInCookie } from '../support/caller';
import { DIEGO } from './payment-support';

const DIEGO_COURSES = `http://localhost/dashboard?hijo=${DIEGO.childId}&pestana=cursos`;

async function dashboard(cookie: string) {
  const request = new Request(DIEGO_COURSES, { headers: { cookie } });
  const session = await getSession(request);
  const auth = readAuth(session);
  if (!auth) throw new Error('expected a signed-in parent');
  return (await loadParentsDashboard(request, { session, auth })).json();
}

describe("the parents' zone's live parts", () => {
  it('shows a place that moved at once, seeded with what waitlist.states answers', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    await caller.waitlist.join({ programId: FULL_PROGRAM_ID, childId: DIEGO.childId });
    const cookie = await signedInCookie('padre@example.com');
    const before = await dashboard(cookie);
    expect(before.waitlist.map((entry) => entry.statusText)).toEqual(['En espera: puesto 2']);
    expect(before.live?.waitlist).toEqual(await caller.waitlist.states({ childId: DIEGO.childId }));

    expect(releaseSeat(FIXTURE_SCOPE, FULL_PROGRAM_ID)).toBe(true);
    const after = await dashboard(cookie);
    expect(after.waitlist.map((entry) => entry.statusText)).toEqual(['En espera: puesto 1']);
    expect(after.live?.waitlist.map((entry) => entry.statusText)).toEqual(['En espera: puesto 1']);
  });

  it("shows the academy's answer at once, seeded with what makeUps.states answers", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const cookie = await signedInCookie('padre@example.com');
    const before = await dashboard(cookie);
    expect(before.live?.makeUps).toEqual([{ session: expect.any(Number), text: 'Recuperación solicitada' }]);
    expect(before.live?.makeUps).toEqual(await caller.classSessions.makeUpStates({ childId: DIEGO.childId }));

    const request = db.makeUpRequest.findFirst({ where: { status: { equals: 'solicitada' } } });
    if (!request) throw new Error('fixture make-up 88001 missing');
    decide(request, 'confirm');
    const after = await dashboard(cookie);
    expect(after.live?.makeUps).toEqual([]);
    expect(JSON.stringify(after.classHistory)).toContain('Recuperación confirmada');
  });
});
