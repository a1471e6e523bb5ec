/**
 * tRPC initialisation. You should rarely need to edit this file: add procedures in routers/.
 *
 * 1. context    – built from the session by the caller (loaders/actions) or by /api/trpc
 * 2. init       – superjson transformer, error formatter with flattened zod errors
 * 3. procedures – publicProcedure, serverProcedure (route actions only), authedProcedure (requires
 *                  both tokens), accountProcedure (signed in, loaders and actions only),
 *                  vacationPurchaseProcedure (the same, with the session's vacation purchase);
 *                  callerOnly is the one middleware that refuses /api/trpc
 */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import { forgetUserData } from '../cache/user-cache';
import { isStoreUnavailable } from '../store/errors';
import type { Context } from './context';
import { OutcomeError } from './outcomes';
import { toTRPCError, upstreamCause } from './upstream-errors';
import { logger } from '../log/logger';

// 2. init
const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // What /api/trpc tells the browser: flattened zod errors, the kind of upstream failure, and
  // never a stack or an upstream message (they name internal services and paths).
  errorFormatter({ shape, error }) {
    const zodError =
      error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    const upstream = upstreamCause(error)?.kind ?? null;
    const message = upstream ? 'El servicio no está disponible en este momento' : shape.message;
    // Upstream timeouts are the gateway's, not the client's (tRPC would say 408): /api/trpc answers 504.
    const httpStatus = error.code === 'TIMEOUT' ? 504 : shape.data.httpStatus;
    return { ...shape, message, data: { ...shape.data, httpStatus, stack: undefined, zodError, upstream } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// 3. procedures
/**
 * How failures below leave a procedure (each level of tRPC's middleware chain copies the call's
 * options and context, on every procedure call of every page, so this rule is applied in place by
 * the signed-in middleware rather than as a level of its own):
 * - an UpstreamError thrown anywhere below becomes the matching tRPC error code;
 * - the store (sessions, throttles, payment locks) unavailable is the site's maintenance, not a
 *   bug: 503 over /api/trpc, and the maintenance page for the route that called (route-errors).
 */
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

const mapFailures = t.middleware(async ({ next }) => mapFailure(await next()));

export const publicProcedure = t.procedure.use(mapFailures);

/**
 * The one "not callable over HTTP" guard (docs/architecture.md rule 8): a procedure that hands
 * out tokens, charges a card or returns a link the action redirects to runs only from loaders
 * and actions through the caller, never over /api/trpc, whatever a client sends.
 */
export const callerOnly = t.middleware(({ ctx, next }) => {
  if (ctx.transport === 'http')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Solo disponible desde el servidor' });
  return next();
});

/** Called only by route actions through the caller (sign-in, sign-up): never over /api/trpc. */
export const serverProcedure = publicProcedure.use(callerOnly);

/**
 * Signed in, with mapFailures' rule applied here rather than one level above (the same answers:
 * a refusal below is neither an upstream nor a store failure).
 */
export const authedProcedure = t.procedure.use(async ({ ctx, next, type }) => {
  if (!ctx.auth?.accessToken || !ctx.auth.refreshToken) {
    throw new OutcomeError({ kind: 'unauthorized' }, 'Inicia sesión para continuar');
  }
  // tRPC merges this into the context: only what narrows is passed (auth is now known).
  const result = await next({ ctx: { auth: ctx.auth } });
  // The user's own change (even a failed one may have reached the upstream) makes their cached
  // answers stale in every worker (server/cache/user-cache.ts).
  if (type === 'mutation') {
    try {
      await forgetUserData(ctx.auth.user.id);
    } catch (error) {
      throw isStoreUnavailable(error) ? storeUnavailable(error) : error;
    }
  }
  return mapFailure(result);
});

/**
 * Signed in, and only from loaders and actions (never over /api/trpc): steps that create orders,
 * charge or hand out payment secrets outside the session-kept vacation purchase (the invoices router).
 */
export const accountProcedure = authedProcedure.use(callerOnly);

/**
 * The vacation purchase's steps: signed in, and called from a route action (never over
 * /api/trpc), because the action stores their result in the session and the browser must not
 * drive them directly.
 */
export const vacationPurchaseProcedure = authedProcedure.use(callerOnly).use(({ ctx, next }) =>
  next({
    ctx: { ...ctx, vacationPurchase: ctx.vacationPurchase ?? { purchase: null, payment: null } },
  }),
);
