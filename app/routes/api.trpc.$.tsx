/** /api/trpc serves the same router to the browser, for JavaScript enhancements only. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@server/trpc/root';
import { getSession } from '@server/session.server';
import { contextFrom } from '~/lib/trpc.server';

async function handle(request: Request) {
  const session = await getSession(request);
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext: () => contextFrom(session, request, 'http'),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${path}`, error);
    },
  });
}

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
