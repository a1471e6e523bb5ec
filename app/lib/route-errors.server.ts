/** tRPC errors as responses the error boundaries read: never a stack trace. */
import { json } from '@remix-run/node';
import { TRPCError } from '@trpc/server';
import { isStoreUnavailable } from '@server/store/errors';
import { storeUnavailableResponse } from '@server/store/responses';
import { logger } from '@server/log/logger';

export type RouteErrorReason =
  | 'not-found'
  | 'maintenance'
  | 'upstream'
  | 'unauthorized'
  | 'forbidden'
  | 'bad-request'
  | 'too-many';

export const STATUS_BY_CODE: Partial<Record<TRPCError['code'], [number, RouteErrorReason]>> = {
  NOT_FOUND: [404, 'not-found'],
  BAD_REQUEST: [400, 'bad-request'],
  TOO_MANY_REQUESTS: [429, 'too-many'],
  SERVICE_UNAVAILABLE: [503, 'maintenance'],
  BAD_GATEWAY: [502, 'upstream'],
  TIMEOUT: [504, 'upstream'],
  UNAUTHORIZED: [401, 'unauthorized'],
  FORBIDDEN: [403, 'forbidden'],
};

/** The one 404 of every page and download; never cached: the same address can be another family's 200. */
export function notFound(): Response {
  return json(
    { reason: 'not-found' satisfies RouteErrorReason },
    { status: 404, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** A form sent with an intent its page does not have (a stale or forged post): the Spanish 400 page. */
export function badRequest(): Response {
  return json({ reason: 'bad-request' satisfies RouteErrorReason }, { status: 400 });
}

export function toRouteErrorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  // Sessions, throttles or payment locks unreachable (Redis down, SQLite locked): maintenance, 503.
  if (isStoreUnavailable(error)) {
    logger.error(`[route] ${error.message}`);
    return storeUnavailableResponse();
  }
  if (error instanceof TRPCError) {
    const mapped = STATUS_BY_CODE[error.code];
    if (mapped) {
      if (mapped[0] >= 500) logger.error(`[route] ${error.code}: ${error.message}`);
      return json({ reason: mapped[1] }, { status: mapped[0] });
    }
  }
  logger.error({ err: error }, '[route] unexpected error');
  return json({ reason: 'upstream' satisfies RouteErrorReason }, { status: 500 });
}

// The store unavailable under a procedure: the maintenance page. Null otherwise; an upstream in
// maintenance is a message on the form.
export function storeOutageResponse(error: unknown): Response | null {
  const cause = error instanceof TRPCError ? error.cause : error;
  // Logged once already, where the procedure failed (init.ts, mapStoreOutage).
  return isStoreUnavailable(cause) ? storeUnavailableResponse() : null;
}

export function throwIfStoreOutage(error: unknown): void {
  const outage = storeOutageResponse(error);
  if (outage) throw outage;
}

export async function orThrowResponse<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw toRouteErrorResponse(error);
  }
}

/** For logs and statuses; branch on outcomes with expectedOutcome. */
export function errorCode(error: unknown): TRPCError['code'] | null {
  return error instanceof TRPCError ? error.code : null;
}
