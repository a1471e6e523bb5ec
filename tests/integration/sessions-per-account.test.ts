/**
 * One account cannot lock every family out (issue 74 point 4, decision 098). Signed-in sessions
 * live in the store's protected tier, which nothing evicts; a stranger signing one account in over
 * and over, dropping each cookie, filled it on a 1 MiB store and every family's sign-in answered
 * 503. Each account keeps at most MAX_SESSIONS_PER_ACCOUNT sessions: its oldest ends.
 */
import { describe, expect, it } from 'vitest';
import { useOwnApp } from './harness/use-mock-app';
import { newBrowser } from './harness/http-client';
import { protectedKeys, storeUsage } from './harness/store-file';
import { aliasParentEmail, PARENT_FIRST_NAME } from './support/accounts';
import { visibleText } from './support/html';
import { describe as describeAnswer, postLogin } from './support/sign-in';
import { PASSWORD } from './support/accounts';
import { MAX_SESSIONS_PER_ACCOUNT } from '../../server/session-index';

const MiB = 1024 * 1024;
const STORE_BYTES = MiB;
const ANONYMOUS_BYTES = MiB / 4;
/** Sign-ins sent at once, as a script would. */
const AT_ONCE = 4;

const running = useOwnApp({
  env: { STORE_MAX_BYTES: String(STORE_BYTES), STORE_ANONYMOUS_MAX_BYTES: String(ANONYMOUS_BYTES) },
});

describe('sessions per account on a 1 MiB store (SQLite)', () => {
  it('one account signed in past what the protected tier holds: every other family still signs in', async () => {
    const { origin, dataDir } = running();
    const stranger = aliasParentEmail();
    const signInDroppingTheCookie = async (n: number) => {
      const answer = await postLogin(newBrowser(origin), stranger, PASSWORD);
      expect(answer.status, `sign-in ${n}: ${describeAnswer(answer)}`).toBe(302);
      expect(answer.headers.location, `sign-in ${n}`).toBe('/dashboard');
    };
    const before = storeUsage(dataDir).protected.bytes;
    await signInDroppingTheCookie(0);
    // Enough to fill the protected tier a third over, were every session kept.
    const perSignIn = storeUsage(dataDir).protected.bytes - before;
    const signIns = Math.ceil((1.34 * (STORE_BYTES - ANONYMOUS_BYTES)) / perSignIn);
    for (let n = 1; n < signIns; n += AT_ONCE)
      await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, signIns - n) }, (_, i) => signInDroppingTheCookie(n + i)),
      );
    const sessions = protectedKeys(dataDir).filter((key) => key.startsWith('session:'));
    expect(sessions.length).toBeLessThanOrEqual(MAX_SESSIONS_PER_ACCOUNT);

    const family = newBrowser(origin);
    const signedIn = await postLogin(family, aliasParentEmail(), PASSWORD);
    expect(signedIn.status, describeAnswer(signedIn)).toBe(302);
    expect(signedIn.headers.location).toBe('/dashboard');
    const dashboard = await family.follow(signedIn);
    expect(dashboard.status).toBe(200);
    expect(visibleText(dashboard.body)).toContain(PARENT_FIRST_NAME);
  }, 120_000);
});
