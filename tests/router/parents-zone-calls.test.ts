/**
 * The parents' zone is one page load per child, tab and step (it does not hydrate): a family's
 * next view within the user cache's window asks the upstream nothing it already answered
 * (decision 101), and the family's own change is seen at once, as with its other answers.
 */
import { describe, expect, it } from 'vitest';
import { forgetUserData } from '../../server/cache/user-cache';
import { signedInCaller, signedInCookie } from '../support/caller';
import { load } from '../support/parents-dashboard';
import { upstreamRounds } from '../support/upstream-rounds';

const apiCalls = (calls: string[]) => calls.filter((call) => call.includes('/api/'));

describe("the parents' zone, viewed again", () => {
  it('asks the upstream nothing for a family whose answers it has just read', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const first = await upstreamRounds(() => load(cookie));
    expect(apiCalls(first.calls)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/api/invoices/'),
        expect.stringContaining('/api/waitlist/'),
        expect.stringContaining('/api/class-sessions/latest/'),
      ]),
    );
    for (const query of ['', '?hijo=501&pestana=rutas&paso=3']) {
      const again = await upstreamRounds(() => load(cookie, query));
      expect(apiCalls(again.calls), query).toEqual([]);
    }
  });

  it('asks again once the family changed something (any mutation of its own marks its data)', async () => {
    const cookie = await signedInCookie('padre@example.com');
    await load(cookie);
    const { context } = await signedInCaller('padre@example.com');
    await forgetUserData(context.auth?.user.id ?? 0);
    const again = await upstreamRounds(() => load(cookie));
    expect(apiCalls(again.calls)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/api/invoices/'),
        expect.stringContaining('/api/waitlist/'),
        expect.stringContaining('/api/class-sessions/latest/'),
      ]),
    );
  });
});
