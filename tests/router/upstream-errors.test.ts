import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { http, HttpResponse } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MOCK_API_URL, MOCK_CONTENT_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import type { Context } from '../../server/trpc/context';
import { appRouter } from '../../server/trpc/root';
import { UpstreamError } from '../../server/upstream/errors';
import { signedInCaller, visitorCaller } from '../support/caller';
import { logger } from '../../server/log/logger';

const ROBLOX = 'curso-de-videojuegos-con-roblox';
const listCourses = () => visitorCaller().courses.list({});

/** The TRPCError a call rejects with. */
async function trpcFailure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof TRPCError) return error;
  throw new Error(`expected a TRPCError, got ${String(error)}`);
}

function answerEntries(response: () => Response) {
  mockServer.use(http.get(`${MOCK_CONTENT_URL}/entries`, response));
}

describe('upstream failures → tRPC codes (courses.list / courses.bySlug)', () => {
  it.each([
    [503, 'SERVICE_UNAVAILABLE', 'unavailable'],
    [500, 'BAD_GATEWAY', 'server'],
    [502, 'BAD_GATEWAY', 'server'],
    [403, 'FORBIDDEN', 'forbidden'],
    [401, 'UNAUTHORIZED', 'unauthorized'],
    [400, 'BAD_REQUEST', 'bad-request'],
  ] as const)('content answers %i → %s', async (status, code, kind) => {
    answerEntries(() => HttpResponse.json({ detail: 'x' }, { status }));
    const error = await trpcFailure(listCourses());
    expect(error.code).toBe(code);
    expect(error.cause).toBeInstanceOf(UpstreamError);
    expect(error.cause).toMatchObject({ kind, status });
  });

  it("'maintenance' scenario → SERVICE_UNAVAILABLE", async () => {
    await expect(runWithScenario('maintenance', listCourses)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it("'upstream-down' (network error) → BAD_GATEWAY", async () => {
    const error = await trpcFailure(runWithScenario('upstream-down', listCourses));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.cause).toMatchObject({ kind: 'network', status: null });
  });

  it("'upstream-timeout' → TIMEOUT after UPSTREAM_TIMEOUT_MS (300 ms in tests)", async () => {
    const started = Date.now();
    const error = await trpcFailure(runWithScenario('upstream-timeout', listCourses));
    expect(error.code).toBe('TIMEOUT');
    expect(error.cause).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it("'malformed-json' → BAD_GATEWAY for the content service and for the API", async () => {
    await expect(runWithScenario('malformed-json', listCourses)).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      cause: { kind: 'malformed' },
    });
    const { caller } = await signedInCaller('alumno@example.com');
    await expect(
      runWithScenario('malformed-json', () => caller.student.certificates()),
    ).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      cause: { kind: 'malformed', status: 200 },
    });
  });

  it('200 with JSON that does not match the schema → BAD_GATEWAY', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    answerEntries(() =>
      HttpResponse.json({ total: 1, items: [{ sys: { id: 'x' }, fields: { name: 'Sin slug' } }] }),
    );
    await expect(listCourses()).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      cause: { kind: 'malformed', status: 200 },
    });
    expect(log).toHaveBeenCalledOnce();
  });

  it('a course the API does not list → NOT_FOUND on bySlug', async () => {
    mockServer.use(http.get(`${MOCK_API_URL}/api/courses/`, () => HttpResponse.json({ data: [] })));
    const error = await trpcFailure(visitorCaller().courses.bySlug({ slug: ROBLOX }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.cause).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('503 from the API only (content fine) → SERVICE_UNAVAILABLE on bySlug', async () => {
    mockServer.use(http.get(`${MOCK_API_URL}/api/courses/`, () => HttpResponse.json({}, { status: 503 })));
    await expect(visitorCaller().courses.bySlug({ slug: ROBLOX })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('concurrent calls with different scenarios do not interfere', async () => {
    const caller = visitorCaller();
    const [down, normal, slow, alsoNormal] = await Promise.allSettled([
      runWithScenario('maintenance', () => caller.courses.list({})),
      runWithScenario(null, () => caller.courses.list({})),
      runWithScenario('upstream-timeout', () => caller.courses.bySlug({ slug: ROBLOX })),
      runWithScenario('no-start-date', () => caller.courses.bySlug({ slug: ROBLOX })),
    ]);
    expect(down).toMatchObject({ status: 'rejected', reason: { code: 'SERVICE_UNAVAILABLE' } });
    expect(normal).toMatchObject({ status: 'fulfilled' });
    if (normal.status === 'fulfilled') expect(normal.value).toHaveLength(20);
    expect(slow).toMatchObject({ status: 'rejected', reason: { code: 'TIMEOUT' } });
    expect(alsoNormal).toMatchObject({
      status: 'fulfilled',
      value: { id: 'crs-005', initialDate: null, price: { PEN: 549 } },
    });
  });
});

/** The error body the HTTP adapter sends (superjson-encoded). */
const ErrorBody = z.object({
  error: z.object({
    json: z.object({
      message: z.string(),
      code: z.number(),
      data: z.object({
        code: z.string(),
        httpStatus: z.number(),
        path: z.string(),
        stack: z.null(),
        zodError: z
          .object({ formErrors: z.array(z.string()), fieldErrors: z.record(z.string(), z.array(z.string())) })
          .nullable(),
        upstream: z.string().nullable(),
      }),
    }),
  }),
});

const SuperJsonEnvelope = z.object({
  error: z.custom<SuperJSONResult>((value) => typeof value === 'object' && value !== null && 'json' in value),
});

async function callHttp(context: Context, request: Request) {
  const response = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext: () => context,
  });
  const raw: unknown = await response.json();
  const body = ErrorBody.parse(raw);
  const decoded = z
    .object({ data: z.record(z.string(), z.unknown()) })
    .parse(superjson.deserialize(SuperJsonEnvelope.parse(raw).error));
  return { status: response.status, body: body.error.json, decoded };
}

const post = (path: string, json: unknown) =>
  new Request(`http://localhost/api/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json }),
  });

describe('error formatter, through the HTTP adapter', () => {
  it('a rejected contact form answers 400 with flattened zod field errors and no stack', async () => {
    const { context } = await signedInCaller('padre@example.com');
    const { status, body, decoded } = await callHttp(
      context,
      post('contact.send', { tipo_de_consulta: 'soporte', message: '   ' }),
    );
    expect(status).toBe(400);
    expect(body.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      path: 'contact.send',
      upstream: null,
    });
    expect(body.data.zodError).toEqual({
      formErrors: [],
      fieldErrors: { message: ['El mensaje es un campo obligatorio'] },
    });
    expect(body.data.zodError?.fieldErrors.message[0]).toBe('El mensaje es un campo obligatorio');
    expect('stack' in decoded.data).toBe(true);
    expect(decoded.data.stack).toBeUndefined();
  });

  it('an upstream failure answers its HTTP status, the upstream kind, no zod errors and no stack', async () => {
    const { context } = await signedInCaller('padre@example.com');
    const request = new Request(
      `http://localhost/api/trpc/courses.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
    );
    const { status, body, decoded } = await runWithScenario('maintenance', () => callHttp(context, request));
    expect(status).toBe(503);
    expect(body.data).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: 503,
      path: 'courses.list',
      zodError: null,
      upstream: 'unavailable',
    });
    expect(decoded.data.stack).toBeUndefined();
  });

  it('a visitor posting the contact form answers 401 without upstream kind', async () => {
    const { status, body } = await callHttp(
      { auth: null, timeZone: 'America/Lima' },
      post('contact.send', { tipo_de_consulta: 'soporte', message: 'hola' }),
    );
    expect(status).toBe(401);
    expect(body).toMatchObject({
      message: 'Inicia sesión para continuar',
      data: { code: 'UNAUTHORIZED', zodError: null, upstream: null },
    });
  });
});
