import { TRPCError } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { issueTokens } from '../../mocks/accounts/tokens';
import { FIXTURE_PASSWORD } from '../../fixtures/users';
import { visitorCaller } from '../support/caller';

type LoginInput = Parameters<ReturnType<typeof visitorCaller>['auth']['login']>[0];

const login = (input: LoginInput) => visitorCaller().auth.login(input);

/** The field errors of a login rejected by input validation. */
async function loginFieldErrors(input: LoginInput): Promise<Record<string, string[] | undefined>> {
  const error = await login(input).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw new Error('expected a TRPCError');
  expect(error.code).toBe('BAD_REQUEST');
  if (!(error.cause instanceof ZodError)) throw new Error('expected a ZodError cause');
  return z.flattenError(error.cause).fieldErrors;
}

describe('auth.login', () => {
  it.each([
    ['padre@example.com', 101, 'parent', 'zona-padres', 'PE', null],
    ['mama.mx@example.com', 102, 'parent', 'zona-padres', 'MX', null],
    ['alumno@example.com', 201, 'student', 'zona-estudiantes', 'PE', null],
    ['nuevo@example.com', 202, 'student', 'zona-estudiantes', 'PE', null],
    ['org@example.com', 301, 'organization', 'organizacion', 'PE', 1],
  ] as const)(
    '%s signs in to the right platform',
    async (email, id, role, platform, countryCode, organizationId) => {
      const answer = await login({ email, password: FIXTURE_PASSWORD });
      expect(answer.platform).toBe(platform);
      expect(answer.user).toMatchObject({ id, email, role, countryCode, organization_id: organizationId });
      expect(answer.access).toBe(issueTokens(id).access);
      expect(answer.refresh).toBe(issueTokens(id).refresh);
    },
  );

  it('answers the full user data of the parent', async () => {
    const answer = await login({ email: 'padre@example.com', password: FIXTURE_PASSWORD });
    expect(answer.user).toEqual({
      id: 101,
      email: 'padre@example.com',
      firstName: 'Carlos',
      lastName: 'Quispe Rojas',
      phone: '+51 987 654 321',
      countryCode: 'PE',
      role: 'parent',
      organization_id: null,
      // Sofía and Diego, in the children list's order (decision 082).
      children: [501, 502],
    });
  });

  it('trims and lowercases the email before sending it upstream', async () => {
    let sent: unknown;
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/auth/login/`, async ({ request }) => {
        sent = await request.clone().json();
        return undefined; // fall through to the base handler
      }),
    );
    const answer = await login({ email: '  PaDre@Example.COM ', password: FIXTURE_PASSWORD });
    expect(sent).toEqual({ email: 'padre@example.com', password: FIXTURE_PASSWORD });
    expect(answer.user.id).toBe(101);
  });

  it('does not trim the password', async () => {
    await expect(
      login({ email: 'padre@example.com', password: ` ${FIXTURE_PASSWORD}` }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each([
    ['wrong password', 'padre@example.com', 'otra-clave'],
    ['unknown account', 'nadie@example.com', FIXTURE_PASSWORD],
    ['password in another case', 'padre@example.com', FIXTURE_PASSWORD.toLowerCase()],
  ])('%s → UNAUTHORIZED with the Spanish message', async (_label, email, password) => {
    await expect(login({ email, password })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Correo electrónico o contraseña incorrectos',
    });
  });

  it('an upstream 400 is also reported as wrong credentials', async () => {
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/auth/login/`, () =>
        HttpResponse.json({ email: ['x'] }, { status: 400 }),
      ),
    );
    await expect(login({ email: 'padre@example.com', password: FIXTURE_PASSWORD })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Correo electrónico o contraseña incorrectos',
    });
  });

  it('empty email → BAD_REQUEST with the email field error only', async () => {
    expect(await loginFieldErrors({ email: '', password: FIXTURE_PASSWORD })).toEqual({
      email: ['Ingresa tu correo electrónico'],
    });
    expect(await loginFieldErrors({ email: '   ', password: FIXTURE_PASSWORD })).toEqual({
      email: ['Ingresa tu correo electrónico'],
    });
  });

  it('invalid email → BAD_REQUEST "Ingresa un correo electrónico válido"', async () => {
    expect(await loginFieldErrors({ email: 'padre@', password: FIXTURE_PASSWORD })).toEqual({
      email: ['Ingresa un correo electrónico válido'],
    });
  });

  it('empty password → BAD_REQUEST "Ingresa tu contraseña"', async () => {
    expect(await loginFieldErrors({ email: 'padre@example.com', password: '' })).toEqual({
      password: ['Ingresa tu contraseña'],
    });
  });

  it('both fields wrong → both field errors', async () => {
    expect(await loginFieldErrors({ email: '', password: '' })).toEqual({
      email: ['Ingresa tu correo electrónico'],
      password: ['Ingresa tu contraseña'],
    });
  });

  it('a missing field reports its own Spanish message', async () => {
    // @ts-expect-error: the form may post without the field
    expect(await loginFieldErrors({ password: FIXTURE_PASSWORD })).toEqual({
      email: ['Ingresa tu correo electrónico'],
    });
  });

  it('does not call upstream when the input is invalid', async () => {
    let calls = 0;
    mockServer.use(http.post(`${MOCK_API_URL}/api/auth/login/`, () => void calls++));
    await loginFieldErrors({ email: 'x', password: '' });
    expect(calls).toBe(0);
  });

  it('maintenance scenario → SERVICE_UNAVAILABLE, not a credentials error', async () => {
    await expect(
      runWithScenario('maintenance', () => login({ email: 'padre@example.com', password: FIXTURE_PASSWORD })),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('upstream-down scenario → BAD_GATEWAY', async () => {
    await expect(
      runWithScenario('upstream-down', () =>
        login({ email: 'padre@example.com', password: FIXTURE_PASSWORD }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
  });
});
