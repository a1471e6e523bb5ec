// Enhancements only. Answers are never cached (per-user data); a timeout answers 504, not tRPC's
// 408: the client did nothing wrong.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { TRPCError } from '@trpc/server';
import { browserRouter, MAX_BATCH_SIZE } from '@server/trpc/browser-router';
import { getSession } from '@server/session.server';
import { contextFrom } from '~/lib/trpc.server';
import { logger } from '@server/log/logger';

const GATEWAY_STATUS: Partial<Record<TRPCError['code'], number>> = {
  TIMEOUT: 504,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

async function handle(request: Request) {
  const session = await getSession(request);
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: browserRouter,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: () => contextFrom(session, request, 'http'),
    responseMeta({ errors }) {
      const headers = new Headers({ 'Cache-Control': 'private, no-store' });
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
