import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import {
  errorCode,
  notFound,
  orThrowResponse,
  toRouteErrorResponse,
} from '../../app/lib/route-errors.server';
import { logger } from '../../server/log/logger';

async function statusAndBody(response: Response) {
  const body: unknown = await response.json();
  return { status: response.status, body };
}

describe('toRouteErrorResponse', () => {
  it.each([
    ['NOT_FOUND', 404, 'not-found'],
    ['SERVICE_UNAVAILABLE', 503, 'maintenance'],
    ['BAD_GATEWAY', 502, 'upstream'],
    ['TIMEOUT', 504, 'upstream'],
    ['UNAUTHORIZED', 401, 'unauthorized'],
    ['FORBIDDEN', 403, 'forbidden'],
    ['INTERNAL_SERVER_ERROR', 500, 'upstream'],
    ['BAD_REQUEST', 400, 'bad-request'],
    ['TOO_MANY_REQUESTS', 429, 'too-many'],
  ] as const)('%s → %i %s', async (code, status, reason) => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(await statusAndBody(toRouteErrorResponse(new TRPCError({ code })))).toEqual({
      status,
      body: { reason },
    });
  });

  it('logs every failure except a plain not found', () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    toRouteErrorResponse(new TRPCError({ code: 'NOT_FOUND' }));
    expect(log).not.toHaveBeenCalled();
    toRouteErrorResponse(new TRPCError({ code: 'TIMEOUT', message: 'lento' }));
    expect(log).toHaveBeenCalledWith('[route] TIMEOUT: lento');
  });

  it('passes a Response through and maps unknown errors to 500', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const redirect = new Response(null, { status: 302 });
    expect(toRouteErrorResponse(redirect)).toBe(redirect);
    expect(await statusAndBody(toRouteErrorResponse(new Error('x')))).toEqual({
      status: 500,
      body: { reason: 'upstream' },
    });
  });

  it('orThrowResponse resolves the value or throws the mapped response', async () => {
    await expect(orThrowResponse(Promise.resolve(42))).resolves.toBe(42);
    const thrown = await orThrowResponse(Promise.reject(new TRPCError({ code: 'NOT_FOUND' }))).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    if (thrown instanceof Response) expect(thrown.status).toBe(404);
  });

  it('one 404 for every page, named as the upstream and the outcomes name it, never cached', async () => {
    const response = notFound();
    expect(await statusAndBody(response)).toEqual({ status: 404, body: { reason: 'not-found' } });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('errorCode reads the tRPC code, null otherwise', () => {
    expect(errorCode(new TRPCError({ code: 'FORBIDDEN' }))).toBe('FORBIDDEN');
    expect(errorCode(new Error('x'))).toBeNull();
  });
});
