/**
 * tRPC initialisation. You should rarely need to edit this file: add procedures in routers/.
 *
 * 1. context    – built from the session by the caller (loaders/actions) or by /api/trpc
 * 2. init       – superjson transformer, error formatter with flattened zod errors
 * 3. procedures – publicProcedure, authedProcedure (requires both tokens)
 */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import type { Context } from './context';
import { toTRPCError, upstreamCause } from './upstream-errors';

// 2. init
const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zodError = error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    return { ...shape, data: { ...shape.data, stack: undefined, zodError, upstream: upstreamCause(error)?.kind ?? null } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// 3. procedures
/** Turns an UpstreamError thrown anywhere below into the matching tRPC error code. */
const mapUpstreamErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const upstream = upstreamCause(result.error);
    if (upstream && result.error.code === 'INTERNAL_SERVER_ERROR') throw toTRPCError(upstream);
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapUpstreamErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth?.accessToken || !ctx.auth.refreshToken) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Inicia sesión para continuar' });
  }
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});
