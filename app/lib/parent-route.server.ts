// The prologue every parents' page, form and download repeats: who is asking, then the upstream
// asked in their name, a refused session signed out and an unknown id a 404 (parents-access).
import { json, type AppLoadContext } from '@remix-run/node';
import type { KodeaSession } from '@server/session.server';
import { asDownload } from './download-errors.server';
import { getParentSession, requireParent, throwIfRefused, type ParentSession } from './parents-access.server';
import { toRouteErrorResponse } from './route-errors.server';
import { getCaller, type Caller } from './trpc.server';

/** Any other failure is the route's error response. */
export async function askAsParent<T>(session: KodeaSession, path: string, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    await throwIfRefused(error, session, path);
    throw toRouteErrorResponse(error);
  }
}

/** A page under /dashboard: null data for anyone but a parent, whom the layout answers. */
export async function parentPageData<T>(
  request: Request,
  path: string,
  load: (caller: Caller, parent: ParentSession) => Promise<T>,
  context?: AppLoadContext,
) {
  const parent = await getParentSession(request, context);
  if (!parent) return json(null);
  const caller = await getCaller(request, parent.session);
  return askAsParent(parent.session, path, () => load(caller, parent));
}

/** A parent's file: signed out, the login dialog over `back`; any failure a small page (asDownload). */
export function parentDownload(
  request: Request,
  back: string,
  make: (caller: Caller, parent: ParentSession) => Promise<Response>,
): Promise<Response> {
  return asDownload(back, async () => {
    const parent = await requireParent(request, back);
    const caller = await getCaller(request, parent.session);
    try {
      return await make(caller, parent);
    } catch (error) {
      await throwIfRefused(error, parent.session, back);
      throw error;
    }
  });
}
