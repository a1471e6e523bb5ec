/** signUp.register against the mock API (docs/decisions/019). */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { LIMITS } from '../../server/throttle';
import { createCaller } from '../../server/trpc/root';
import { DEFAULT_TIME_ZONE } from '../../server/trpc/context';
import { signUpAction } from '../../app/routes/registro/sign-up.server';
import { SIGN_UP_TEXT } from '../../kernel/texts/sign-up';
import { CLIENT_IP_HEADER } from '../../server/http/client-ip';
import { visitorCaller } from '../support/caller';
import { formBrowser } from '../support/form-browser';
import { CHILD_INPUT, CONSENT_INPUT, GUARDIAN_INPUT } from '../support/form-inputs';

type RegisterInput = Parameters<ReturnType<typeof visitorCaller>['signUp']['register']>[0];

const INPUT: RegisterInput = {
  guardian: GUARDIAN_INPUT,

  children: [
    CHILD_INPUT,
    { firstName: 'Valentina', age: '16_plus', experience: 'notexperience', operatingSystem: 'macos' },
  ],
  consent: CONSENT_INPUT,
};

/** The same family as the forms post it, without JavaScript. */
const GUARDIAN_FORM = { ...GUARDIAN_INPUT, acceptTerms: 'on' };
const CHILD_FORM = {
  ...Object.fromEntries(Object.entries(CHILD_INPUT).map(([key, value]) => [`children[0].${key}`, value])),
  childDataConsent: 'on',
};

const register = (input: RegisterInput = INPUT) => visitorCaller().signUp.register(input);

describe('signUp.register', () => {
  it('creates the parent and the children, and signs the parent in to the parents zone', async () => {
    const answer = await register();
    if (answer.status !== 'registered') throw new Error('expected a registration');
    expect(answer.platform).toBe('zona-padres');
    expect(answer.user).toMatchObject({
      email: 'rosa.huaman@example.com',
      firstName: 'Rosa',
      role: 'parent',
      phone: '+51987654321',
      countryCode: 'PE',
      organization_id: null,
    });

    const caller = createCaller({
      auth: {
        accessToken: answer.access,
        refreshToken: answer.refresh,
        user: answer.user,
        platform: answer.platform,
        organizationId: null,
      },
      timeZone: DEFAULT_TIME_ZONE,
    });
    const children = await caller.parents.children();
    expect(
      children.map(({ first_name, age_range, operating_system }) => ({
        first_name,
        age_range,
        operating_system,
      })),
    ).toEqual([
      { first_name: 'Mateo', age_range: '8_to_11', operating_system: 'windows' },
      { first_name: 'Valentina', age_range: '12_plus', operating_system: 'macos' },
    ]);
    // Each child gets the login the parents' zone shows.
    for (const child of children) {
      expect(child.email).toMatch(/@alumnos\.kodea\.pe$/);
      expect(child.password).toMatch(/^Kodea-[0-9a-f]{6}$/);
    }
    // The new parent signs in with the password chosen.
    const login = await visitorCaller().auth.login({
      email: 'rosa.huaman@example.com',
      password: 'Kodea2026!',
    });
    expect(login.user.id).toBe(answer.user.id);
  });

  it('an e-mail already registered is a field error for the form, nothing created', async () => {
    const users = db.user.count();
    const children = db.child.count();
    const answer = await register({ ...INPUT, guardian: { ...INPUT.guardian, email: 'Padre@Example.com' } });
    expect(answer).toEqual({
      status: 'rejected',
      fieldErrors: { email: 'Ya existe un usuario con este correo electrónico.' },
    });
    expect(db.user.count()).toBe(users);
    expect(db.child.count()).toBe(children);
  });

  it('refusals from rotating addresses spend nothing of the site-wide allowance (issue 74)', async () => {
    // A taken e-mail creates nothing: the site's limit counts accounts created (decision 098).
    const taken = { ...INPUT, guardian: { ...INPUT.guardian, email: 'Padre@Example.com' } };
    const from = (n: number, input = taken) =>
      visitorCaller({ clientIp: `198.51.${n >> 8}.${n & 255}` }).signUp.register(input);
    for (let n = 0; n <= LIMITS.signUpsOverall.points; n++)
      expect(await from(n)).toMatchObject({ status: 'rejected' });
    expect(await from(LIMITS.signUpsOverall.points + 1, INPUT)).toMatchObject({ status: 'registered' });
  }, 60_000);

  it('accounts created spend it: past it the refusal names the site, not the connection', async () => {
    const family = (n: number) => ({
      ...INPUT,
      guardian: { ...INPUT.guardian, email: `familia.${n}@example.com` },
    });
    const from = (n: number) =>
      visitorCaller({ clientIp: `198.51.${n >> 8}.${n & 255}` }).signUp.register(family(n));
    for (let n = 0; n < LIMITS.signUpsOverall.points; n++)
      expect(await from(n)).toMatchObject({ status: 'registered' });
    const users = db.user.count();
    await expect(from(LIMITS.signUpsOverall.points)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      outcome: { kind: 'throttled', scope: 'site' },
    });
    expect(db.user.count()).toBe(users);

    // The page says so: a limit every visitor shares, never "desde esta conexión".
    const browser = formBrowser(signUpAction);
    const headers = { [CLIENT_IP_HEADER]: '203.0.113.74' };
    await browser.post(
      '/registro',
      { ...GUARDIAN_FORM, email: 'familia.nueva@example.com', intent: 'guardian' },
      headers,
    );
    const refused = await browser.post('/registro?paso=hijos', { ...CHILD_FORM, intent: 'finish' }, headers);
    expect(refused.status).toBe(429);
    const text = JSON.stringify(await refused.json());
    expect(text).toContain(SIGN_UP_TEXT.siteBusy);
    expect(text).not.toContain('conexión');
  }, 60_000);

  it('one connection over its own limit reads that its connection made too many', async () => {
    const taken = { ...INPUT, guardian: { ...INPUT.guardian, email: 'Padre@Example.com' } };
    const caller = visitorCaller({ clientIp: '203.0.113.75' });
    for (let n = 0; n < LIMITS.signUpsByClient.points; n++)
      expect(await caller.signUp.register(taken)).toMatchObject({ status: 'rejected' });
    await expect(caller.signUp.register(INPUT)).rejects.toMatchObject({
      outcome: { kind: 'throttled', scope: 'client' },
    });
    expect(await visitorCaller({ clientIp: '203.0.113.76' }).signUp.register(INPUT)).toMatchObject({
      status: 'registered',
    });
  });

  it('refuses bad input before any upstream call', async () => {
    const users = db.user.count();
    await expect(
      register({ ...INPUT, guardian: { ...INPUT.guardian, phone: '12345' }, children: [] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(db.user.count()).toBe(users);
  });

  it('a 400 without field errors we know, and a 500, are errors, not answers', async () => {
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/auth/register/`, () =>
        HttpResponse.json({ children: ['Inválido.'] }, { status: 400 }),
      ),
    );
    await expect(register()).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/auth/register/`, () => new HttpResponse(null, { status: 500 })),
    );
    await expect(register()).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
  });

  it('is server-only: never over /api/trpc', async () => {
    await expect(visitorCaller({ transport: 'http' }).signUp.register(INPUT)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('the mock API validates the sign-up body as the real one would', () => {
  const post = (body: unknown) =>
    fetch(`${MOCK_API_URL}/api/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 400 with Django-style field errors', async () => {
    const answer = await post({ email: 'no-es-correo', children: [] });
    expect(answer.status).toBe(400);
    const errors = await answer.json();
    expect(errors).toMatchObject({
      first_name: ['Este campo es requerido.'],
      email: ['Introduzca una dirección de correo electrónico válida.'],
      children: ['Registre al menos un hijo.'],
      accept_terms: ['Debe aceptar los términos y condiciones.'],
    });
  });
});
