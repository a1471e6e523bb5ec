/** tRPC initialisation: the error formatter and the procedure levels; procedures live in routers/. */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import '../validation/spanish-errors';
import { forgetUserData } from '../cache/user-cache';
import { isStoreUnavailable } from '../store/errors';
import { hit, type LimitName } from '../throttle';
import type { Context } from './context';
import { OutcomeError } from './outcomes';
import { toTRPCError, upstreamCause } from './upstream-errors';
import { logger } from '../log/logger';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Never a stack or an upstream message over /api/trpc: they name internal services and paths.
  errorFormatter({ shape, error }) {
    const zodError =
      error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    const upstream = upstreamCause(error)?.kind ?? null;
    const message = upstream ? 'El servicio no está disponible en este momento' : shape.message;
    // Upstream timeouts are the gateway's, not the client's (tRPC would say 408).
    const httpStatus = error.code === 'TIMEOUT' ? 504 : shape.data.httpStatus;
    return { ...shape, message, data: { ...shape.data, httpStatus, stack: undefined, zodError, upstream } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Turns the domain errors `outcome` knows into their outcome (decision 026); the others pass on. */
export const mapDomainErrors = (outcome: (error: unknown, path: string) => TRPCError | null) =>
  t.middleware(async ({ path, next }) => {
    const result = await next();
    if (!result.ok && !(result.error instanceof OutcomeError)) {
      const mapped = outcome(result.error.cause ?? result.error, path);
      if (mapped) throw mapped;
    }
    return result;
  });

/** Upstream errors become their tRPC code; the store unavailable is maintenance (503), not a bug. */
function mapFailure<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R): R {
  if (result.ok) return result;
  const upstream = upstreamCause(result.error);
  if (upstream && result.error.code === 'INTERNAL_SERVER_ERROR') throw toTRPCError(upstream);
  if (isStoreUnavailable(result.error.cause)) throw storeUnavailable(result.error.cause);
  return result;
}

function storeUnavailable(cause: Error): TRPCError {
  logger.error(`[store] ${cause.message}`);
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: 'El servicio no está disponible en este momento',
    cause,
  });
}

/** A `throttled` outcome once `limit` is used up for `key`. */
export async function requireUnderLimit(limit: LimitName, key: string, message: string): Promise<void> {
  if (!(await hit(limit, key))) throw new OutcomeError({ kind: 'throttled' }, message);
}

const mapFailures = t.middleware(async ({ next }) => mapFailure(await next()));

export const publicProcedure = t.procedure.use(mapFailures);

/** Tokens, charges and redirect links only from loaders and actions, never over /api/trpc. */
export const callerOnly = t.middleware(({ ctx, next }) => {
  if (ctx.transport === 'http')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Solo disponible desde el servidor' });
  return next();
});

export const serverProcedure = publicProcedure.use(callerOnly);

export const authedProcedure = t.procedure.use(async ({ ctx, next, type }) => {
  if (!ctx.auth?.accessToken || !ctx.auth.refreshToken) {
    throw new OutcomeError({ kind: 'unauthorized' }, 'Inicia sesión para continuar');
  }
  const result = await next({ ctx: { auth: ctx.auth } });
  // Even a failed change may have reached the upstream: the user's cached answers are stale everywhere.
  if (type === 'mutation') {
    try {
      await forgetUserData(ctx.auth.user.id);
    } catch (error) {
      throw isStoreUnavailable(error) ? storeUnavailable(error) : error;
    }
  }
  return mapFailure(result);
});

export const accountProcedure = authedProcedure.use(callerOnly);
