/**
 * /vacaciones says each schedule's seats (issue 76 point 2) in the page's one round of upstream
 * calls: the seats of every program of the age are asked beside the campaign, whose answer alone
 * names the programs' ids (asked after it, they were a second round of waiting).
 */
import { describe, expect, it } from 'vitest';
import { fillSeats, scopeOfUser } from '../../mocks/waitlist/seats';
import { loadVacationPage } from '../../app/routes/vacaciones/vacation-page.server';
import { upstreamRounds } from '../support/upstream-rounds';
import { clearPublicCache } from '../../server/cache/public-cache';

interface Page {
  selected: number;
  programs: { id: string }[];
  seats: { full: boolean; groups: { id: string; seats: string }[] } | null;
}

const visit = async (query: string) =>
  (await (await loadVacationPage(new Request(`http://localhost/vacaciones?${query}`))).json()) as Page;

describe("/vacaciones' seats", () => {
  it('are read in the same round as the program', async () => {
    const { result, rounds, calls } = await upstreamRounds(() => visit('edad=8_to_11'));
    expect(rounds).toBe(1);
    expect(calls.some((call) => call.endsWith('/api/waitlist/programs/'))).toBe(true);
    expect(result.seats?.groups.length).toBeGreaterThan(0);
  });

  it("are the chosen program's: a full one says so", async () => {
    const first = await visit('edad=8_to_11&programa=0');
    expect(first.seats?.full).toBe(false);
    const chosen = first.programs[0].id;
    expect(fillSeats(scopeOfUser(null), chosen, null)).toBe(true);
    // A visitor's seats come through the public cache, like the campaign's answer.
    clearPublicCache();
    const page = await visit(`edad=8_to_11&programa=${chosen}`);
    expect(page.programs[page.selected].id).toBe(chosen);
    expect(page.seats?.full).toBe(true);
    expect(page.seats?.groups.every((group) => group.seats === 'none')).toBe(true);
  });
});
