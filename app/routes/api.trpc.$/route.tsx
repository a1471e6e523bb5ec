// Enhancements and live parts only (issue 77, decision 110). Answers are never cached (per-user
// data); a timeout answers 504, not tRPC's 408: the client did nothing wrong. Each session has an
// allowance of calls (server/trpc/browser-limits.ts); mutations' same-origin check is the HTTP
// edge's, as for every form (server/http/security.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { TRPCError } from '@trpc/server';
import {
  BROWSER_LIMIT_RETRY_SECONDS,
  browserRouter,
  callsIn,
  MAX_BATCH_SIZE,
  underBrowserCallLimit,
} from '@server/trpc/browser-router';
import { getSession } from '@server/session.server';
import { clientIpOf } from '@server/http/client-ip';
import { contextFrom } from '~/lib/trpc.server';
import { logger } from '@server/log/logger';

const GATEWAY_STATUS: Partial<Record<TRPCError['code'], number>> = {
  TIMEOUT: 504,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** tRPC's own error shape, so the client reads it as any other refusal. */
function tooManyCalls(): Response {
  const error = {
    message: 'Demasiadas solicitudes. Espera unos segundos.',
    code: -32029,
    data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
  };
  return Response.json(
    { error: { json: error } },
    { status: 429, headers: { ...PRIVATE, 'Retry-After': String(BROWSER_LIMIT_RETRY_SECONDS) } },
  );
}

async function handle(request: Request) {
  const session = await getSession(request);
  // A batch over the cap is tRPC's to refuse (400) and spends nothing of the allowance.
  const calls = callsIn(new URL(request.url));
  const key = session.id ? `session:${session.id}` : `client:${clientIpOf(request)}`;
  if (calls <= MAX_BATCH_SIZE && !(await underBrowserCallLimit(key, calls))) return tooManyCalls();
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: browserRouter,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: () => contextFrom(session, request, 'http'),
    responseMeta({ errors }) {
      const headers = new Headers(PRIVATE);
      const gateway = errors.map((error) => GATEWAY_STATUS[error.code]).find(Boolean);
      return gateway ? { status: gateway, headers } : { headers };
    },
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error }, `[trpc] ${path}`);
    },
  });
}

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
