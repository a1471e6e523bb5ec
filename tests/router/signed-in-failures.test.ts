/**
 * authedProcedure applies mapFailures' rule itself (server/trpc/init.ts, decision 052): a signed-in
 * procedure's failures leave it exactly as they left the two levels it replaced — an upstream
 * failure as its tRPC code, the store down as 503 (also while forgetting the user's cached data
 * after a mutation), a refusal or an ordinary error as it was thrown.
 */
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as userCache from '../../server/cache/user-cache';
import { StoreUnavailableError } from '../../server/store/errors';
import { authedProcedure, createCallerFactory, publicProcedure, router } from '../../server/trpc/init';
import { OutcomeError } from '../../server/trpc/outcomes';
import { UpstreamError } from '../../server/upstream/errors';
import type { Context } from '../../server/trpc/context';

const storeDown = () => new StoreUnavailableError('set', new Error('disco lleno'));

const probe = router({
  upstreamDown: authedProcedure.query(() => {
    throw new UpstreamError('server', 'api GET /api/x: 502', { status: 502 });
  }),
  storeDown: authedProcedure.query(() => {
    throw storeDown();
  }),
  refused: authedProcedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'No encontrado' });
  }),
  plainBug: authedProcedure.query(() => {
    throw new Error('un error cualquiera');
  }),
  change: authedProcedure.mutation(() => 'hecho'),
  failingChange: authedProcedure.mutation(() => {
    throw new UpstreamError('server', 'api POST /api/x: 500', { status: 500 });
  }),
  publicStoreDown: publicProcedure.query(() => {
    throw storeDown();
  }),
});

const auth = {
  accessToken: 'access',
  refreshToken: 'refresh',
  user: { id: 7, firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', role: 'parent' },
  platform: 'zona-padres',
  organizationId: null,
} as unknown as NonNullable<Context['auth']>;
const signedIn = createCallerFactory(probe)({ auth, timeZone: 'America/Lima', transport: 'caller' });
const signedOut = createCallerFactory(probe)({ auth: null, timeZone: 'America/Lima', transport: 'caller' });

afterEach(() => vi.restoreAllMocks());

describe('a signed-in procedure’s failures', () => {
  it('an upstream failure leaves as its tRPC code, the UpstreamError its cause', async () => {
    const error = await signedIn.upstreamDown().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'BAD_GATEWAY' });
    expect((error as TRPCError).cause).toBeInstanceOf(UpstreamError);
  });

  it('the store down is 503 with the maintenance message, as for a public procedure', async () => {
    const expected = {
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible en este momento',
    };
    await expect(signedIn.storeDown()).rejects.toMatchObject(expected);
    await expect(signedOut.publicStoreDown()).rejects.toMatchObject(expected);
  });

  it('a refusal and an ordinary error leave unchanged', async () => {
    await expect(signedIn.refused()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No encontrado' });
    await expect(signedIn.plainBug()).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'un error cualquiera',
    });
  });

  it('signed out: the unauthorized outcome, before the procedure runs', async () => {
    const forget = vi.spyOn(userCache, 'forgetUserData').mockResolvedValue(undefined);
    const error = await signedOut.change().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeError);
    expect((error as OutcomeError).outcome).toEqual({ kind: 'unauthorized' });
    expect(forget).not.toHaveBeenCalled();
  });

  it('a mutation forgets the user’s cached data, even when it fails upstream', async () => {
    const forget = vi.spyOn(userCache, 'forgetUserData').mockResolvedValue(undefined);
    await expect(signedIn.change()).resolves.toBe('hecho');
    await expect(signedIn.failingChange()).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    expect(forget.mock.calls).toEqual([[7], [7]]);
  });

  it('the store down while forgetting after a mutation is 503, not the mutation’s answer', async () => {
    vi.spyOn(userCache, 'forgetUserData').mockRejectedValue(storeDown());
    await expect(signedIn.change()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
