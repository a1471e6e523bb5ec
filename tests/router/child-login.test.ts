/**
 * A child's login in the parents' zone (issue 55 point 6): shown or replaced only after the parent's
 * own password, refusals beside the form, another family's child a 404, wrong passwords counted by
 * a limit of their own that never locks the sign-in. Each test signs in an alias parent of its own
 * (copies of padre@'s children).
 */
import { describe, expect, it, vi } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { db } from '../../mocks/db';
import { logger } from '../../server/log/logger';
import { FIXTURE_PASSWORD } from '../../fixtures/users';
import { CHILD_LOGIN_TEXT } from '../../kernel/texts/child-login';
import { LIMITS } from '../../server/throttle';
import { signedInCookie, visitorCaller } from '../support/caller';
import { load, post } from '../support/parents-dashboard';

interface Posted {
  childLogin: { form: string; childId: number; result: { error?: Record<string, string[]> } };
}

async function aliasParent(tag: string) {
  const cookie = await signedInCookie(`padre+child-login-${tag}@example.com`);
  const view = await load(cookie);
  const child = view.view.selectedChild as { id: number; firstName: string };
  return { cookie, child, query: `?hijo=${child.id}&index` };
}

const errorsOf = async (answer: Response) => ((await answer.json()) as Posted).childLogin.result.error ?? {};

describe('revealing a child’s login', () => {
  it('asks for the parent’s password; a missing or wrong one keeps it hidden, the right one shows it', async () => {
    const { cookie, child, query } = await aliasParent('reveal');
    const missing = await post(cookie, query, { intent: 'reveal-credentials', child: String(child.id) });
    expect(missing.status).toBe(400);
    expect((await errorsOf(missing)).parentPassword).toEqual(['Ingresa tu contraseña']);

    const wrong = await post(cookie, query, {
      intent: 'reveal-credentials',
      child: String(child.id),
      parentPassword: 'no-es-la-clave',
    });
    expect(wrong.status).toBe(400);
    expect((await errorsOf(wrong)).parentPassword).toEqual([CHILD_LOGIN_TEXT.wrongPassword]);
    expect((await load(cookie, `?hijo=${child.id}`)).login).toBeNull();

    const right = await post(cookie, query, {
      intent: 'reveal-credentials',
      child: String(child.id),
      parentPassword: FIXTURE_PASSWORD,
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/dashboard?hijo=${child.id}#credenciales`);
    expect((await load(cookie, `?hijo=${child.id}`)).login).toMatchObject({ password: 'Sofi-2026' });
  });

  it('another family’s child is a 404, whatever the password', async () => {
    const { cookie, query } = await aliasParent('other-family');
    for (const parentPassword of [FIXTURE_PASSWORD, 'no-es-la-clave'])
      expect(
        (await post(cookie, query, { intent: 'reveal-credentials', child: '503', parentPassword })).status,
      ).toBe(404);
  });

  it('five wrong passwords lock the reveal, even with the right one next, saying so', async () => {
    const { cookie, child, query } = await aliasParent('throttle');
    const attempt = (parentPassword: string) =>
      post(cookie, query, { intent: 'reveal-credentials', child: String(child.id), parentPassword });
    for (let i = 0; i < LIMITS.childLoginFailuresByAccount.points; i += 1)
      expect((await attempt(`mala-${i}`)).status).toBe(400);
    const locked = await attempt(FIXTURE_PASSWORD);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as Posted).childLogin.result).toMatchObject({
      error: { '': [CHILD_LOGIN_TEXT.tooManyWrongPasswords] },
    });
    expect((await load(cookie, `?hijo=${child.id}`)).login).toBeNull();
  });

  it('wrong passwords here never lock the parent’s own sign-in (issue 74)', async () => {
    const email = 'padre+child-login-own-limit@example.com';
    const { cookie, child, query } = await aliasParent('own-limit');
    const attempt = (parentPassword: string) =>
      post(cookie, query, { intent: 'reveal-credentials', child: String(child.id), parentPassword });
    for (let i = 0; i <= LIMITS.childLoginFailuresByAccount.points; i += 1) await attempt(`mala-${i}`);
    // From the same client (router tests have none: 'unknown'), as the sign-in's limits count it.
    const signedIn = await visitorCaller().auth.login({ email, password: FIXTURE_PASSWORD });
    expect(signedIn.user.email).toBe(email);
  });

  it('tries sent at once cannot pass the limit', async () => {
    const { cookie, child, query } = await aliasParent('at-once');
    const answers = await Promise.all(
      Array.from({ length: 2 * LIMITS.childLoginFailuresByAccount.points }, (_, i) =>
        post(cookie, query, {
          intent: 'reveal-credentials',
          child: String(child.id),
          parentPassword: `mala-${i}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(
      LIMITS.childLoginFailuresByAccount.points,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      LIMITS.childLoginFailuresByAccount.points,
    );
  });

  it('the right password starts the count again', async () => {
    const { cookie, child, query } = await aliasParent('count-again');
    const attempt = (parentPassword: string) =>
      post(cookie, query, { intent: 'reveal-credentials', child: String(child.id), parentPassword });
    for (let i = 1; i < LIMITS.childLoginFailuresByAccount.points; i += 1) await attempt(`mala-${i}`);
    expect((await attempt(FIXTURE_PASSWORD)).status).toBe(303);
    for (let i = 1; i < LIMITS.childLoginFailuresByAccount.points; i += 1)
      expect((await attempt(`mala-${i}`)).status).toBe(400);
    expect((await attempt(FIXTURE_PASSWORD)).status).toBe(303);
  });
});

describe('a new password for a child', () => {
  it('checks the new password’s rule and the parent’s password, then shows the new login', async () => {
    const { cookie, child, query } = await aliasParent('set');
    const send = (password: string, parentPassword: string) =>
      post(cookie, query, {
        intent: 'set-child-password',
        child: String(child.id),
        password,
        parentPassword,
      });

    const weak = await send('corta', FIXTURE_PASSWORD);
    expect(weak.status).toBe(400);
    expect((await errorsOf(weak)).password).toEqual(['La contraseña debe tener al menos 8 caracteres']);

    const wrong = await send('NuevaClave2027', 'no-es-la-clave');
    expect(wrong.status).toBe(400);
    expect((await errorsOf(wrong)).parentPassword).toEqual([CHILD_LOGIN_TEXT.wrongPassword]);
    expect((await load(cookie, `?hijo=${child.id}`)).login).toBeNull();

    const saved = await send('NuevaClave2027', FIXTURE_PASSWORD);
    expect(saved.status).toBe(303);
    expect((await load(cookie, `?hijo=${child.id}`)).login).toMatchObject({ password: 'NuevaClave2027' });
  });

  it('another family’s child is a 404, and its password does not change', async () => {
    const { cookie, query } = await aliasParent('set-other');
    const answer = await post(cookie, query, {
      intent: 'set-child-password',
      child: '503',
      password: 'NuevaClave2027',
      parentPassword: FIXTURE_PASSWORD,
    });
    expect(answer.status).toBe(404);
    const other = db.child.findFirst({ where: { id: { equals: 503 } } });
    expect(other?.password).not.toBe('NuevaClave2027');
  });
});

describe('the API failing (scenario child-login-error)', () => {
  it('says so in the form; nothing is shown or changed', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { cookie, child, query } = await aliasParent('failing');
    for (const fields of <Record<string, string>[]>[
      { intent: 'reveal-credentials', parentPassword: FIXTURE_PASSWORD },
      { intent: 'set-child-password', password: 'NuevaClave2027', parentPassword: FIXTURE_PASSWORD },
    ]) {
      const answer = await runWithScenario('child-login-error', () =>
        post(cookie, query, { ...fields, child: String(child.id) }),
      );
      expect(answer.status).toBe(502);
      expect(((await answer.json()) as Posted).childLogin.result).toMatchObject({
        error: { '': [CHILD_LOGIN_TEXT.failure] },
      });
    }
    expect((await load(cookie, `?hijo=${child.id}`)).login).toBeNull();
    await post(cookie, query, {
      intent: 'reveal-credentials',
      child: String(child.id),
      parentPassword: FIXTURE_PASSWORD,
    });
    expect((await load(cookie, `?hijo=${child.id}`)).login).toMatchObject({ password: 'Sofi-2026' });
  });
});
