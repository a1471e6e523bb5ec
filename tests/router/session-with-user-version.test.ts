/**
 * A signed-in session and its user's data version (decision 073): the session's id is only
 * random, so the version is a store read of its own. A change of the user's data made elsewhere
 * is seen at the next view.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { forgetUserData } from '../../server/cache/user-cache';
import { runInRequest } from '../../server/log/request-context';
import { commitSession, getSession } from '../../server/session.server';
import { getStore } from '../../server/store';
import { signedInCaller, signedInCookie } from '../support/caller';

const withCookie = (cookie: string) => new Request('http://localhost/dashboard', { headers: { cookie } });

/** Every store read while `run` runs, one entry per operation: the keys it asked for. */
async function storeReads(run: () => Promise<void>): Promise<string[][]> {
  const store = getStore();
  const { get, getMany } = store;
  const reads: string[][] = [];
  store.get = (key) => (reads.push([key]), get.call(store, key));
  store.getMany = (keys) => (reads.push([...keys]), getMany.call(store, keys));
  try {
    await run();
  } finally {
    Object.assign(store, { get, getMany });
  }
  return reads;
}

describe('the session and its user’s data version', () => {
  it('a signed-in session’s id is random only: neither the cookie nor the store key names the user', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const { caller, answer } = await signedInCaller('padre@example.com');
    const reads = await storeReads(() =>
      runInRequest('view', async () => {
        const [layout, page] = await Promise.all([
          getSession(withCookie(cookie)),
          getSession(withCookie(cookie)),
        ]);
        expect(layout.get('userData')?.id).toBe(answer.user.id);
        expect(page.get('userData')?.id).toBe(answer.user.id);
        expect(layout.id).toMatch(/^[\w-]{32}$/);
        await Promise.all([caller.parents.children(), caller.enrollments.byChild({ childId: 501 })]);
      }),
    );
    // The cookie's value (signed, not sealed) shows its id: nothing of the user's.
    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const id = JSON.parse(Buffer.from(value.split('.')[0], 'base64').toString('utf8'));
    expect(id).toMatch(/^[\w-]{32}$/);
    expect(cookie).not.toContain(`u${answer.user.id}`);
    expect(new Set(reads.flat())).toEqual(new Set([`session:${id}`, `user-data:${answer.user.id}`]));
  });

  it('a session without sign-in is read alone, and its id names nobody', async () => {
    const session = await getSession(new Request('http://localhost/'));
    session.set('organization_id', 7);
    const cookie = (await commitSession(session)).split(';')[0] ?? '';
    let id = '';
    const reads = await storeReads(() =>
      runInRequest('view', async () => {
        id = (await getSession(withCookie(cookie))).id;
      }),
    );
    expect(id).toMatch(/^[\w-]+$/);
    expect(reads).toEqual([[`session:${id}`]]);
  });

  it('a change of the user’s data made in another request is seen at the next view', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const { caller, answer } = await signedInCaller('padre@example.com');
    const view = () =>
      runInRequest('view', async () => {
        await getSession(withCookie(cookie));
        return (await caller.parents.children()).map((child) => child.id);
      });
    expect(await view()).toEqual([501, 502]);
    await runInRequest('elsewhere', async () => {
      db.child.create({
        id: 597,
        parentId: answer.user.id,
        first_name: 'Lucía',
        last_name: 'Quispe Vargas',
        email: 'lucia.quispe@alumnos.kodea.pe',
        password: 'Lucia-2026',
        icon_id: 3,
      });
      await forgetUserData(answer.user.id);
    });
    expect(await view()).toEqual([501, 502, 597]);
  });

  it('the user’s own change in the request is seen by what the request reads next', async () => {
    const cookie = await signedInCookie('padre@example.com');
    const { caller, answer } = await signedInCaller('padre@example.com');
    await runInRequest('action', async () => {
      await getSession(withCookie(cookie));
      expect((await caller.parents.children()).map((child) => child.id)).toEqual([501, 502]);
      db.child.create({
        id: 596,
        parentId: answer.user.id,
        first_name: 'Tomás',
        last_name: 'Quispe Vargas',
        email: 'tomas.quispe@alumnos.kodea.pe',
        password: 'Tomas-2026',
        icon_id: 1,
      });
      await forgetUserData(answer.user.id);
      await getSession(withCookie(cookie));
      expect((await caller.parents.children()).map((child) => child.id)).toEqual([501, 502, 596]);
    });
  });
});
