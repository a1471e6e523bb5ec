/**
 * The parents' zone's waitlist part, live (issue 77): `waitlist.states` answers a child's places
 * that can still move and what the card says of them, read afresh past the 10 s user cache — a
 * family ahead getting a freed seat is another party's change — and kept, so the card then
 * rendered (`waitlist.mine`) agrees. Another family's child gets nothing.
 */
import { describe, expect, it } from 'vitest';
import { FULL_PROGRAM_ID } from '../../fixtures/waitlist';
import { FIXTURE_SCOPE, releaseSeat } from '../../mocks/waitlist/seats';
import { leaveFirst } from '../../mocks/waitlist/queue';
import { signedInCaller, visitorCaller } from '../support/caller';
import { DIEGO } from './payment-support';
import { FULL_COURSE } from '../../fixtures/waitlist';
import { loadWaitlist } from '../../app/routes/enrollment/waitlist.server';

/** recordatorios@'s Valentina waits first for the full program in the fixtures. */
const VALENTINA = 538;

const caller = async (email: string) => (await signedInCaller(email)).caller;
const diegosCard = async (parent: Awaited<ReturnType<typeof caller>>) =>
  (await parent.waitlist.mine()).filter((entry) => entry.childId === DIEGO.childId).map((e) => e.statusText);

describe('waitlist.states', () => {
  it("answers only a changing place's words, and sees it move at once; the card then agrees", async () => {
    const padre = await caller('padre@example.com');
    await padre.waitlist.join({ programId: FULL_PROGRAM_ID, childId: DIEGO.childId });
    const before = await padre.waitlist.states({ childId: DIEGO.childId });
    expect(before).toEqual([
      { id: expect.any(Number), childId: DIEGO.childId, statusText: 'En espera: puesto 2' },
    ]);
    expect(await diegosCard(padre)).toEqual(['En espera: puesto 2']);

    // A seat frees: Valentina's family is first and gets it held; Diego moves up.
    expect(releaseSeat(FIXTURE_SCOPE, FULL_PROGRAM_ID)).toBe(true);
    // Within the cache's life the card alone would still say 'puesto 2'; the live part does not.
    expect(await diegosCard(padre)).toEqual(['En espera: puesto 2']);
    expect(await padre.waitlist.states({ childId: DIEGO.childId })).toEqual([
      { ...before[0], statusText: 'En espera: puesto 1' },
    ]);
    expect(await diegosCard(padre)).toEqual(['En espera: puesto 1']);
  });

  it('sees a family ahead leave the list: Diego moves up, and the family that left has no place', async () => {
    const padre = await caller('padre@example.com');
    await padre.waitlist.join({ programId: FULL_PROGRAM_ID, childId: DIEGO.childId });
    expect((await padre.waitlist.states({ childId: DIEGO.childId }))[0].statusText).toBe(
      'En espera: puesto 2',
    );
    expect(leaveFirst(FIXTURE_SCOPE, FULL_PROGRAM_ID, new Date())).toBe(true);
    expect((await padre.waitlist.states({ childId: DIEGO.childId }))[0].statusText).toBe(
      'En espera: puesto 1',
    );
    const theirs = await caller('recordatorios@example.com');
    expect(await theirs.waitlist.states({})).toEqual([]);
    expect(await theirs.waitlist.mine()).toEqual([]);
    // Nobody ahead any more: Diego is the first to leave, then the list is empty, not seeded again.
    expect(leaveFirst(FIXTURE_SCOPE, FULL_PROGRAM_ID, new Date())).toBe(true);
    expect(leaveFirst(FIXTURE_SCOPE, FULL_PROGRAM_ID, new Date())).toBe(false);
    expect(await padre.waitlist.states({})).toEqual([]);
  });

  it("answers one program's or course's places, as /enrollment and /pagar are seeded", async () => {
    const padre = await caller('padre@example.com');
    await padre.waitlist.join({ programId: FULL_PROGRAM_ID, childId: DIEGO.childId });
    const program = await padre.waitlist.states({ programId: FULL_PROGRAM_ID });
    expect(program.map((place) => place.statusText)).toEqual(['En espera: puesto 2']);
    expect(await padre.waitlist.states({ course: FULL_COURSE })).toEqual([]);
    const page = new Request('http://localhost/enrollment?edad=5_to_7&programa=vac-5_to_7-1#x');
    const seeded = await loadWaitlist(padre, { programId: FULL_PROGRAM_ID }, page);
    expect(seeded?.places).toEqual({
      of: { programId: FULL_PROGRAM_ID },
      states: program,
      refreshHref: '/enrollment?edad=5_to_7&programa=vac-5_to_7-1',
    });
  });

  it('keeps a held seat, which can still run out, and names its end', async () => {
    const padre = await caller('padre@example.com');
    await padre.waitlist.join({ programId: FULL_PROGRAM_ID, childId: DIEGO.childId });
    expect(releaseSeat(FIXTURE_SCOPE, FULL_PROGRAM_ID)).toBe(true);
    expect(releaseSeat(FIXTURE_SCOPE, FULL_PROGRAM_ID)).toBe(true);
    const [held] = await padre.waitlist.states({ childId: DIEGO.childId });
    expect(held.statusText).toMatch(/^Cupo reservado hasta el /);
  });

  it("another family's child gets nothing, and each family only its own places", async () => {
    const padre = await caller('padre@example.com');
    await padre.waitlist.join({ programId: FULL_PROGRAM_ID, childId: DIEGO.childId });
    expect(await padre.waitlist.states({ childId: VALENTINA })).toEqual([]);
    const theirs = await caller('recordatorios@example.com');
    expect(await theirs.waitlist.states({ childId: DIEGO.childId })).toEqual([]);
    expect((await theirs.waitlist.states({})).map((entry) => entry.childId)).toEqual([VALENTINA]);
    await expect(visitorCaller().waitlist.states({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
