/**
 * Sign-in throttles over HTTP (docs/decisions/023), as deployed behind one load balancer
 * (TRUST_PROXY=1, the client's address in X-Forwarded-For): a school whose pupils mistyped 30+
 * times from one address is slowed down, never locked out.
 */
import { describe, expect, it } from 'vitest';
import { useMockApp } from './harness/use-mock-app';
import { HttpClient } from './harness/http-client';
import { aliasParentEmail, PARENT_FIRST_NAME, PASSWORD } from './support/accounts';
import { visibleText } from './support/html';
import { describe as describeAnswer, postLogin } from './support/sign-in';
import { LIMITS } from '../../server/throttle';

const origin = useMockApp();

const WRONG = 'Correo electrónico o contraseña incorrectos';
const TOO_MANY = 'Demasiados intentos fallidos';

/** A browser behind the shared address (each one its own cookies). */
const browserAt = (address: string) => new HttpClient(origin(), { clientIp: address });

async function dialogText(browser: HttpClient, answer: Awaited<ReturnType<typeof postLogin>>) {
  expect(answer.status, describeAnswer(answer)).toBe(302);
  expect(answer.headers.location, describeAnswer(answer)).toMatch(/[?&]login\b/);
  return visibleText((await browser.follow(answer)).body);
}

describe('sign-in throttles from one shared address', () => {
  it('30+ failures from one address, then the right password of another account signs in', async () => {
    const school = '203.0.113.77';
    const pupils = browserAt(school);
    const failures = LIMITS.loginFailuresByClient.points + 2;
    for (let attempt = 1; attempt <= failures; attempt++) {
      const answer = await postLogin(pupils, aliasParentEmail(), `no-es-${attempt}`);
      const text = await dialogText(pupils, answer);
      // Within the limit a wrong guess reads 'incorrectos'; past it, 'espera' (and comes slower).
      expect(text, `failure ${attempt}`).toContain(
        attempt <= LIMITS.loginFailuresByClient.points ? WRONG : TOO_MANY,
      );
    }

    const family = browserAt(school);
    const signedIn = await postLogin(family, aliasParentEmail(), PASSWORD);
    expect(signedIn.status, describeAnswer(signedIn)).toBe(302);
    expect(signedIn.headers.location).toBe('/dashboard');
    const dashboard = await family.follow(signedIn);
    expect(dashboard.status).toBe(200);
    expect(visibleText(dashboard.body)).toContain(PARENT_FIRST_NAME);
  });

  it('an account locked from one address refuses its right password there, not elsewhere', async () => {
    const email = aliasParentEmail();
    const stranger = browserAt('203.0.113.78');
    for (let attempt = 1; attempt <= LIMITS.loginFailuresByAccountAndClient.points; attempt++)
      expect(await dialogText(stranger, await postLogin(stranger, email, `no-es-${attempt}`))).toContain(
        WRONG,
      );
    expect(await dialogText(stranger, await postLogin(stranger, email, PASSWORD))).toContain(TOO_MANY);

    const owner = browserAt('203.0.113.79');
    const answer = await postLogin(owner, email, PASSWORD);
    expect(answer.headers.location, describeAnswer(answer)).toBe('/dashboard');
  });
});
