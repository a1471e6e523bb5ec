/**
 * Make-up requests, live (issue 77): the parents' zone watches a child's requests the academy has
 * not answered (`classSessions.makeUpStates`, read afresh past the 10 s user cache and kept, so
 * the history then rendered agrees), the make-up page its class's request (`makeUps.state`).
 * padre@'s Diego has one pending in the fixtures, on his justified absence. Another family's
 * child or class is NOT_FOUND.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { decide } from '../../mocks/class-sessions/make-ups';
import { signedInCaller, visitorCaller } from '../support/caller';

const DIEGO = 502;
const DIEGO_YOUTUBER = 6201;
/** The fixtures' pending request, on Diego's justified absence. */
const PENDING = 88001;
const REASON = 'El grupo tendrá una evaluación ese día.';

const caller = async (email: string) => (await signedInCaller(email)).caller;
const pendingRequest = () => {
  const request = db.makeUpRequest.findFirst({ where: { id: { equals: PENDING } } });
  if (!request) throw new Error('fixture make-up 88001 missing');
  return request;
};
const historyLine = async (parent: Awaited<ReturnType<typeof caller>>, sessionId: number) =>
  (await parent.classSessions.latest({ childId: DIEGO }))
    ?.find((page) => page.enrollment_id === DIEGO_YOUTUBER)
    ?.results.find((session) => session.id === sessionId)?.make_up?.status;

describe('classSessions.makeUpStates', () => {
  it('answers the pending requests only, sees the answer at once, and the history then agrees', async () => {
    const padre = await caller('padre@example.com');
    const sessionId = pendingRequest().sessionId;
    expect(await padre.classSessions.makeUpStates({ childId: DIEGO })).toEqual([
      { session: sessionId, text: 'Recuperación solicitada' },
    ]);
    expect(await historyLine(padre, sessionId)).toBe('solicitada');

    decide(pendingRequest(), 'confirm');
    // Within the cache's life the history alone would still say 'solicitada'; the live part does not.
    expect(await historyLine(padre, sessionId)).toBe('solicitada');
    expect(await padre.classSessions.makeUpStates({ childId: DIEGO })).toEqual([]);
    expect(await historyLine(padre, sessionId)).toBe('confirmada');
  });

  it("another family's child is NOT_FOUND; signed out, UNAUTHORIZED", async () => {
    const other = await caller('mama.mx@example.com');
    await expect(other.classSessions.makeUpStates({ childId: DIEGO })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(visitorCaller().classSessions.makeUpStates({ childId: DIEGO })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('makeUps.state', () => {
  it("says the class's request as the page does, and the academy's answer on the next call", async () => {
    const padre = await caller('padre@example.com');
    const sessionId = pendingRequest().sessionId;
    expect(await padre.makeUps.state({ sessionId })).toEqual({
      status: 'solicitada',
      text: 'Recuperación solicitada',
    });
    expect((await padre.makeUps.page({ sessionId })).state).toEqual(await padre.makeUps.state({ sessionId }));

    decide(pendingRequest(), { reject: REASON });
    expect(await padre.makeUps.state({ sessionId })).toEqual({
      status: 'rechazada',
      text: `Recuperación rechazada: ${REASON}`,
    });
  });

  it("another family's class is NOT_FOUND", async () => {
    const sessionId = pendingRequest().sessionId;
    expect(await (await caller('padre@example.com')).makeUps.state({ sessionId })).not.toBeNull();
    const other = await caller('mama.mx@example.com');
    await expect(other.makeUps.state({ sessionId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
