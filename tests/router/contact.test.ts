import { TRPCError } from '@trpc/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { createCaller } from '../../server/trpc/root';
import { signedInCaller, visitorCaller } from '../support/caller';

type ContactInput = Parameters<ReturnType<typeof visitorCaller>['contact']['send']>[0];

const VALID: ContactInput = {
  tipo_de_consulta: 'academica',
  message: '¿Cuándo empieza el grupo de los sábados?',
};

async function fieldErrors(input: ContactInput): Promise<Record<string, string[] | undefined>> {
  const { caller } = await signedInCaller('padre@example.com');
  const error = await caller.contact.send(input).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw new Error('expected a TRPCError');
  expect(error.code).toBe('BAD_REQUEST');
  if (!(error.cause instanceof ZodError)) throw new Error('expected a ZodError cause');
  return z.flattenError(error.cause).fieldErrors;
}

describe('contact.send', () => {
  it('a visitor → UNAUTHORIZED, nothing stored', async () => {
    await expect(visitorCaller().contact.send(VALID)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Inicia sesión para continuar',
    });
    expect(db.contactRequest.count()).toBe(0);
  });

  it('a signed-in user sends the request: exactly one stored, with the trimmed message', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    await expect(
      caller.contact.send({ tipo_de_consulta: 'soporte', message: '  No puedo entrar a la clase.  ' }),
    ).resolves.toEqual({ sent: true });
    const stored = db.contactRequest.getAll();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      userId: 101,
      tipo_de_consulta: 'soporte',
      message: 'No puedo entrar a la clase.',
    });
  });

  it('stores the request under the user who sent it', async () => {
    const { caller } = await signedInCaller('alumno@example.com');
    await caller.contact.send(VALID);
    expect(db.contactRequest.getAll().map((r) => [r.userId, r.tipo_de_consulta, r.message])).toEqual([
      [201, 'academica', VALID.message],
    ]);
  });

  it('sends the refresh token as bearer and the validated body', async () => {
    const { caller, context } = await signedInCaller('padre@example.com');
    let auth: string | null = null;
    let body: unknown;
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/contact/`, async ({ request }) => {
        auth = request.headers.get('authorization');
        body = await request.clone().json();
        return undefined;
      }),
    );
    await caller.contact.send({ tipo_de_consulta: 'academica', message: ' hola ' });
    expect(auth).toBe(`Bearer ${context.auth?.refreshToken}`);
    expect(body).toEqual({ tipo_de_consulta: 'academica', message: 'hola' });
  });

  it.each(['', undefined])('tipo_de_consulta %j → "Este es un campo obligatorio"', async (tipo) => {
    // @ts-expect-error: a form may post no type at all
    expect(await fieldErrors({ tipo_de_consulta: tipo, message: 'hola' })).toEqual({
      tipo_de_consulta: ['Este es un campo obligatorio'],
    });
  });

  it('an unknown type (\'ventas\') → "Este es un campo obligatorio"', async () => {
    expect(await fieldErrors({ tipo_de_consulta: 'ventas', message: 'hola' })).toEqual({
      tipo_de_consulta: ['Este es un campo obligatorio'],
    });
  });

  it.each(['', '   \n\t '])('message %j → "El mensaje es un campo obligatorio"', async (message) => {
    expect(await fieldErrors({ tipo_de_consulta: 'soporte', message })).toEqual({
      message: ['El mensaje es un campo obligatorio'],
    });
  });

  it('a message over 2000 characters is rejected; exactly 2000 is accepted', async () => {
    expect(await fieldErrors({ tipo_de_consulta: 'soporte', message: 'a'.repeat(2001) })).toEqual({
      message: ['El mensaje puede tener como máximo 2000 caracteres'],
    });
    const { caller } = await signedInCaller('padre@example.com');
    await expect(
      caller.contact.send({ tipo_de_consulta: 'soporte', message: ` ${'a'.repeat(2000)} ` }),
    ).resolves.toEqual({ sent: true });
  });

  it('both fields empty → both messages, nothing stored', async () => {
    expect(await fieldErrors({ tipo_de_consulta: '', message: '' })).toEqual({
      tipo_de_consulta: ['Este es un campo obligatorio'],
      message: ['El mensaje es un campo obligatorio'],
    });
    expect(db.contactRequest.count()).toBe(0);
  });

  it("'contact-error' scenario → BAD_GATEWAY, nothing stored", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    await expect(runWithScenario('contact-error', () => caller.contact.send(VALID))).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
    });
    expect(db.contactRequest.count()).toBe(0);
  });

  it('upstream 200 with an empty body → success', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    mockServer.use(http.post(`${MOCK_API_URL}/api/contact/`, () => new HttpResponse(null, { status: 200 })));
    await expect(caller.contact.send(VALID)).resolves.toEqual({ sent: true });
  });

  it.each([202, 204])('upstream %i → failure (success is exactly 200 or 201)', async (status) => {
    const { caller } = await signedInCaller('padre@example.com');
    mockServer.use(http.post(`${MOCK_API_URL}/api/contact/`, () => new HttpResponse(null, { status })));
    await expect(caller.contact.send(VALID)).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
  });

  it('upstream 400 → BAD_REQUEST', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    mockServer.use(
      http.post(`${MOCK_API_URL}/api/contact/`, () => HttpResponse.json({ message: ['x'] }, { status: 400 })),
    );
    await expect(caller.contact.send(VALID)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('a forged or revoked refresh token → UNAUTHORIZED from upstream, nothing stored', async () => {
    const { context } = await signedInCaller('alumno@example.com');
    if (!context.auth) throw new Error('expected a signed-in context');
    const forged = createCaller({
      ...context,
      auth: { ...context.auth, refreshToken: 'mock-refresh.201.000000000000000000000000' },
    });
    await expect(forged.contact.send(VALID)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(db.contactRequest.count()).toBe(0);
  });

  it('a session with an empty refresh token is treated as signed out', async () => {
    const { context } = await signedInCaller('alumno@example.com');
    if (!context.auth) throw new Error('expected a signed-in context');
    const partial = createCaller({ ...context, auth: { ...context.auth, refreshToken: '' } });
    await expect(partial.contact.send(VALID)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Inicia sesión para continuar',
    });
  });
});
